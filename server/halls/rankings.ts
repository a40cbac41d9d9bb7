import { and, asc, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { badRequest } from '../http/errors';
import { SERVICES } from '../../api/contract/directory';
import { geoCatalog } from './geoCatalog';
import { selectHalls, toHallSummaries } from './hallQuery';
import { RANKING_PRIOR_WEIGHT } from '../../lib/halls/rankingFormula';
import { overseasDestination } from '../../api/contract/overseasDestinations';
import { inJapan } from './search/hallFilters';

/** ranking: the top halls of a region (when region_slug is given) or of a prefecture (default tokyo); halls in Japan only. */
export async function hallRanking(db: Db, input: { prefecture_slug: string; region_slug?: string; s: 'rating' | 'review_count' | 'pv'; limit?: number }) {
  const g = await geoCatalog(db);
  let where: SQL;
  let prefecture = null;
  let region;
  if (input.region_slug) {
    const r = g.regionBySlug.get(input.region_slug);
    if (!r) throw badRequest('region_slug: unknown region');
    region = r;
    where = and(inArray(halls.prefectureId, g.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id)), inJapan())!;
  } else {
    const p = g.prefectureBySlug.get(input.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    prefecture = { id: p.id, slug: p.slug, name: p.name, lat: p.lat, lng: p.lng };
    region = g.regionById.get(p.regionId)!;
    where = and(eq(halls.prefectureId, p.id), inJapan())!;
  }
  // The rating ranking is a Bayesian average towards the region's (地方) mean, so a few five-star reviews cannot game it.
  const regionMean = input.s === 'rating' ? await regionMeanRating(db, g.prefectures.filter((p) => p.regionId === region.id).map((p) => p.id)) : 0;
  const c = RANKING_PRIOR_WEIGHT;
  const bayes = sql`((${c}::float8 * ${regionMean}::float8 + ${halls.ratingCount} * ${halls.rating}) / (${c} + ${halls.ratingCount}))`;
  const order =
    input.s === 'review_count' ? [desc(halls.ratingCount), desc(halls.rating), asc(halls.id)]
      : input.s === 'pv' ? [desc(halls.pv), asc(halls.id)]
        : [desc(bayes), desc(halls.ratingCount), asc(halls.id)];
  const rows = await selectHalls(db).where(input.s === 'rating' ? and(where, gt(halls.ratingCount, 0)) : where).orderBy(...order).limit(input.limit ?? 20);
  const items = (await toHallSummaries(db, rows)).map((h, i) => ({ ...h, rank: i + 1 }));
  const formula = input.s === 'rating' ? { prior_weight: c, region_mean: regionMean } : undefined;
  return { prefecture, region: { id: region.id, slug: region.slug, name: region.name }, s: input.s, items, formula };
}

/** The review-weighted average rating of the halls of these prefectures (0 without reviews). */
export async function regionMeanRating(db: Db, prefectureIds: number[]): Promise<number> {
  if (!prefectureIds.length) return 0;
  const [r] = await db
    .select({ m: sql<number>`COALESCE(SUM(${halls.rating} * ${halls.ratingCount}) / NULLIF(SUM(${halls.ratingCount}), 0), 0)::float8` })
    .from(halls)
    .where(and(inArray(halls.prefectureId, prefectureIds), inJapan()));
  return Number(r.m);
}

/** pr_hall: the prefecture's halls (in Japan) with a paid placement, best recommended first. */
export async function prHalls(db: Db, prefectureSlug: string) {
  const g = await geoCatalog(db);
  const p = g.prefectureBySlug.get(prefectureSlug);
  if (!p) throw badRequest('prefecture_slug: unknown prefecture');
  const rows = await selectHalls(db).where(and(eq(halls.prefectureId, p.id), inJapan(), eq(halls.isPr, true))).orderBy(desc(halls.recommendScore), asc(halls.id)).limit(6);
  return { items: await toHallSummaries(db, rows) };
}

/**
 * stats: figures of the narrowest place given (area, then prefecture, then region; an overseas
 * destination, or every hall abroad), or of every hall.
 */
export async function placeStats(db: Db, input: { area_slug?: string; prefecture_slug?: string; region_slug?: string; overseas_destination_slug?: string; overseas?: boolean }) {
  const g = await geoCatalog(db);
  let where: SQL | undefined;
  let scope: 'all' | 'region' | 'prefecture' | 'area' | 'overseas' | 'overseas_destination' = 'all';
  let name = '全国';
  const abroad = overseasDestination(input.overseas_destination_slug);
  if (input.overseas_destination_slug) {
    if (!abroad) throw badRequest('overseas_destination_slug: unknown overseas destination');
    where = eq(halls.overseasDestination, abroad.slug); scope = 'overseas_destination'; name = abroad.name;
  } else if (input.overseas) {
    where = isNotNull(halls.overseasDestination); scope = 'overseas'; name = '海外';
  } else if (input.area_slug) {
    const a = g.areaBySlug.get(input.area_slug);
    if (!a) throw badRequest('area_slug: unknown area');
    where = eq(halls.areaId, a.id); scope = 'area'; name = a.name;
  } else if (input.prefecture_slug) {
    const p = g.prefectureBySlug.get(input.prefecture_slug);
    if (!p) throw badRequest('prefecture_slug: unknown prefecture');
    where = and(eq(halls.prefectureId, p.id), inJapan()); scope = 'prefecture'; name = p.name;
  } else if (input.region_slug) {
    const r = g.regionBySlug.get(input.region_slug);
    if (!r) throw badRequest('region_slug: unknown region');
    where = and(inArray(halls.prefectureId, g.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id)), inJapan()); scope = 'region'; name = r.name;
  } else if (input.overseas === false) {
    where = inJapan(); name = '国内';
  }
  // One statement, one scan of the place's halls: the figures, the count of each service (one FILTER
  // each, in SERVICES' order) and the average guest count of their cost reports.
  const placeWhere = where ?? sql`TRUE`;
  const [agg] = await db
    .select({
      n: sql<number>`count(*)::int`,
      reviews: sql<number>`COALESCE(SUM(${halls.ratingCount}), 0)::int`,
      avgCost: sql<number>`COALESCE(AVG(${halls.cost}), 0)::float8`,
      avgRating: sql<number>`COALESCE(SUM(${halls.rating} * ${halls.ratingCount}) / NULLIF(SUM(${halls.ratingCount}), 0), 0)::float8`,
      minCost: sql<number>`COALESCE(MIN(${halls.cost}), 0)::int`,
      maxCost: sql<number>`COALESCE(MAX(${halls.cost}), 0)::int`,
      byService: sql<number[]>`ARRAY[${sql.join(Object.keys(SERVICES).map((v) => sql`count(*) FILTER (WHERE ${halls.serviceId} = ${Number(v)})`), sql`, `)}]::int[]`,
      // Written out: drizzle leaves the columns of a one-table select unqualified. The inner "halls"
      // is the one the place's condition ("halls"."…") names.
      guests: sql<number>`(SELECT COALESCE(AVG(cost_reports.guest_count), 0)::float8 FROM cost_reports INNER JOIN halls ON cost_reports.hall_id = halls.id WHERE ${placeWhere})`,
    })
    .from(halls)
    .where(placeWhere);
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
