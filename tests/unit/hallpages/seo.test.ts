import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { pageWindow } from '../../../components/ui/Pagination';
import { hallJsonLd, hallVideosJsonLd } from '../../../lib/halls/hallSeo';
import { pageMeta } from '../../../lib/halls/seo';
import { jsonForScript } from '../../../lib/escape';
import type { Hall } from '../../../api/contract/halls';

describe('pagination window (10 links, §9)', () => {
  it('shows at most 10 pages centred on the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 40)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(40, 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('SEO helpers', () => {
  const OLD = process.env.SITE_URL;
  afterEach(() => {
    process.env.SITE_URL = OLD;
  });

  it('makes the canonical URL from SITE_URL (default http://localhost:3000)', () => {
    delete process.env.SITE_URL;
    expect(pageMeta('/halls/1', 't', 'd').canonical).toBe('http://localhost:3000/halls/1');
    process.env.SITE_URL = 'https://musubi.example/';
    expect(pageMeta('/halls/1', 't', 'd', { image: '/media/halls/1/cover/1.jpg' })).toMatchObject({ canonical: 'https://musubi.example/halls/1', image: 'https://musubi.example/media/halls/1/cover/1.jpg' });
  });

  it('builds a BreadcrumbList with absolute item URLs', () => {
    const ld = breadcrumbJsonLd([{ name: 'トップ', href: '/' }, { name: '東京都', href: '/pref/tokyo' }, { name: '式場' }], 'https://x.jp') as { itemListElement: { position: number; item?: string }[] };
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement[1].item).toBe('https://x.jp/pref/tokyo');
    expect(ld.itemListElement[2].item).toBeUndefined();
  });

  it('describes a hall as a venue with address, geo and rating, safe inside a script', () => {
    const hall = {
      id: 7, name: '</script><b>迎賓館', catch_copy: '', description: '', tel: '03-0000-0000', cover_images: [{ image_url: '/media/halls/7/cover/1.jpg' }],
      price_range: '300万〜400万円', capacity_max: 120, address: '東京都中央区銀座1-1', postal_code: '104-0061', lat: 35.67, lng: 139.76,
      rating: 4.26, rating_count: 31, location: { prefecture_name: '東京都' },
    } as unknown as Hall;
    const ld = hallJsonLd(hall, 'https://x.jp') as Record<string, any>;
    expect(ld['@type']).toContain('LocalBusiness');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 35.67, longitude: 139.76 });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 31 });
    expect(ld.address.addressRegion).toBe('東京都');
    expect(jsonForScript(ld)).not.toContain('</script>');
  });
});

describe('hall videos JSON-LD', () => {
  it('describes each video as a VideoObject with absolute URLs and an ISO 8601 duration', () => {
    const [ld] = hallVideosJsonLd(
      [{ id: 1, hall_id: 7, hall_name: '迎賓館', prefecture_slug: 'tokyo', title: '迎賓館｜チャペル', description: '12秒のショートムービーです。', thumbnail_url: '/media/halls/7/video/1.jpg', video_url: '/media/halls/7/video/1.mp4', duration_seconds: 12, published_at: '2026-05-01T00:00:00.000Z' }],
      'https://x.jp',
    ) as Record<string, unknown>[];
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: '迎賓館｜チャペル',
      description: '12秒のショートムービーです。',
      thumbnailUrl: 'https://x.jp/media/halls/7/video/1.jpg',
      contentUrl: 'https://x.jp/media/halls/7/video/1.mp4',
      uploadDate: '2026-05-01T00:00:00.000Z',
      duration: 'PT12S',
    });
    expect(hallVideosJsonLd([], 'https://x.jp')).toEqual([]);
  });
});
