import { and, arrayContains, arrayOverlaps, eq, gte, lt, lte, inArray, isNotNull, isNull, sql, asc, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { BUDGETS, type HallSearchFilters, type SortKey } from '../../../api/contract/directory';
import { geoCatalog } from '../geoCatalog';
import { normalizeName, escapeLike } from '../normalizeName';

/**
 * The WHERE conditions of a hall search (docs/search.md). k needs every こだわり;
 * g, t, c, ws match any of the values given; geographic slugs that do not exist answer
 * 400 naming the parameter. `geo: false` leaves the place out (aggregate_area).
 * A place in Japan never matches a hall abroad (whose prefecture is only its salon's).
 */
export async function hallConditions(db: Db, f: HallSearchFilters, opts: { geo?: boolean } = {}): Promise<SQL[]> {
  const where: SQL[] = [];
  if (f.k?.length) where.push(arrayContains(halls.features, f.k));
  if (f.p) {
    const band = BUDGETS[f.p];
    if (band.min !== null) where.push(gte(halls.cost, band.min));
    if (band.max !== null) where.push(lt(halls.cost, band.max));
  }
  if (f.g?.length) where.push(inArray(halls.serviceId, f.g.map(Number)));
  if (f.t?.length) where.push(arrayOverlaps(halls.atmospheres, f.t));
  if (f.c?.length) where.push(arrayOverlaps(halls.ceremonyStyles, f.c));
  if (f.ws?.length) where.push(arrayOverlaps(halls.weddingStyles, f.ws));
  if (f.name) {
    const q = normalizeName(f.name);
    if (q) where.push(sql`${halls.searchText} LIKE ${`%${escapeLike(q)}%`}`);
  }
  if (f.people) where.push(lte(halls.capacityMin, f.people), gte(halls.capacityMax, f.people));
  if (f.official !== undefined) where.push(eq(halls.isOfficial, f.official));
  if (f.best_rate !== undefined) where.push(eq(halls.bestRate, f.best_rate));
  if (f.campaign) where.push(sql`${halls.id} IN (SELECT hall_id FROM campaign_halls WHERE version = ${f.campaign})`);
  if (opts.geo !== false) where.push(...(await geoConditions(db, f)));
  return where;
}

async function geoConditions(db: Db, f: HallSearchFilters): Promise<SQL[]> {
  const geo = await geoCatalog(db);
  const where: SQL[] = [];
  if (f.station_id !== undefined) {
    if (!geo.stationById.has(f.station_id)) throw badRequest('station_id: unknown station');
    where.push(eq(halls.stationId, f.station_id));
  }
  if (f.district_slug) {
    const d = geo.districtBySlug.get(f.district_slug);
    if (!d) throw badRequest('district_slug: unknown district');
    where.push(eq(halls.districtId, d.id));
  }
  if (f.area_slug) {
    const a = geo.areaBySlug.get(f.area_slug);
    if (!a) throw badRequest('area_slug: unknown area');
    where.push(eq(halls.areaId, a.id));
  }
  if (f.prefecture_slug) {
    const p = geo.prefectureBySlug.get(f.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    where.push(eq(halls.prefectureId, p.id));
  }
  if (f.s_prefecture_slug?.length) {
    const ids = f.s_prefecture_slug.map((s) => {
      const p = geo.prefectureBySlug.get(s);
      if (!p) throw badRequest(`s_prefecture_slug: unknown prefecture ${s}`);
      return p.id;
    });
    where.push(inArray(halls.prefectureId, ids));
  }
  if (f.region_slugs?.length) {
    const regionIds = f.region_slugs.map((s) => {
      const r = geo.regionBySlug.get(s);
      if (!r) throw badRequest(`region_slugs: unknown region ${s}`);
      return r.id;
    });
    const prefIds = geo.prefectures.filter((p) => regionIds.includes(p.regionId)).map((p) => p.id);
    where.push(inArray(halls.prefectureId, prefIds));
  }
  // Areas, districts and stations are Japanese only (a hall abroad has none); prefectures need saying.
  if (f.prefecture_slug || f.s_prefecture_slug?.length || f.region_slugs?.length) where.push(inJapan());
  if (f.overseas_destination_slug) where.push(eq(halls.overseasDestination, f.overseas_destination_slug));
  if (f.overseas !== undefined) where.push(f.overseas ? isNotNull(halls.overseasDestination) : inJapan());
  return where;
}

/** Halls in Japan: every place condition on a prefecture or region carries it. */
export function inJapan(): SQL {
  return isNull(halls.overseasDestination);
}

/** A prefecture's halls: those in Japan (a hall abroad keeps its salon's prefecture). */
export function prefectureHalls(prefectureId: number): SQL {
  return and(eq(halls.prefectureId, prefectureId), inJapan())!;
}

export function whereOf(conditions: SQL[]): SQL | undefined {
  return conditions.length ? and(...conditions) : undefined;
}

/** ORDER BY of each sort; the id makes pages stable. */
export function hallOrder(s: SortKey): SQL[] {
  switch (s) {
    case 'rating': return [desc(halls.rating), desc(halls.ratingCount), asc(halls.id)];
    case 'review_count': return [desc(halls.ratingCount), desc(halls.rating), asc(halls.id)];
    case 'price_high': return [desc(halls.cost), asc(halls.id)];
    case 'price_low': return [asc(halls.cost), asc(halls.id)];
    case 'created_at_desc': return [desc(halls.createdAt), desc(halls.id)];
    case 'recommended':
    default: return [desc(halls.recommendScore), asc(halls.id)];
  }
}
