import { isKnownMedia } from '../../../server/media/knownMedia';
import { BRIDE_PHOTO_SECTIONS } from '../../../lib/brides/vocabulary';

describe('isKnownMedia: which generated paths may be drawn', () => {
  it('draws every section of a bride album photo and her icon', async () => {
    for (const section of BRIDE_PHOTO_SECTIONS) expect(await isKnownMedia({ kind: 'brides', id: 'a12', variant: section, n: 3 })).toBe(true);
    expect(await isKnownMedia({ kind: 'brides', id: '5', variant: 'icon', n: 1 })).toBe(true);
  });

  it('refuses a made-up variant', async () => {
    expect(await isKnownMedia({ kind: 'brides', id: 'a12', variant: 'anything', n: 1 })).toBe(false);
    expect(await isKnownMedia({ kind: 'articles', id: '3', variant: 'poster', n: 1 })).toBe(false);
  });
});
