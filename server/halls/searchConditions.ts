import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallConditionCounts } from '../db/schema';
import { badRequest } from '../http/errors';
import { FEATURES, BUDGETS, SERVICES, ATMOSPHERES, CEREMONY_STYLES, WEDDING_STYLES, SORTS } from '../../api/contract/directory';
import { geoCatalog } from './geoCatalog';
import { overseasDestination } from '../../api/contract/overseasDestinations';

export const PEOPLE_OPTIONS = [10, 20, 30, 40, 60, 80, 100, 150, 200];

export const sortOptions = () => Object.entries(SORTS).map(([value, label]) => ({ value, label }));

type ConditionPlace = { prefecture_slug?: string; region_slug?: string; area_slug?: string; overseas_destination_slug?: string; overseas?: boolean };

/** The summary's key of the place the form is for (hall_condition_counts.place); 400 for an unknown place. */
async function conditionPlace(db: Db, place: ConditionPlace): Promise<string> {
  if (place.overseas_destination_slug) {
    const abroad = overseasDestination(place.overseas_destination_slug);
    if (!abroad) throw badRequest('overseas_destination_slug: unknown overseas destination');
    return `dest:${abroad.slug}`;
  }
  if (place.overseas) return 'abroad';
  const g = await geoCatalog(db);
  if (place.area_slug) {
    const a = g.areaBySlug.get(place.area_slug);
    if (!a) throw badRequest('area_slug: unknown area');
    return `area:${a.id}`;
  }
  if (place.prefecture_slug) {
    const p = g.prefectureBySlug.get(place.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    return `pref:${p.id}`;
  }
  if (place.region_slug) {
    const r = g.regionBySlug.get(place.region_slug);
    if (!r) throw badRequest('region_slug: unknown region');
    return `region:${r.id}`;
  }
  return place.overseas === false ? 'japan' : 'all';
}

/**
 * hall_search_conditions: every filter value with its label and how many halls have it (in a place
 * if given: an area, prefecture or region in Japan, or an overseas destination, or abroad).
 */
export async function searchConditions(db: Db, place: ConditionPlace) {
  const key = await conditionPlace(db, place);
  // Kept per place by triggers on halls (migration 0029): a scan of every hall counted seven ways
  // cost 15-19 ms of PostgreSQL for the whole country at the market's size, on every home page.
  const rows = await db.select({ dim: hallConditionCounts.dim, value: hallConditionCounts.value, n: hallConditionCounts.n })
    .from(hallConditionCounts).where(eq(hallConditionCounts.place, key));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.dim}:${r.value}`, r.n);
  const options = (dim: string, vocab: Record<string, string | { label: string }>) =>
    Object.entries(vocab).map(([value, v]) => ({ value, label: typeof v === 'string' ? v : v.label, count: counts.get(`${dim}:${value}`) ?? 0 }));
  return {
    total: counts.get('all:all') ?? 0,
    k: options('k', FEATURES),
    p: options('p', BUDGETS),
    g: options('g', SERVICES),
    t: options('t', ATMOSPHERES),
    c: options('c', CEREMONY_STYLES),
    ws: options('ws', WEDDING_STYLES),
    s: sortOptions(),
    people: PEOPLE_OPTIONS.map((n) => ({ value: n, label: `${n}名` })),
  };
}
