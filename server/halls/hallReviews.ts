import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import {
  REVIEWER_TYPE_LABELS, SEASON_LABELS, seasonKeys, type Review, type commentOrderKeys,
} from '../../api/contract/halls';
import { ensureHall } from './ensureHall';
import { pageOf, offsetOf } from './paginate';

type ReviewRow = typeof reviews.$inferSelect;
type ReviewerType = ReviewRow['reviewerType'];
type Season = ReviewRow['season'];

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    hall_id: r.hallId,
    reviewer_type: r.reviewerType,
    reviewer_type_label: REVIEWER_TYPE_LABELS[r.reviewerType],
    nickname: r.nickname,
    age_group: r.ageGroup,
    season: r.season,
    season_label: SEASON_LABELS[r.season],
    event_date: r.eventDate,
    posted_at: r.postedAt,
    title: r.title,
    body: r.body,
    rating: r.rating,
    scores: { ceremony: r.scoreCeremony, reception: r.scoreReception, food: r.scoreFood, staff: r.scoreStaff, cost: r.scoreCost, location: r.scoreLocation },
    guest_count: r.guestCount,
    cost: r.cost,
    helpful_count: r.helpfulCount,
  };
}

const published = (hallId: number) => and(eq(reviews.hallId, hallId), eq(reviews.status, 'published'))!;

function orderOf(order: (typeof commentOrderKeys)[number]): SQL[] {
  switch (order) {
    case 'oldest': return [asc(reviews.postedAt), asc(reviews.id)];
    case 'rating_high': return [desc(reviews.rating), desc(reviews.postedAt), desc(reviews.id)];
    case 'rating_low': return [asc(reviews.rating), desc(reviews.postedAt), desc(reviews.id)];
    case 'helpful': return [desc(reviews.helpfulCount), desc(reviews.postedAt), desc(reviews.id)];
    case 'newest':
    default: return [desc(reviews.postedAt), desc(reviews.id)];
  }
}

async function pageOfReviews(db: Db, where: SQL, order: SQL[], page: number, perPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = total ? await db.select().from(reviews).where(where).orderBy(...order).limit(perPage).offset(offsetOf(page, perPage)) : [];
  return pageOf(rows.map(toReview), total, page, perPage);
}

/** comments: by reviewer type (status), by whole-star rating (4 → 4.0–4.9), by season, in an order. */
export async function hallComments(
  db: Db,
  hallId: number,
  input: { status?: ReviewerType; rating?: number; season?: Season; order?: (typeof commentOrderKeys)[number]; page?: number; per_page?: number },
) {
  await ensureHall(db, hallId);
  const parts: SQL[] = [published(hallId)];
  if (input.status) parts.push(eq(reviews.reviewerType, input.status));
  if (input.season) parts.push(eq(reviews.season, input.season));
  if (input.rating) parts.push(gte(reviews.rating, input.rating), input.rating === 5 ? gte(reviews.rating, 5) : lt(reviews.rating, input.rating + 1));
  return pageOfReviews(db, and(...parts)!, orderOf(input.order ?? 'newest'), input.page ?? 1, input.per_page ?? 10);
}

export async function hallCommentsCount(db: Db, hallId: number, status?: ReviewerType) {
  await ensureHall(db, hallId);
  const where = status ? and(published(hallId), eq(reviews.reviewerType, status))! : published(hallId);
  const [byType, byStar, [avg]] = await Promise.all([
    db.select({ type: reviews.reviewerType, n: sql<number>`count(*)::int` }).from(reviews).where(where).groupBy(reviews.reviewerType),
    db.select({ star: sql<number>`LEAST(5, FLOOR(${reviews.rating}))::int`, n: sql<number>`count(*)::int` }).from(reviews).where(where).groupBy(sql`1`),
    db
      .select({
        rating: sql<number>`COALESCE(AVG(${reviews.rating}), 0)::float8`,
        ceremony: sql<number>`COALESCE(AVG(${reviews.scoreCeremony}), 0)::float8`,
        reception: sql<number>`COALESCE(AVG(${reviews.scoreReception}), 0)::float8`,
        food: sql<number>`COALESCE(AVG(${reviews.scoreFood}), 0)::float8`,
        staff: sql<number>`COALESCE(AVG(${reviews.scoreStaff}), 0)::float8`,
        cost: sql<number>`COALESCE(AVG(${reviews.scoreCost}), 0)::float8`,
        location: sql<number>`COALESCE(AVG(${reviews.scoreLocation}), 0)::float8`,
      })
      .from(reviews)
      .where(where),
  ]);
  const t = new Map(byType.map((r) => [r.type, Number(r.n)]));
  const s = new Map(byStar.map((r) => [Number(r.star), Number(r.n)]));
  const round = (x: number) => Math.round(Number(x) * 100) / 100;
  return {
    count: [...t.values()].reduce((a, b) => a + b, 0),
    by_status: { guest: t.get('guest') ?? 0, married: t.get('married') ?? 0, fair: t.get('fair') ?? 0 },
    by_rating: { '1': s.get(1) ?? 0, '2': s.get(2) ?? 0, '3': s.get(3) ?? 0, '4': s.get(4) ?? 0, '5': s.get(5) ?? 0 },
    average: {
      rating: round(avg.rating), ceremony: round(avg.ceremony), reception: round(avg.reception), food: round(avg.food),
      staff: round(avg.staff), cost: round(avg.cost), location: round(avg.location),
    },
  };
}

/** reviews: by season and reviewer type, newest first, with the count per season. */
export async function hallReviewsBySeason(db: Db, hallId: number, input: { season?: Season; type?: ReviewerType; page?: number; per_page?: number }) {
  await ensureHall(db, hallId);
  const base: SQL[] = [published(hallId)];
  if (input.type) base.push(eq(reviews.reviewerType, input.type));
  const where = input.season ? and(...base, eq(reviews.season, input.season))! : and(...base)!;
  const [result, seasons] = await Promise.all([
    pageOfReviews(db, where, orderOf('newest'), input.page ?? 1, input.per_page ?? 10),
    db.select({ season: reviews.season, n: sql<number>`count(*)::int` }).from(reviews).where(and(...base)).groupBy(reviews.season),
  ]);
  const by = new Map(seasons.map((r) => [r.season, Number(r.n)]));
  return { ...result, seasons: seasonKeys.map((s) => ({ season: s, label: SEASON_LABELS[s], count: by.get(s) ?? 0 })) };
}
