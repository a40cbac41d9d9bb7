import { z } from 'zod';
import { endpoint, fileField, id, multi } from './define';
import { REVIEW_CATEGORY_LABELS, reviewCategoryKeys, reviewScores, seasonKeys } from './halls';
import { REVIEW_TITLE_MIN, REVIEW_TITLE_MAX, REVIEW_BODY_MIN, REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_PHOTO_BYTES, MODERATION_REASON_MAX, REVIEW_MSG } from './memberReviewLimits';

// ---------- reviews written by members (口コミを投稿する) and their moderation ----------

// The limits and wording are zod-free (memberReviewLimits.ts: the review form shows them without zod).
export { REVIEW_TITLE_MIN, REVIEW_TITLE_MAX, REVIEW_BODY_MIN, REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_PHOTO_BYTES, MODERATION_REASON_MAX, REVIEW_MSG };

/** Reviewer types a member can write as (列席者 reviews are not taken from members). */
export const memberReviewerTypeKeys = ['fair', 'married'] as const;
export const REVIEW_STATE_LABELS = { pending: '審査中', published: '公開中', rejected: '差し戻し' } as const;
export type ReviewState = keyof typeof REVIEW_STATE_LABELS;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** Free text: NFC, control characters (except newlines) removed, trimmed. Markup is escaped when shown. */
export const cleanText = (v: unknown) =>
  typeof first(v) === 'string' ? (first(v) as string).normalize('NFC').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').replace(/\r\n?/g, '\n').trim() : first(v);

const score = (key: (typeof reviewCategoryKeys)[number]) =>
  z.preprocess(
    (v) => (typeof first(v) === 'string' && /^[1-5]$/.test(first(v) as string) ? Number(first(v)) : first(v)),
    z.number({ error: REVIEW_MSG.score(REVIEW_CATEGORY_LABELS[key]) }).int(REVIEW_MSG.score(REVIEW_CATEGORY_LABELS[key])).min(1, REVIEW_MSG.score(REVIEW_CATEGORY_LABELS[key])).max(5, REVIEW_MSG.score(REVIEW_CATEGORY_LABELS[key])),
  );

const optionalDigits = (message: string, max: number) =>
  z.preprocess(
    (v) => {
      const x = first(v);
      if (x === undefined || x === null || x === '') return undefined;
      return typeof x === 'string' && /^\d{1,9}$/.test(x.trim()) ? Number(x) : x;
    },
    z.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

export const reviewForm = z.object({
  hall_id: id(),
  reviewer_type: z.preprocess(first, z.enum(memberReviewerTypeKeys, { error: REVIEW_MSG.reviewerType })),
  season: z.preprocess(first, z.enum(seasonKeys, { error: REVIEW_MSG.season })),
  title: z.preprocess(cleanText, z.string({ error: REVIEW_MSG.titleRequired }).min(1, REVIEW_MSG.titleRequired).min(REVIEW_TITLE_MIN, REVIEW_MSG.titleLength).max(REVIEW_TITLE_MAX, REVIEW_MSG.titleLength)),
  body: z.preprocess(cleanText, z.string({ error: REVIEW_MSG.bodyRequired }).min(1, REVIEW_MSG.bodyRequired).min(REVIEW_BODY_MIN, REVIEW_MSG.bodyLength).max(REVIEW_BODY_MAX, REVIEW_MSG.bodyLength)),
  score_ceremony: score('ceremony'),
  score_reception: score('reception'),
  score_food: score('food'),
  score_staff: score('staff'),
  score_cost: score('cost'),
  score_location: score('location'),
  guest_count: optionalDigits(REVIEW_MSG.guestCount, 1000),
  cost: optionalDigits(REVIEW_MSG.cost, 100_000_000),
  photos: multi(fileField(REVIEW_MSG.photo)).pipe(z.array(z.any()).max(REVIEW_PHOTOS_MAX, REVIEW_MSG.photoCount)).optional(),
});
export type ReviewFormInput = z.input<typeof reviewForm>;

export const myReview = z.object({
  id: z.number(),
  hall_id: z.number(),
  hall_name: z.string(),
  reviewer_type: z.enum(['guest', 'married', 'fair']),
  reviewer_type_label: z.string(),
  season_label: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number(),
  scores: reviewScores,
  photos: z.array(z.string()),
  posted_at: z.string(),
  state: z.enum(['pending', 'published', 'rejected']),
  state_label: z.string(),
  /** The moderator's reason, shown to the author when the review was sent back. */
  reason: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReview>;

export const postReview = endpoint({
  method: 'POST',
  path: '/api/wn/reviews',
  input: reviewForm,
  output: z.object({ review: myReview }),
  auth: 'user',
  body: 'multipart',
  rateLimit: 'review',
  upload: { files: REVIEW_PHOTOS_MAX, maxBytes: REVIEW_PHOTO_BYTES },
});

export const listMyReviews = endpoint({
  method: 'GET',
  path: '/api/wn/reviews/mine',
  input: z.object({}),
  output: z.object({ items: z.array(myReview) }),
  auth: 'user',
});

export const reviewEligibility = z.object({
  hall: z.object({ id: z.number(), name: z.string() }),
  options: z.array(
    z.object({
      reviewer_type: z.enum(memberReviewerTypeKeys),
      label: z.string(),
      /** The attended fair (fair reviews): its date and the gift's review-post deadline. */
      fair_date: z.string().nullable(),
      deadline: z.string().nullable(),
      already_posted: z.boolean(),
    }),
  ),
});
export type ReviewEligibility = z.infer<typeof reviewEligibility>;

export const getReviewEligibility = endpoint({
  method: 'GET',
  path: '/api/wn/reviews/eligibility',
  input: z.object({ hall_id: id() }),
  output: reviewEligibility,
  auth: 'user',
});

// ---------- staff ----------

export const pendingReview = myReview.extend({
  nickname: z.string(),
  event_date: z.string(),
  /** A published review a hall reported to the moderators: the hall's reasons. */
  report_reason: z.string().nullable().optional(),
});
export type PendingReview = z.infer<typeof pendingReview>;

export const listPendingReviews = endpoint({
  method: 'GET',
  path: '/api/staff/reviews',
  input: z.object({}),
  output: z.object({ items: z.array(pendingReview) }),
  auth: 'user',
});

export const moderateReview = endpoint({
  method: 'POST',
  path: '/api/staff/reviews/:id/moderate', invalidates: ['pr_hall', 'stats'],
  input: z.object({
    id: id(),
    action: z.preprocess(first, z.enum(['approve', 'reject'], { error: '承認か差し戻しを選択してください' })),
    reason: z.preprocess(cleanText, z.string().max(MODERATION_REASON_MAX, REVIEW_MSG.reasonLength).optional()),
  }),
  output: z.object({ review: myReview }),
  auth: 'user',
  body: 'json',
});

export const attendanceCandidate = z.object({
  reservation_id: z.number(),
  hall_name: z.string(),
  fair_date: z.string(),
  hold_time: z.string(),
  member_nickname: z.string(),
  confirmed: z.boolean(),
});

export const listAttendanceCandidates = endpoint({
  method: 'GET',
  path: '/api/staff/attendances',
  input: z.object({}),
  output: z.object({ items: z.array(attendanceCandidate) }),
  auth: 'user',
});

export const confirmAttendance = endpoint({
  method: 'POST',
  path: '/api/staff/attendances',
  input: z.object({ reservation_id: id() }),
  output: z.object({ ok: z.literal(true), referral_rewarded: z.boolean() }),
  auth: 'user',
  body: 'json',
});
