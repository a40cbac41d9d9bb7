import { drawMedia } from '../../../server/media/draw';
import { parseMediaPath } from '../../../server/media/mediaPath';
import { kanaRowOf } from '../../../api/contract/ringVocabulary';
import { brandLogoUrl, ringImageUrl } from '../../../lib/rings/media';
import { designLabel, metalLabel, ringPriceText, ringTypeLabel } from '../../../lib/rings/labels';
import { parseRingQuery } from '../../../lib/rings/parseRingQuery';
import { ringSearchHref } from '../../../lib/rings/searchQuery';

describe('ring media', () => {
  it('draws a different photo per ring, deterministic, in the ring\'s metal', () => {
    const a = ringImageUrl({ id: 1, type: 'engagement', metal: 'k18yg', design: 'v_line' });
    expect(a).toBe('/media/rings/1/engagement-k18yg-vline/1.jpg');
    const ref = parseMediaPath(a)!;
    expect(drawMedia(ref).svg).toBe(drawMedia(ref).svg);
    expect(drawMedia(ref).svg).toContain('#e2bc5c'); // gold
    const pt = drawMedia(parseMediaPath(ringImageUrl({ id: 2, type: 'wedding', metal: 'pt950', design: 'straight' }))!).svg;
    expect(pt).toContain('#d7dbe0'); // platinum
    const photos = new Set([1, 2, 3, 4, 5].map((id) => drawMedia(parseMediaPath(ringImageUrl({ id, type: 'engagement', metal: 'pt950', design: 'wave' }))!).svg));
    expect(photos.size).toBe(5);
  });

  it('draws a brand logo with its latin name', () => {
    const url = brandLogoUrl({ id: 3, nameEn: 'Fleur de Soleil' });
    expect(url).toBe('/media/brands/3/logo-FLEUR_DE_SOLEIL/1.jpg');
    const logo = drawMedia(parseMediaPath(url)!);
    expect(logo.svg).toContain('>FLEUR DE SOLEIL</text>');
    expect(logo.width).toBe(logo.height);
  });
});

describe('ring vocabulary', () => {
  it('puts a reading in its 50音 row', () => {
    expect(kanaRowOf('アルモニー')).toBe('あ');
    expect(kanaRowOf('ガーネット')).toBe('か');
    expect(kanaRowOf('ヴェルベーヌ')).toBe('あ');
    expect(kanaRowOf('ぱぴよん')).toBe('は');
    expect(kanaRowOf('ワコウシャ')).toBe('わ');
  });

  it('labels codes in Japanese', () => {
    expect(ringTypeLabel('engagement')).toBe('婚約指輪');
    expect(metalLabel('pt950')).toBe('プラチナ950');
    expect(designLabel('v_line')).toBe('V字');
    expect(metalLabel('unknown')).toBe('');
    expect(ringPriceText({ type: 'wedding', price: 312000 })).toBe('¥312,000（2本・税込）');
  });
});

describe('ring search URL', () => {
  it('keeps valid filters, drops invalid ones and carat for wedding rings', () => {
    expect(parseRingQuery({ type: 'engagement', metal: 'pt950', carat: '03_04', page: '2' })).toMatchObject({ type: 'engagement', metal: ['pt950'], carat: '03_04', page: 2, sort: 'popular' });
    const dropped = parseRingQuery({ type: 'gold', metal: 'pt950', sort: 'x' });
    expect(dropped).toMatchObject({ metal: ['pt950'], sort: 'popular' });
    expect(dropped.type).toBeUndefined();
    expect(parseRingQuery({ type: 'wedding', carat: '03_04' }).carat).toBeUndefined();
  });

  it('builds the canonical URL without defaults', () => {
    expect(ringSearchHref({ sort: 'popular' })).toBe('/ring/rings/');
    expect(ringSearchHref({ type: 'wedding', design: ['wave'], sort: 'price_asc' }, 3)).toBe('/ring/rings/?type=wedding&design=wave&sort=price_asc&page=3');
    expect(ringSearchHref({ brand_id: [3, 5], metal: ['pt950', 'k18pg'], price_max: 300000 })).toBe('/ring/rings/?brand_id=3&brand_id=5&price_max=300000&metal=pt950&metal=k18pg');
  });
});
