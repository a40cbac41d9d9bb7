import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviewReplies, reviewReports, reviews } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import { REVIEWER_TYPE_LABELS } from '../../api/contract/reviewVocabulary';
import type { PartnerReview } from '../../api/contract/partnerDesk';
import { audit } from './audit';

/** The hall's published reviews, newest first, with its reply and whether it reported them. */
export async function partnerReviews(db: Db, hallId: number, only?: number): Promise<PartnerReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.hallId, hallId), eq(reviews.status, 'published'), only ? eq(reviews.id, only) : undefined))
    .orderBy(desc(reviews.postedAt), desc(reviews.id))
    .limit(100);
  const ids = rows.map((r) => r.id);
  const replies = ids.length ? await db.select().from(reviewReplies).where(inArray(reviewReplies.reviewId, ids)) : [];
  const reported = ids.length ? await db.select({ id: reviewReports.reviewId }).from(reviewReports).where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt))) : [];
  return rows.map((r) => {
    const reply = replies.find((x) => x.reviewId === r.id);
    return {
      id: r.id,
      nickname: r.nickname,
      reviewer_type_label: REVIEWER_TYPE_LABELS[r.reviewerType],
      title: r.title,
      body: r.body,
      rating: r.rating,
      posted_at: new Date(r.postedAt).toISOString(),
      reply: reply ? { body: reply.body, updated_at: new Date(reply.updatedAt).toISOString() } : null,
      reported: reported.some((x) => x.id === r.id),
    };
  });
}

async function publishedOf(db: Db, hallId: number, reviewId: number) {
  const [row] = await db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.hallId, hallId))).limit(1);
  if (!row) throw notFound(PARTNER_MSG.reviewNotFound);
  return row;
}

/** One public reply per review, editable: shown under the review on the hall page with the hall's name and date. */
export async function replyToReview(db: Db, hallId: number, userId: number, reviewId: number, body: string) {
  const row = await publishedOf(db, hallId, reviewId);
  if (row.status !== 'published') throw badRequest(PARTNER_MSG.replyNotPublished);
  const now = new Date().toISOString();
  await db
    .insert(reviewReplies)
    .values({ reviewId, hallId, body, authorId: userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { body, authorId: userId, updatedAt: now } });
  await audit(db, hallId, userId, 'review.reply', { review_id: reviewId });
  const [review] = await partnerReviews(db, hallId, reviewId);
  return { review };
}

/** Reports a review to our moderators with a reason: it shows in /staff/reviews until they decide. */
export async function reportReview(db: Db, hallId: number, userId: number, reviewId: number, reason: string) {
  await publishedOf(db, hallId, reviewId);
  await db.insert(reviewReports).values({ reviewId, hallId, reason, reportedBy: userId });
  await audit(db, hallId, userId, 'review.report', { review_id: reviewId, reason });
  return { ok: true as const, message: PARTNER_MSG.reported };
}
