import type { Endpoint, EndpointParsedInput } from '../../api/contract/define';
import type { z } from 'zod';
import * as c from '../../api/contract/partners';
import * as d from '../../api/contract/partnerDesk';
import * as pl from '../../api/contract/partnerPlans';
import * as pf from '../../api/contract/partnerFairs';
import * as ph from '../../api/contract/partnerPhotos';
import type { PartnerRole } from '../db/schema';
import type { RequestContext } from '../http/context';
import { route, type Route } from '../http/route';
import { touchCache } from '../http/cacheTouch';
import { itemTag, listTag } from '../../lib/cacheTags';
import { kickMailSender } from '../mail/worker';
import { requireStaff, memberId } from '../rewards/staff';
import { partnerSeat, requirePartner, type PartnerSeat } from './access';
import { auditLog } from './audit';
import { hallProfile, myHalls, updateHallProfile } from './profile';
import { partnerFairs, setSlotCapacity } from './fairs';
import { copyFair, createFairs, updateFair } from './fairEditor';
import { cancelFair, cancelSlot } from './fairCancel';
import { authorizeHallPhotoUpload, deleteHallPhoto, orderHallPhotos, partnerPhotos, updateHallPhoto, uploadHallPhoto } from './photos';
import { createBenefit, createPlan, partnerPlans, updateBenefit, updatePlan } from './plans';
import { partnerReservations, updateReservation } from './reservations';
import { partnerReviews, replyToReview, reportReview } from './reviews';
import { decideContract, myContracts, partnerContracts, reportContract } from './contracts';
import { markGiftCodeUsed, partnerGiftCodes } from './giftCodes';
import { partnerStats } from './stats';
import { acceptInvitation, hallMembers, invite, removeMember } from './members';

const fairTags = (hallId: number) => [itemTag('halls', hallId), listTag('halls'), listTag('fairs')];
const photoTags = (hallId: number, coverChanged: boolean) => (coverChanged ? [itemTag('halls', hallId), listTag('halls')] : [itemTag('halls', hallId)]);

const kickMail = () => void kickMailSender().catch((e) => console.error('[mail]', e));

/**
 * A hall's endpoint: who may act is settled from the session and the path before the body is read
 * (401 / 403 / 404, server/partners/access.ts), and again with the parsed input.
 */
function hallRoute<E extends Endpoint>(
  endpoint: E,
  need: PartnerRole,
  handle: (i: EndpointParsedInput<E> & { hall_id: number }, ctx: RequestContext, seat: PartnerSeat) => Promise<z.input<E['output']>>,
): Route<E> {
  return route(endpoint, async (i, ctx) => handle(i as never, ctx, await partnerSeat(ctx, (i as { hall_id: number }).hall_id, need)), {
    authorize: async (early, ctx) => {
      await partnerSeat(ctx, early.hall_id, need);
    },
  });
}

/** The partners' console (/api/partner/*), the couple's contract report and our staff's first invitation. */
export const partnersRoutes: Route[] = [
  route(c.listPartnerHalls, async (_i, ctx) => myHalls(ctx.db, await requirePartner(ctx)), { authorize: async (_e, ctx) => void (await requirePartner(ctx)) }),
  hallRoute(c.getPartnerHall, 'staff', async (i, ctx, seat) => ({ hall: await hallProfile(ctx.db, i.hall_id), role: seat.role })),
  hallRoute(c.updatePartnerHall, 'staff', async (i, ctx, seat) => {
    const hall = await updateHallProfile(ctx.db, seat.hallId, seat.userId, i);
    // The hall's own answers and the lists its cards are in (search, landings, rankings).
    touchCache(ctx, [itemTag('halls', seat.hallId), listTag('halls')]);
    return { hall };
  }),
  hallRoute(pl.listPartnerPlans, 'staff', async (i, ctx) => partnerPlans(ctx.db, i.hall_id)),
  // Plans and benefits show on the hall's own page only (not on cards or lists): its tag alone drops.
  hallRoute(pl.createPartnerPlan, 'staff', async (i, ctx, seat) => {
    const plan = await createPlan(ctx.db, seat.hallId, seat.userId, i);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return { plan };
  }),
  hallRoute(pl.updatePartnerPlan, 'staff', async (i, ctx, seat) => {
    const plan = await updatePlan(ctx.db, seat.hallId, seat.userId, i.plan_id, i);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return { plan };
  }),
  hallRoute(pl.createPartnerBenefit, 'staff', async (i, ctx, seat) => {
    const benefit = await createBenefit(ctx.db, seat.hallId, seat.userId, i);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return { benefit };
  }),
  hallRoute(pl.updatePartnerBenefit, 'staff', async (i, ctx, seat) => {
    const benefit = await updateBenefit(ctx.db, seat.hallId, seat.userId, i.benefit_id, i);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return { benefit };
  }),
  hallRoute(c.listPartnerFairs, 'staff', async (i, ctx) => ({ items: await partnerFairs(ctx.db, i.hall_id) })),
  hallRoute(c.updateFairSlot, 'staff', async (i, ctx, seat) => {
    const fair = await setSlotCapacity(ctx.db, seat.hallId, seat.userId, i.fair_id, i.slot, i.capacity);
    touchCache(ctx, [itemTag('halls', seat.hallId), listTag('fairs')]);
    return { fair };
  }),
  // A fair's dates are on the hall's page, in fair lists and calendars, and on the hall's cards (the
  // fair badge, the next date): those tags drop.
  hallRoute(pf.createPartnerFair, 'staff', async (i, ctx, seat) => {
    const items = await createFairs(ctx.db, seat.hallId, seat.userId, i);
    touchCache(ctx, fairTags(seat.hallId));
    return { items, cancelled_reservations: 0 };
  }),
  hallRoute(pf.updatePartnerFair, 'staff', async (i, ctx, seat) => {
    const items = await updateFair(ctx.db, seat.hallId, seat.userId, i.fair_id, i);
    touchCache(ctx, fairTags(seat.hallId));
    return { items, cancelled_reservations: 0 };
  }),
  hallRoute(pf.copyPartnerFair, 'staff', async (i, ctx, seat) => {
    const items = await copyFair(ctx.db, seat.hallId, seat.userId, i.fair_id, i.dates);
    touchCache(ctx, fairTags(seat.hallId));
    return { items, cancelled_reservations: 0 };
  }),
  hallRoute(pf.cancelPartnerFair, 'staff', async (i, ctx, seat) => {
    const done = await cancelFair(ctx.db, seat.hallId, seat.userId, i.fair_id);
    touchCache(ctx, fairTags(seat.hallId));
    kickMail();
    return done;
  }),
  hallRoute(pf.cancelPartnerSlot, 'staff', async (i, ctx, seat) => {
    const done = await cancelSlot(ctx.db, seat.hallId, seat.userId, i.fair_id, i.slot);
    touchCache(ctx, fairTags(seat.hallId));
    kickMail();
    return done;
  }),
  // Photos: the hall's page; the cover also shows on its cards, landings and rankings.
  hallRoute(ph.listPartnerPhotos, 'staff', async (i, ctx) => partnerPhotos(ctx.db, i.hall_id)),
  route(ph.uploadPartnerPhoto, async (i, ctx) => {
    const seat = await partnerSeat(ctx, i.hall_id, 'staff');
    const photo = await uploadHallPhoto(ctx.db, seat.hallId, seat.userId, i);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return { photo };
  }, { authorize: async (early, ctx) => authorizeHallPhotoUpload(ctx.db, (await partnerSeat(ctx, early.hall_id, 'staff')).hallId) }),
  hallRoute(ph.updatePartnerPhoto, 'staff', async (i, ctx, seat) => {
    const done = await updateHallPhoto(ctx.db, seat.hallId, seat.userId, i.photo_id, i);
    touchCache(ctx, photoTags(seat.hallId, done.coverChanged));
    return { photo: done.photo };
  }),
  hallRoute(ph.deletePartnerPhoto, 'staff', async (i, ctx, seat) => {
    const done = await deleteHallPhoto(ctx.db, seat.hallId, seat.userId, i.photo_id);
    touchCache(ctx, photoTags(seat.hallId, done.coverChanged));
    return { ok: true as const };
  }),
  hallRoute(ph.orderPartnerPhotos, 'staff', async (i, ctx, seat) => {
    const items = await orderHallPhotos(ctx.db, seat.hallId, seat.userId, i.section, i.photo_ids);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return items;
  }),
  hallRoute(c.listPartnerReservations, 'staff', async (i, ctx) => partnerReservations(ctx.db, i.hall_id, i.after_id ?? 0)),
  hallRoute(c.updatePartnerReservation, 'staff', async (i, ctx, seat) => {
    const done = await updateReservation(ctx.db, seat.hallId, seat.userId, i.reservation_id, { status: i.status, note: i.note });
    if (i.status === 'cancelled') {
      touchCache(ctx, [itemTag('halls', seat.hallId), listTag('fairs')]);
      kickMail();
    }
    return done;
  }),
  hallRoute(d.listPartnerReviews, 'staff', async (i, ctx) => ({ items: await partnerReviews(ctx.db, i.hall_id) })),
  hallRoute(d.replyToReview, 'staff', async (i, ctx, seat) => {
    const done = await replyToReview(ctx.db, seat.hallId, seat.userId, i.review_id, i.body);
    touchCache(ctx, [itemTag('halls', seat.hallId)]);
    return done;
  }),
  hallRoute(d.reportReview, 'staff', async (i, ctx, seat) => reportReview(ctx.db, seat.hallId, seat.userId, i.review_id, i.reason)),
  hallRoute(d.listPartnerContracts, 'staff', async (i, ctx) => partnerContracts(ctx.db, i.hall_id)),
  hallRoute(d.decideContract, 'staff', async (i, ctx, seat) => decideContract(ctx.db, seat.hallId, seat.userId, i.contract_id, i.action, i.reason)),
  hallRoute(d.listPartnerGiftCodes, 'staff', async (i, ctx) => partnerGiftCodes(ctx.db, i.hall_id)),
  hallRoute(d.useGiftCode, 'staff', async (i, ctx, seat) => markGiftCodeUsed(ctx.db, seat.hallId, seat.userId, i.ticket_id)),
  hallRoute(d.getPartnerStats, 'staff', async (i, ctx) => partnerStats(ctx.db, i.hall_id, i.weeks ?? 12)),
  hallRoute(d.listAuditLog, 'owner', async (i, ctx) => auditLog(ctx.db, i.hall_id)),
  hallRoute(d.listPartnerMembers, 'owner', async (i, ctx) => hallMembers(ctx.db, i.hall_id)),
  hallRoute(d.removePartnerMember, 'owner', async (i, ctx, seat) => removeMember(ctx.db, seat.hallId, seat.userId, i.member_id)),
  hallRoute(d.invitePartner, 'owner', async (i, ctx, seat) => {
    const { ok, expires_at } = await invite(ctx.db, seat.hallId, seat.userId, i.email, i.role);
    kickMail();
    return { ok, expires_at };
  }),
  route(d.staffInvitePartner, async (i, ctx) => {
    const { ok, expires_at } = await invite(ctx.db, i.hall_id, await requireStaff(ctx), i.email, 'owner');
    kickMail();
    return { ok, expires_at };
  }, { authorize: async (_e, ctx) => void (await requireStaff(ctx)) }),
  route(d.acceptInvitation, async (i, ctx) => acceptInvitation(ctx.db, memberId(ctx), i.token)),
  route(d.reportContract, async (i, ctx) => reportContract(ctx.db, memberId(ctx), i)),
  route(d.listMyContracts, async (_i, ctx) => myContracts(ctx.db, memberId(ctx))),
] as Route[];
