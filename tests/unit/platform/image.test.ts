import { imageSrcSet, imageUrl, parseImageParams, srcSetCandidates } from '../../../lib/image';

describe('image URLs', () => {
  it('builds /img URLs with named or numeric widths', () => {
    expect(imageUrl('/media/halls/1/cover/1.jpg', { width: 's' })).toBe('/img?url=%2Fmedia%2Fhalls%2F1%2Fcover%2F1.jpg&width=500');
    expect(imageUrl('/media/halls/1/cover/1.jpg', { width: 640, height: 427, fit: 'inside' })).toBe('/img?url=%2Fmedia%2Fhalls%2F1%2Fcover%2F1.jpg&width=640&height=427&fit=inside');
  });

  it('leaves data URLs and SVGs alone', () => {
    expect(imageUrl('data:image/png;base64,AAAA', { width: 't' })).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('/favicon.svg', { width: 't' })).toBe('/favicon.svg');
    expect(imageSrcSet('/favicon.svg', 100, 100)).toBeUndefined();
  });

  it('offers the spec srcset sizes for large images at their own ratio', () => {
    expect(srcSetCandidates(670, 448)).toEqual([
      { width: 670, height: 448 },
      { width: 1005, height: 672 },
      { width: 1340, height: 896 },
    ]);
    expect(srcSetCandidates(800, 800).map((c) => c.height)).toEqual([670, 1005, 1340]);
  });

  it('offers 1x and 2x for thumbnails', () => {
    expect(srcSetCandidates(100, 100)).toEqual([
      { width: 100, height: 100 },
      { width: 200, height: 200 },
    ]);
    expect(imageSrcSet('/media/users/3/icon/1.jpg', 100, 100)).toBe(
      '/img?url=%2Fmedia%2Fusers%2F3%2Ficon%2F1.jpg&width=100&height=100&fit=cover 100w, /img?url=%2Fmedia%2Fusers%2F3%2Ficon%2F1.jpg&width=200&height=200&fit=cover 200w',
    );
  });
});

describe('parseImageParams', () => {
  it('accepts the spec widths by name', () => {
    for (const [name, px] of [['i', 100], ['t', 250], ['s', 500], ['l', 700], ['xl', 1200]] as const) {
      expect(parseImageParams({ url: '/media/a', width: name })).toEqual({ ok: true, url: '/media/a', width: px, height: null, fit: 'cover' });
    }
  });

  it('accepts numbers, a height and every fit', () => {
    expect(parseImageParams({ url: '/x.jpg', width: '670', height: '448', fit: 'contain' })).toEqual({ ok: true, url: '/x.jpg', width: 670, height: 448, fit: 'contain' });
    expect(parseImageParams({ url: '/x.jpg', fit: 'inside' })).toMatchObject({ ok: true, width: null, height: null, fit: 'inside' });
    expect(parseImageParams({ url: ['/x.jpg', '/y.jpg'], width: '' })).toMatchObject({ ok: true, url: '/x.jpg', width: null });
  });

  it.each([
    [{}, 'url: required'],
    [{ url: '  ' }, 'url: required'],
    [{ url: '/x.jpg', width: '0' }, 'width: must be between 1 and 2400'],
    [{ url: '/x.jpg', width: '99999' }, 'width: must be between 1 and 2400'],
    [{ url: '/x.jpg', width: '12.5' }, 'width: must be a positive integer or one of i, t, s, l, xl'],
    [{ url: '/x.jpg', width: 'huge' }, 'width: must be a positive integer or one of i, t, s, l, xl'],
    [{ url: '/x.jpg', height: 's' }, 'height: must be a positive integer'],
    [{ url: '/x.jpg', height: '-4' }, 'height: must be a positive integer'],
    [{ url: '/x.jpg', fit: 'fill' }, 'fit: must be one of cover, contain, inside'],
    [{ url: `/${'a'.repeat(3000)}` }, 'url: too long'],
  ])('refuses %j', (query, message) => {
    expect(parseImageParams(query as Record<string, string>)).toEqual({ ok: false, message });
  });
});
