import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairAttendances, hallWeddings, halls, reviews } from '../db/schema';
import { notFound } from '../http/errors';
import { REVIEWER_TYPE_LABELS } from '../../api/contract/halls';
import type { ReviewEligibility } from '../../api/contract/memberReviews';
import { rewardConfig } from '../rewards/config';
import { reviewPostDeadline } from '../rewards/deadline';
import { todayInJapan } from '../fairs/dates';

export interface Basis {
  reviewerType: 'fair' | 'married';
  /** The attended reservation (fair) and the date the review is about. */
  reservationId: number | null;
  eventDate: string;
}

/** Why a member may review a hall: her latest attended fair there (held by today), and/or her wedding there. */
export async function reviewBases(db: Db, userId: number, hallId: number): Promise<Basis[]> {
  const today = todayInJapan();
  const [attended] = await db
    .select({ reservationId: fairAttendances.reservationId, fairDate: fairAttendances.fairDate })
    .from(fairAttendances)
    .where(and(eq(fairAttendances.userId, userId), eq(fairAttendances.hallId, hallId)))
    .orderBy(desc(fairAttendances.fairDate))
    .limit(5);
  const [wedding] = await db.select().from(hallWeddings).where(and(eq(hallWeddings.userId, userId), eq(hallWeddings.hallId, hallId))).limit(1);
  const out: Basis[] = [];
  if (attended && attended.fairDate <= today) out.push({ reviewerType: 'fair', reservationId: attended.reservationId, eventDate: attended.fairDate });
  if (wedding) out.push({ reviewerType: 'married', reservationId: null, eventDate: wedding.weddingDate });
  return out;
}

export async function reviewEligibility(db: Db, userId: number, hallId: number): Promise<ReviewEligibility> {
  const [hall] = await db.select({ id: halls.id, name: halls.name }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!hall) throw notFound('式場が見つかりません');
  const bases = await reviewBases(db, userId, hallId);
  const mine = await db.select({ type: reviews.reviewerType }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.hallId, hallId)));
  const cfg = rewardConfig();
  return {
    hall,
    options: bases.map((b) => ({
      reviewer_type: b.reviewerType,
      label: REVIEWER_TYPE_LABELS[b.reviewerType],
      fair_date: b.reviewerType === 'fair' ? b.eventDate : null,
      deadline: b.reviewerType === 'fair' ? reviewPostDeadline(b.eventDate, cfg).toISOString() : null,
      already_posted: mine.some((m) => m.type === b.reviewerType),
    })),
  };
}
