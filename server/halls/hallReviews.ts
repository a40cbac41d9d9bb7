import { and, asc, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import {
  REVIEWER_TYPE_LABELS, SEASON_LABELS, seasonKeys, type Review, type commentOrderKeys,
} from '../../api/contract/halls';
import { ensureHallIfEmpty } from './ensureHall';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';
import { qualified } from '@/server/db/qualified';
import { pageOf, offsetOf, totalOf, totalOver } from './paginate';

type ReviewRow = typeof reviews.$inferSelect;
type ReviewerType = ReviewRow['reviewerType'];
type Season = ReviewRow['season'];

/** The hall's public reply under a review (partners' console), as JSON text: its body, the hall's name and the date. */
const replyColumn = sql<string | null>`(SELECT json_build_object('body', rr.body, 'hall_name', rh.name, 'date', to_char(rr.updated_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD'))::text FROM review_replies rr JOIN halls rh ON rh.id = rr.hall_id WHERE rr.review_id = ${qualified(reviews.id)})`;

const parseReply = (v: unknown): Review['reply'] => {
  if (v === null || v === undefined) return null;
  const o = (typeof v === 'string' ? JSON.parse(v) : v) as { body: string; hall_name: string; date: string };
  return { body: o.body, hall_name: o.hall_name, date: o.date };
};

export function toReview(r: ReviewRow & { reply?: unknown }): Review {
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
    reply: parseReply(r.reply),
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

/** A page of reviews, each row carrying the total. */
const reviewRows = (db: Db, where: SQL, order: SQL[], page: number, perPage: number) =>
  rowsQuery({ ...getTableColumns(reviews), reply: replyColumn, total: totalOver() }, (select) =>
    db.select(select).from(reviews).where(where).orderBy(...order).limit(perPage).offset(offsetOf(page, perPage)));

async function pageOfReviews(db: Db, where: SQL, order: SQL[], page: number, perPage: number) {
  const rows = await rowsOf(reviewRows(db, where, order, page, perPage));
  const total = await totalOf(rows, page, () => db.$count(reviews, where));
  return toReviewPage(rows, total, page, perPage);
}

export const toReviewPage = (rows: RowOf<ReturnType<typeof reviewRows>>[], total: number, page: number, perPage: number) =>
  pageOf(rows.map(toReview), total, page, perPage);

export interface CommentsQuery {
  status?: ReviewerType;
  rating?: number;
  season?: Season;
  order?: (typeof commentOrderKeys)[number];
  page?: number;
  per_page?: number;
}

/** comments: by reviewer type (status), by whole-star rating (4 → 4.0–4.9), by season. */
function commentsWhere(hallId: number, input: CommentsQuery): SQL {
  const parts: SQL[] = [published(hallId)];
  if (input.status) parts.push(eq(reviews.reviewerType, input.status));
  if (input.season) parts.push(eq(reviews.season, input.season));
  if (input.rating) parts.push(gte(reviews.rating, input.rating), input.rating === 5 ? gte(reviews.rating, 5) : lt(reviews.rating, input.rating + 1));
  return and(...parts)!;
}

/** The rows of a comments page (the hall page reads its first page in its one statement). */
export const commentRows = (db: Db, hallId: number, input: CommentsQuery) =>
  reviewRows(db, commentsWhere(hallId, input), orderOf(input.order ?? 'newest'), input.page ?? 1, input.per_page ?? 10);

export async function hallComments(db: Db, hallId: number, input: CommentsQuery) {
  const result = await pageOfReviews(db, commentsWhere(hallId, input), orderOf(input.order ?? 'newest'), input.page ?? 1, input.per_page ?? 10);
  await ensureHallIfEmpty(db, hallId, result.total === 0);
  return result;
}

/** How many reviews have a whole-star rating of `star` (4 → 4.0–4.9; 5 and above → 5). */
const starCount = (star: number) =>
  sql<number>`count(*) FILTER (WHERE ${reviews.rating} >= ${star}${star < 5 ? sql` AND ${reviews.rating} < ${star + 1}` : sql``})::int`;

const average = (column: AnyPgColumn) => sql<number>`COALESCE(AVG(${column}), 0)::float8`;

const reviewerCount = (t: ReviewerType) => sql<number>`count(*) FILTER (WHERE ${reviews.reviewerType} = ${t})::int`;

/** Counts by type and by star and the averages, in one pass over the hall's reviews. */
export const commentsCountRows = (db: Db, hallId: number, status?: ReviewerType) =>
  rowsQuery({
    count: sql<number>`count(*)::int`,
    guest: reviewerCount('guest'), married: reviewerCount('married'), fair: reviewerCount('fair'),
    s1: starCount(1), s2: starCount(2), s3: starCount(3), s4: starCount(4), s5: starCount(5),
    rating: average(reviews.rating),
    ceremony: average(reviews.scoreCeremony),
    reception: average(reviews.scoreReception),
    food: average(reviews.scoreFood),
    staff: average(reviews.scoreStaff),
    cost: average(reviews.scoreCost),
    location: average(reviews.scoreLocation),
  }, (select) => db.select(select).from(reviews).where(status ? and(published(hallId), eq(reviews.reviewerType, status))! : published(hallId)));

export function toCommentsCount([c]: RowOf<ReturnType<typeof commentsCountRows>>[]) {
  const round = (x: number) => Math.round(Number(x) * 100) / 100;
  return {
    count: Number(c.count),
    by_status: { guest: Number(c.guest), married: Number(c.married), fair: Number(c.fair) },
    by_rating: { '1': Number(c.s1), '2': Number(c.s2), '3': Number(c.s3), '4': Number(c.s4), '5': Number(c.s5) },
    average: {
      rating: round(c.rating), ceremony: round(c.ceremony), reception: round(c.reception), food: round(c.food),
      staff: round(c.staff), cost: round(c.cost), location: round(c.location),
    },
  };
}

export async function hallCommentsCount(db: Db, hallId: number, status?: ReviewerType) {
  const counts = toCommentsCount(await rowsOf(commentsCountRows(db, hallId, status)));
  await ensureHallIfEmpty(db, hallId, counts.count === 0);
  return counts;
}

/** reviews: by season and reviewer type, newest first, with the count per season. */
export async function hallReviewsBySeason(db: Db, hallId: number, input: { season?: Season; type?: ReviewerType; page?: number; per_page?: number }) {
  const base: SQL[] = [published(hallId)];
  if (input.type) base.push(eq(reviews.reviewerType, input.type));
  const where = input.season ? and(...base, eq(reviews.season, input.season))! : and(...base)!;
  const [result, seasons] = await Promise.all([
    pageOfReviews(db, where, orderOf('newest'), input.page ?? 1, input.per_page ?? 10),
    db.select({ season: reviews.season, n: sql<number>`count(*)::int` }).from(reviews).where(and(...base)).groupBy(reviews.season),
  ]);
  await ensureHallIfEmpty(db, hallId, seasons.length === 0);
  const by = new Map(seasons.map((r) => [r.season, Number(r.n)]));
  return { ...result, seasons: seasonKeys.map((s) => ({ season: s, label: SEASON_LABELS[s], count: by.get(s) ?? 0 })) };
}
