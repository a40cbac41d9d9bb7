import { cacheTagsOf } from '@/lib/cacheTags';
import * as B from '@/api/contract/brides';
import { getHall } from '@/api/contract/halls';
import { sitemapEntries } from '@/api/contract/magazine';

describe('cache tags (lib/cacheTags.js)', () => {
  it("an answer about one item carries its domain and that item's tag, from the path's first parameter", () => {
    expect(cacheTagsOf(getHall, { id: 12 })).toEqual(['halls', 'halls#12']);
    expect(cacheTagsOf(getHall, { id: '12' })).toEqual(['halls', 'halls#12']);
    expect(cacheTagsOf(B.getAlbum, { id: 31 })).toEqual(['albums', 'albums#31']);
    expect(cacheTagsOf({ path: '/api/wn/halls/:id/fairs/:fairId' }, { id: 3, fairId: 9 })).toEqual(['halls', 'halls#3']);
  });

  it('an answer about no one item carries its domain and its list', () => {
    expect(cacheTagsOf(B.listBrides, { page: 1 })).toEqual(['brides', 'brides#list']);
    expect(cacheTagsOf({ path: '/api/halls' }, {})).toEqual(['halls', 'halls#list']);
  });

  it('an endpoint that says what it read is believed: a theme tag lists brides, a sitemap part is its own list', () => {
    expect(cacheTagsOf(B.getThemeTag, { id: 7 })).toEqual(['brides', 'brides#list']);
    expect(cacheTagsOf(sitemapEntries, { part: 'brides' })).toEqual(['sitemap', 'sitemap#brides']);
    expect(cacheTagsOf(sitemapEntries, {})).toEqual(['sitemap', 'sitemap#index']);
  });
});
