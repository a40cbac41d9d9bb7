import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, reviews } from '../db/schema';
import { REVIEWER_TYPE_LABELS, SEASON_LABELS } from '../../api/contract/halls';
import { REVIEW_STATE_LABELS, type MyReview } from '../../api/contract/memberReviews';

type ReviewRow = typeof reviews.$inferSelect;

export async function toMyReviews(db: Db, rows: ReviewRow[]): Promise<MyReview[]> {
  const ids = [...new Set(rows.map((r) => r.hallId))];
  const names = new Map((ids.length ? await db.select({ id: halls.id, name: halls.name }).from(halls).where(inArray(halls.id, ids)) : []).map((h) => [h.id, h.name]));
  return rows.map((r) => ({
    id: r.id,
    hall_id: r.hallId,
    hall_name: names.get(r.hallId) ?? '',
    reviewer_type: r.reviewerType,
    reviewer_type_label: REVIEWER_TYPE_LABELS[r.reviewerType],
    season_label: SEASON_LABELS[r.season],
    title: r.title,
    body: r.body,
    rating: r.rating,
    scores: { ceremony: r.scoreCeremony, reception: r.scoreReception, food: r.scoreFood, staff: r.scoreStaff, cost: r.scoreCost, location: r.scoreLocation },
    photos: r.photos,
    posted_at: r.postedAt,
    state: r.status,
    state_label: REVIEW_STATE_LABELS[r.status],
    reason: r.status === 'rejected' ? r.moderationReason : null,
  }));
}
