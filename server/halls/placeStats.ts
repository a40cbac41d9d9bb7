import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { badRequest } from '../http/errors';
import { SERVICES } from '../../api/contract/directory';
import { geoCatalog, type GeoCatalog } from './geoCatalog';
import { overseasDestination } from '../../api/contract/overseasDestinations';
import { inJapan, prefectureHalls } from './search/hallFilters';
import { meanRating } from './rankings';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';

type PlaceInput = { area_slug?: string; prefecture_slug?: string; region_slug?: string; overseas_destination_slug?: string; overseas?: boolean };
type Scope = 'all' | 'region' | 'prefecture' | 'area' | 'overseas' | 'overseas_destination';

/** The narrowest place given (area, then prefecture, then region; an overseas destination, or every hall abroad), or every hall. */
function placeOf(g: GeoCatalog, input: PlaceInput): { where: SQL; scope: Scope; name: string } {
  if (input.overseas_destination_slug) {
    const abroad = overseasDestination(input.overseas_destination_slug);
    if (!abroad) throw badRequest('overseas_destination_slug: unknown overseas destination');
    return { where: eq(halls.overseasDestination, abroad.slug), scope: 'overseas_destination', name: abroad.name };
  }
  if (input.overseas) return { where: isNotNull(halls.overseasDestination), scope: 'overseas', name: '海外' };
  if (input.area_slug) {
    const a = g.areaBySlug.get(input.area_slug);
    if (!a) throw badRequest('area_slug: unknown area');
    return { where: eq(halls.areaId, a.id), scope: 'area', name: a.name };
  }
  if (input.prefecture_slug) {
    const p = g.prefectureBySlug.get(input.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    return { where: prefectureHalls(p.id), scope: 'prefecture', name: p.name };
  }
  if (input.region_slug) {
    const r = g.regionBySlug.get(input.region_slug);
    if (!r) throw badRequest('region_slug: unknown region');
    return { where: and(inArray(halls.prefectureId, g.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id)), inJapan())!, scope: 'region', name: r.name };
  }
  if (input.overseas === false) return { where: inJapan(), scope: 'all', name: '国内' };
  return { where: sql`TRUE`, scope: 'all', name: '全国' };
}

/** stats: figures of a place (placeOf). */
export async function placeStats(db: Db, input: PlaceInput) {
  const { where, scope, name } = placeOf(await geoCatalog(db), input);
  const [agg] = await rowsOf(placeFigureRows(db, where));
  return toPlaceStats(scope, name, agg);
}

/**
 * One row, one scan of the place's halls: the figures, the count of each service (one FILTER each,
 * in SERVICES' order) and the average guest count of their cost reports.
 */
export const placeFigureRows = (db: Db, where: SQL) =>
  rowsQuery({
    n: sql<number>`count(*)::int`,
    reviews: sql<number>`COALESCE(SUM(${halls.ratingCount}), 0)::int`,
    avgCost: sql<number>`COALESCE(AVG(${halls.cost}), 0)::float8`,
    avgRating: meanRating(halls),
    minCost: sql<number>`COALESCE(MIN(${halls.cost}), 0)::int`,
    maxCost: sql<number>`COALESCE(MAX(${halls.cost}), 0)::int`,
    byService: sql<number[]>`ARRAY[${sql.join(Object.keys(SERVICES).map((v) => sql`count(*) FILTER (WHERE ${halls.serviceId} = ${Number(v)})`), sql`, `)}]::int[]`,
    // Written out: drizzle leaves the columns of a one-table select unqualified. The inner "halls"
    // is the one the place's condition ("halls"."…") names.
    guests: sql<number>`(SELECT COALESCE(AVG(cost_reports.guest_count), 0)::float8 FROM cost_reports INNER JOIN halls ON cost_reports.hall_id = halls.id WHERE ${where})`,
  }, (select) => db.select(select).from(halls).where(where));

export function toPlaceStats(scope: Scope, name: string, agg: RowOf<ReturnType<typeof placeFigureRows>>) {
  return {
    scope,
    name,
    hall_count: Number(agg.n),
    review_count: Number(agg.reviews),
    average_cost: Math.round(Number(agg.avgCost) / 1000) * 1000,
    average_rating: Math.round(Number(agg.avgRating) * 100) / 100,
    average_guest_count: Math.round(Number(agg.guests)),
    min_cost: Number(agg.minCost),
    max_cost: Number(agg.maxCost),
    by_service: Object.entries(SERVICES).map(([value, label], i) => ({ value, label, count: Number(agg.byService[i]) })),
  };
}
