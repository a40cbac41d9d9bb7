import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { badRequest } from '../http/errors';
import { FEATURES, BUDGETS, SERVICES, ATMOSPHERES, CEREMONY_STYLES, WEDDING_STYLES, SORTS } from '../../api/contract/directory';
import { geoCatalog } from './geoCatalog';
import { overseasDestination } from '../../api/contract/overseasDestinations';

export const PEOPLE_OPTIONS = [10, 20, 30, 40, 60, 80, 100, 150, 200];

export const sortOptions = () => Object.entries(SORTS).map(([value, label]) => ({ value, label }));

/**
 * hall_search_conditions: every filter value with its label and how many halls have it (in a place
 * if given: an area, prefecture or region in Japan, or an overseas destination, or abroad).
 */
export async function searchConditions(db: Db, place: { prefecture_slug?: string; region_slug?: string; area_slug?: string; overseas_destination_slug?: string; overseas?: boolean }) {
  const g = await geoCatalog(db);
  let where = sql`TRUE`;
  const abroad = overseasDestination(place.overseas_destination_slug);
  if (place.overseas_destination_slug) {
    if (!abroad) throw badRequest('overseas_destination_slug: unknown overseas destination');
    where = sql`${halls.overseasDestination} = ${abroad.slug}`;
  } else if (place.overseas) {
    where = sql`${halls.overseasDestination} IS NOT NULL`;
  } else if (place.area_slug) {
    const a = g.areaBySlug.get(place.area_slug);
    if (!a) throw badRequest('area_slug: unknown area');
    where = sql`${halls.areaId} = ${a.id}`;
  } else if (place.prefecture_slug) {
    const p = g.prefectureBySlug.get(place.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    where = sql`${halls.prefectureId} = ${p.id} AND ${halls.overseasDestination} IS NULL`;
  } else if (place.region_slug) {
    const r = g.regionBySlug.get(place.region_slug);
    if (!r) throw badRequest('region_slug: unknown region');
    const ids = g.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id);
    where = sql`${halls.prefectureId} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) AND ${halls.overseasDestination} IS NULL`;
  } else if (place.overseas === false) {
    where = sql`${halls.overseasDestination} IS NULL`;
  }
  const res = await db.execute(sql`
    SELECT 'k' AS dim, v AS value, count(*)::int AS n FROM ${halls}, unnest(${halls.features}) v WHERE ${where} GROUP BY v
    UNION ALL SELECT 't', v, count(*)::int FROM ${halls}, unnest(${halls.atmospheres}) v WHERE ${where} GROUP BY v
    UNION ALL SELECT 'c', v, count(*)::int FROM ${halls}, unnest(${halls.ceremonyStyles}) v WHERE ${where} GROUP BY v
    UNION ALL SELECT 'ws', v, count(*)::int FROM ${halls}, unnest(${halls.weddingStyles}) v WHERE ${where} GROUP BY v
    UNION ALL SELECT 'g', ${halls.serviceId}::text, count(*)::int FROM ${halls} WHERE ${where} GROUP BY ${halls.serviceId}
    UNION ALL SELECT 'p', CASE WHEN ${halls.cost} < 2000000 THEN '1' WHEN ${halls.cost} < 3000000 THEN '2' WHEN ${halls.cost} < 4000000 THEN '3' WHEN ${halls.cost} < 5000000 THEN '4' ELSE '5' END, count(*)::int FROM ${halls} WHERE ${where} GROUP BY 2
    UNION ALL SELECT 'all', 'all', count(*)::int FROM ${halls} WHERE ${where}`);
  const counts = new Map<string, number>();
  for (const r of (res as unknown as { rows: { dim: string; value: string; n: number }[] }).rows) counts.set(`${r.dim}:${r.value}`, Number(r.n));
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
