import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { reviews, users } from '../db/schema';
import { conflict, forbidden } from '../http/errors';
import { REVIEW_MSG, type reviewForm } from '../../api/contract/memberReviews';
import { isUploadedFile } from '../../api/contract/define';
import { badRequest } from '../http/errors';
import { REVIEW_PHOTO, apiUploadUrl, cleanImage, storeUploads } from '../uploads';
import { reviewBases } from './eligibility';
import { toMyReviews } from './serialize';

type Form = z.output<typeof reviewForm>;

/** The overall score: the mean of the six categories, one decimal. */
export function overallRating(f: Pick<Form, 'score_ceremony' | 'score_reception' | 'score_food' | 'score_staff' | 'score_cost' | 'score_location'>): number {
  const sum = f.score_ceremony + f.score_reception + f.score_food + f.score_staff + f.score_cost + f.score_location;
  return Math.round((sum / 6) * 10) / 10;
}

/**
 * 口コミを投稿する: only as a basis the member has (an attended fair, her wedding), once per
 * hall and reviewer type; it waits for moderation (審査中). Text is stored as plain text and
 * escaped when shown; photos are re-encoded without EXIF.
 */
export async function postReview(db: Db, userId: number, f: Form) {
  const basis = (await reviewBases(db, userId, f.hall_id)).find((b) => b.reviewerType === f.reviewer_type);
  if (!basis) throw forbidden(REVIEW_MSG.notEligible);
  const [dup] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.hallId, f.hall_id), eq(reviews.reviewerType, f.reviewer_type))).limit(1);
  if (dup) throw conflict(REVIEW_MSG.duplicate);
  const files = f.photos ?? [];
  if (!files.every(isUploadedFile)) throw badRequest(REVIEW_MSG.photo);
  // One photo after another through the upload pipeline: a review's four photos take two decode slots at most.
  const images = [];
  for (const file of files) images.push(await cleanImage(file.data, REVIEW_PHOTO));
  const [me] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  // The photos are kept with the review in one transaction: a duplicate keeps none of them.
  const row = await storeUploads(db, images, { userId, policy: REVIEW_PHOTO }, async (tx, stored) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({
        hallId: f.hall_id,
        userId,
        reservationId: basis.reservationId,
        reviewerType: f.reviewer_type,
        nickname: me.nickname,
        // Members are not asked their age.
        ageGroup: '',
        season: f.season,
        eventDate: basis.eventDate,
        postedAt: new Date().toISOString(),
        title: f.title,
        body: f.body,
        rating: overallRating(f),
        scoreCeremony: f.score_ceremony,
        scoreReception: f.score_reception,
        scoreFood: f.score_food,
        scoreStaff: f.score_staff,
        scoreCost: f.score_cost,
        scoreLocation: f.score_location,
        guestCount: f.reviewer_type === 'married' ? (f.guest_count ?? null) : null,
        cost: f.reviewer_type === 'married' ? (f.cost ?? null) : null,
        photos: stored.map((s) => apiUploadUrl(s.id)),
        status: 'pending',
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(REVIEW_MSG.duplicate);
    return inserted;
  });
  return { review: (await toMyReviews(db, [row]))[0] };
}

export async function myReviews(db: Db, userId: number) {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.postedAt), desc(reviews.id));
  return { items: await toMyReviews(db, rows) };
}
