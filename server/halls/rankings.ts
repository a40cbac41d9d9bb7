import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { halls, prefectures } from '../db/schema';
import { badRequest } from '../http/errors';
import { RANKING_SORTS } from '../../api/contract/sorts';
import { geoCatalog } from './geoCatalog';
import { hallCardFields, toHallSummaries } from './hallQuery';
import { RANKING_PRIOR_WEIGHT } from '../../lib/halls/rankingFormula';
import { inJapan, prefectureHalls } from './search/hallFilters';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';

type RankingSort = keyof typeof RANKING_SORTS;

/** ranking: the top halls of a region (when region_slug is given) or of a prefecture (default tokyo); halls in Japan only. */
export async function hallRanking(db: Db, input: { prefecture_slug: string; region_slug?: string; s: RankingSort; limit?: number }) {
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
    where = prefectureHalls(p.id);
  }
  // The rating ranking is a Bayesian average towards the region's (地方) mean, so a few five-star reviews cannot game it.
  const regionMean = input.s === 'rating' ? await regionMeanRating(db, g.prefectures.filter((p) => p.regionId === region.id).map((p) => p.id)) : 0;
  const rows = await rowsOf(rankingRows(db, where, input.s, input.limit ?? 20, sql`${regionMean}::float8`));
  return { prefecture, region: { id: region.id, slug: region.slug, name: region.name }, s: input.s, ...(await toRanking(db, rows, input.s, regionMean)) };
}

/** The ranked halls and, for the rating ranking, its formula. */
export async function toRanking(db: Db, rows: RowOf<ReturnType<typeof rankingRows>>[], s: RankingSort, regionMean: number) {
  const items = (await toHallSummaries(db, rows)).map((h, i) => ({ ...h, rank: i + 1 }));
  return { items, formula: s === 'rating' ? { prior_weight: RANKING_PRIOR_WEIGHT, region_mean: regionMean } : undefined };
}

/**
 * The top `limit` halls where `where` holds, in the ranking's order. `regionMean` is the rating
 * ranking's prior: a number, or regionMeanRatingSql's subquery.
 */
export function rankingRows(db: Db, where: SQL, s: RankingSort, limit: number, regionMean: SQL) {
  const c = RANKING_PRIOR_WEIGHT;
  const bayes = sql`((${c}::float8 * ${regionMean} + ${halls.ratingCount} * ${halls.rating}) / (${c} + ${halls.ratingCount}))`;
  const order =
    s === 'review_count' ? [desc(halls.ratingCount), desc(halls.rating), asc(halls.id)]
      : s === 'pv' ? [desc(halls.pv), asc(halls.id)]
        : [desc(bayes), desc(halls.ratingCount), asc(halls.id)];
  return rowsQuery(hallCardFields(), (select) =>
    db.select(select).from(halls).where(s === 'rating' ? and(where, gt(halls.ratingCount, 0)) : where).orderBy(...order).limit(limit));
}

/** The review-weighted average rating of a table of halls (0 without reviews). */
export const meanRating = (h: { rating: SQLWrapper; ratingCount: SQLWrapper }) => sql<number>`COALESCE(SUM(${h.rating} * ${h.ratingCount}) / NULLIF(SUM(${h.ratingCount}), 0), 0)::float8`;

/** The mean rating of the halls of these prefectures (in Japan). */
export async function regionMeanRating(db: Db, prefectureIds: number[]): Promise<number> {
  if (!prefectureIds.length) return 0;
  const [r] = await db.select({ m: meanRating(halls) }).from(halls).where(and(inArray(halls.prefectureId, prefectureIds), inJapan()));
  return Number(r.m);
}

// Its own alias: the statement around the subquery reads "halls" too.
const regionHalls = alias(halls, 'region_halls');

/** regionMeanRating of a region's halls as a scalar subquery, for a statement that ranks with it. */
export const regionMeanRatingSql = (regionId: number): SQL =>
  sql`(SELECT ${meanRating(regionHalls)} FROM ${halls} ${regionHalls}
    WHERE ${regionHalls.prefectureId} IN (SELECT ${prefectures.id} FROM ${prefectures} WHERE ${prefectures.regionId} = ${regionId}) AND ${isNull(regionHalls.overseasDestination)})`;

const PR_HALLS_SHOWN = 6;

/** pr_hall: the prefecture's halls (in Japan) with a paid placement, best recommended first. */
export async function prHalls(db: Db, prefectureSlug: string) {
  const p = (await geoCatalog(db)).prefectureBySlug.get(prefectureSlug);
  if (!p) throw badRequest('prefecture_slug: unknown prefecture');
  return { items: await toHallSummaries(db, await rowsOf(prHallRows(db, p.id))) };
}

export const prHallRows = (db: Db, prefectureId: number) =>
  rowsQuery(hallCardFields(), (select) =>
    db.select(select).from(halls)
      .where(and(prefectureHalls(prefectureId), eq(halls.isPr, true)))
      .orderBy(desc(halls.recommendScore), asc(halls.id))
      .limit(PR_HALLS_SHOWN));
