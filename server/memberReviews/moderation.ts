import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairAttendances, reviewReports, reviews, uploads } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { REVIEW_MSG } from '../../api/contract/memberReviews';
import { rewardConfig } from '../rewards/config';
import { endOfJapanDayAfter, formatDeadlineJa, reviewPostDeadline } from '../rewards/deadline';
import { issueTicket } from '../rewards/tickets';
import { recomputeHallRating } from './recompute';
import { toMyReviews } from './serialize';

/** A published review a hall reported (partners' console) and our moderators have not looked at yet. */
const openReport = sql`EXISTS (SELECT 1 FROM ${reviewReports} WHERE ${reviewReports.reviewId} = ${reviews.id} AND ${reviewReports.resolvedAt} IS NULL)`;

/** What waits for the moderators: reviews 審査中, then published reviews a hall reported, with its reasons. */
export async function pendingReviews(db: Db) {
  const rows = await db
    .select()
    .from(reviews)
    .where(or(eq(reviews.status, 'pending'), and(eq(reviews.status, 'published'), openReport)))
    .orderBy(asc(reviews.postedAt), asc(reviews.id))
    .limit(100);
  const reports = rows.length
    ? await db.select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason }).from(reviewReports).where(and(inArray(reviewReports.reviewId, rows.map((r) => r.id)), isNull(reviewReports.resolvedAt)))
    : [];
  const mine = await toMyReviews(db, rows);
  return {
    items: mine.map((r, i) => {
      const reasons = reports.filter((x) => x.reviewId === rows[i].id).map((x) => x.reason);
      return { ...r, nickname: rows[i].nickname, event_date: rows[i].eventDate, report_reason: reasons.length ? reasons.join(' / ') : null };
    }),
  };
}

const uploadIdOf = (url: string) => Number(url.split('/').pop());

/**
 * Staff approve (公開中) or send back (差し戻し, with the reason the author sees) a pending
 * review. Publishing recomputes the hall's rating, makes the photos public and, for a fair
 * review posted before the deadline, gives the member her fair gift ticket.
 */
export async function moderateReview(db: Db, reviewId: number, staffId: number, action: 'approve' | 'reject', reason?: string) {
  if (action === 'reject' && !reason) throw badRequest(`reason: ${REVIEW_MSG.reasonRequired}`, { issues: [{ path: 'reason', message: REVIEW_MSG.reasonRequired }] });
  const [row] = await db
    .update(reviews)
    .set({ status: action === 'approve' ? 'published' : 'rejected', moderationReason: action === 'reject' ? reason! : (reason || null), moderatedBy: staffId, moderatedAt: new Date().toISOString() })
    .where(and(eq(reviews.id, reviewId), or(eq(reviews.status, 'pending'), and(eq(reviews.status, 'published'), openReport))))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
    throw exists ? conflict(REVIEW_MSG.notPending) : notFound('口コミが見つかりません');
  }
  // A hall's report is answered by this decision: kept (承認) or taken down (差し戻し).
  const reported = await db.update(reviewReports).set({ resolvedAt: new Date().toISOString() }).where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt))).returning({ id: reviewReports.id });
  if (action === 'reject' && reported.length) await recomputeHallRating(db, row.hallId);
  if (action === 'approve') {
    await recomputeHallRating(db, row.hallId);
    const ids = row.photos.map(uploadIdOf).filter((n) => Number.isInteger(n));
    if (ids.length) await db.update(uploads).set({ isPublic: true }).where(inArray(uploads.id, ids));
    await giveFairTicket(db, row);
  }
  return { review: (await toMyReviews(db, [row]))[0] };
}

/** The fair gift: a fair review about an attended fair, posted by the review-post deadline. */
async function giveFairTicket(db: Db, review: typeof reviews.$inferSelect): Promise<void> {
  if (review.reviewerType !== 'fair' || review.reservationId === null || review.userId === null) return;
  const [att] = await db.select().from(fairAttendances).where(eq(fairAttendances.reservationId, review.reservationId)).limit(1);
  if (!att) return;
  const cfg = rewardConfig();
  if (new Date(review.postedAt) > reviewPostDeadline(att.fairDate, cfg)) return;
  await issueTicket(db, {
    userId: review.userId,
    kind: 'fair',
    tenantType: 'hall',
    tenantId: review.hallId,
    amount: cfg.fairAmount,
    conditions: `ムスビで予約したブライダルフェアに参加し、${formatDeadlineJa(att.fairDate, cfg)}までに口コミを投稿され、掲載されました。申請すると、ギフトコードをお送りします。`,
    deadline: endOfJapanDayAfter(new Date(), cfg.applyDays),
    sourceKey: `fair:reservation:${review.reservationId}`,
  });
}
