import { hallSearchFilters, searchHalls } from '../../../api/contract/directory';
import { apportion } from '../../../server/seed/halls';
import { peopleBand } from '../../../server/halls/hallReports';

const parse = (q: Record<string, unknown>) => hallSearchFilters.safeParse(q);
const messageOf = (r: ReturnType<typeof parse>) => (r.success ? '' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));

describe('hall search parameters', () => {
  it('reads multi-value parameters repeated, with [] and comma separated, dropping empty strings', () => {
    const r = parse({ k: ['chapel', '', 'garden,station'], g: '1,3', region_slugs: ['kanto', ''], ws: '' });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.k).toEqual(['chapel', 'garden', 'station']);
    expect(r.data.g).toEqual(['1', '3']);
    expect(r.data.region_slugs).toEqual(['kanto']);
    expect(r.data.ws).toEqual([]);
  });

  it('defaults the sort to recommended and parses numbers and flags', () => {
    const r = parse({ people: '80', official: 'true', best_rate: '0', station_id: '13001' });
    expect(r.success && r.data).toMatchObject({ s: 'recommended', people: 80, official: true, best_rate: false, station_id: 13001 });
  });

  it('names the parameter of an unknown value', () => {
    expect(messageOf(parse({ k: 'chapel,moon' }))).toMatch(/^k\.1: must be one of chapel/);
    expect(messageOf(parse({ p: '6' }))).toMatch(/^p: must be one of 1, 2, 3, 4, 5/);
    expect(messageOf(parse({ g: '7' }))).toMatch(/^g\.0:/);
    expect(messageOf(parse({ s: 'cheapest' }))).toMatch(/^s: must be one of recommended/);
    expect(messageOf(parse({ people: '-5' }))).toMatch(/^people:/);
    expect(messageOf(parse({ prefecture_slug: '東京' }))).toMatch(/^prefecture_slug: must be a slug/);
  });

  it('takes the first of repeated single-value parameters and trims the name', () => {
    const r = parse({ p: ['2', '3'], name: ['  銀座 ', 'x'] });
    expect(r.success && r.data).toMatchObject({ p: '2', name: '銀座' });
  });

  it('pages 18 halls by default', () => {
    const r = searchHalls.input.safeParse({});
    expect(r.success && r.data).toMatchObject({ page: 1, per_page: 18 });
    expect(searchHalls.input.safeParse({ per_page: '500' }).success).toBe(false);
  });
});

describe('seed and band helpers', () => {
  it('apportions a total exactly by weight', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(640, [110, 60, 45]).reduce((a, b) => a + b, 0)).toBe(640);
  });

  it('finds the §9 people band of a guest count', () => {
    expect(peopleBand(30)).toEqual([0, 40]);
    expect(peopleBand(40)).toEqual([0, 40]);
    expect(peopleBand(41)).toEqual([40, 60]);
    expect(peopleBand(100)).toEqual([80, 100]);
    expect(peopleBand(150)).toEqual([100, null]);
  });
});
