import * as c from '../../api/contract/memberReviews';
import { route, type Route } from '../http/route';
import { enforceRateLimit } from '../http/rateLimit';
import { memberId as me, requireStaff } from '../rewards/staff';
import { reviewEligibility } from './eligibility';
import { myReviews, postReview } from './postReview';
import { moderateReview, pendingReviews } from './moderation';
import { touchCache } from '../http/cacheTouch';
import { requireVerifiedEmail } from '../accounts/emailVerification';
import { itemTag, listTag } from '../../lib/cacheTags';
import { attendanceCandidates, confirmAttendance } from './attendance';

/** Members' reviews, their moderation, and the staff's attendance record. */
export const memberReviewsRoutes: Route[] = [
  route(c.postReview, async (i, ctx) => {
    // Per member as well as per address (the adapter counts the address).
    await enforceRateLimit('review', ctx, `user:${me(ctx)}`);
    // A review needs a confirmed address (server/accounts/emailVerification.ts).
    return postReview(ctx.db, await requireVerifiedEmail(ctx.db, me(ctx)), i);
  }, {
    // Settled before the body (up to four photos) is read: an unconfirmed address posts nothing.
    authorize: async (_early, ctx) => void (await requireVerifiedEmail(ctx.db, me(ctx))),
  }),
  route(c.listMyReviews, (_i, ctx) => myReviews(ctx.db, me(ctx))),
  route(c.getReviewEligibility, (i, ctx) => reviewEligibility(ctx.db, me(ctx), i.hall_id)),
  route(c.listPendingReviews, async (_i, ctx) => {
    await requireStaff(ctx);
    return pendingReviews(ctx.db);
  }),
  route(c.moderateReview, async (i, ctx) => {
    const done = await moderateReview(ctx.db, i.id, await requireStaff(ctx), i.action, i.reason);
    // The hall's rating and reviews: its own answers and the hall lists (cards show the rating).
    touchCache(ctx, [itemTag('halls', done.review.hall_id), listTag('halls')]);
    return done;
  }),
  route(c.listAttendanceCandidates, async (_i, ctx) => {
    await requireStaff(ctx);
    return attendanceCandidates(ctx.db);
  }),
  route(c.confirmAttendance, async (i, ctx) => confirmAttendance(ctx.db, i.reservation_id, await requireStaff(ctx))),
] as Route[];
