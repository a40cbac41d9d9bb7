import * as g from '../../api/contract/giftTickets';
import * as r from '../../api/contract/referrals';
import * as c from '../../api/contract/campaign';
import { claimRingTicket as claimRingTicketEndpoint } from '../../api/contract/ringGift';
import { route, type Route } from '../http/route';
import { listTickets, ticketDetail } from './memberTickets';
import { applyTicket, authorizeApplication } from './applyTicket';
import { appliedTickets, approveTicket, rejectTicket } from './staffTickets';
import { memberId as me, requireStaff } from './staff';
import { requireWeddingToken, sessionWeddingToken } from './weddingToken';
import { myReferral, recordReferral, referralGuest } from './referrals';
import { enterCampaign, getCampaign } from './campaign';
import { claimRingTicket } from './ringClaim';
import { requireVerifiedEmail } from '../accounts/emailVerification';

/** Gift tickets, referrals and the campaign, bound to their implementations. */
export const rewardsRoutes: Route[] = [
  route(g.listGiftTickets, async (i, ctx) => listTickets(ctx.db, { userId: await requireWeddingToken(ctx), tenantId: i.tenant_id, tenantType: i.tenant_type })),
  route(g.listGiftTicketsOfKind, async (i, ctx) =>
    listTickets(ctx.db, { userId: await requireWeddingToken(ctx), tenantId: i.tenant_id, tenantType: i.kind === 'ringengagement' ? 'ring_brand' : 'hall', kind: i.kind }),
  ),
  route(g.getGiftTicket, async (i, ctx) => ticketDetail(ctx.db, await requireWeddingToken(ctx), i.id, i.tenant_id)),
  // Applying for a gift needs a confirmed address (server/accounts/emailVerification.ts); both are settled before the receipt is read.
  route(g.applyGiftTicket, async (i, ctx) => applyTicket(ctx.db, await requireVerifiedEmail(ctx.db, await requireWeddingToken(ctx)), i.id, i.tenant_id, i), {
    authorize: async (early, ctx) => authorizeApplication(ctx.db, await requireVerifiedEmail(ctx.db, await requireWeddingToken(ctx)), early.id),
  }),
  route(g.applyRingTicket, async (i, ctx) => applyTicket(ctx.db, await requireVerifiedEmail(ctx.db, await requireWeddingToken(ctx)), i.id, i.tenant_id, i, { ringOnly: true }), {
    authorize: async (early, ctx) => authorizeApplication(ctx.db, await requireVerifiedEmail(ctx.db, await requireWeddingToken(ctx)), early.id, { ringOnly: true }),
  }),
  route(g.myGiftTickets, async (_i, ctx) => ({ ...(await listTickets(ctx.db, { userId: me(ctx) })), wedding_token: sessionWeddingToken(ctx.sessionId) })),
  route(g.myGiftTicket, async (i, ctx) => ({ ticket: await ticketDetail(ctx.db, me(ctx), i.id), wedding_token: sessionWeddingToken(ctx.sessionId) })),
  route(g.listAppliedTickets, async (_i, ctx) => {
    await requireStaff(ctx);
    return appliedTickets(ctx.db);
  }),
  route(g.approveGiftTicket, async (i, ctx) => {
    await requireStaff(ctx);
    return approveTicket(ctx.db, i.id);
  }),
  route(g.rejectGiftTicket, async (i, ctx) => {
    await requireStaff(ctx);
    return rejectTicket(ctx.db, i.id, i.reason);
  }),
  route(r.getReferralGuest, (i, ctx) => referralGuest(ctx.db, i.code)),
  route(r.getMyReferral, (_i, ctx) => myReferral(ctx.db, me(ctx))),
  route(r.useReferralCode, async (i, ctx) => {
    await recordReferral(ctx.db, i.code, me(ctx));
    return myReferral(ctx.db, me(ctx));
  }),
  route(c.getCampaign, (i, ctx) => getCampaign(ctx.db, i.version)),
  route(c.enterCampaign, async (i, ctx) => enterCampaign(ctx.db, await requireVerifiedEmail(ctx.db, me(ctx)), i.version, i.hall_id!)),
  route(claimRingTicketEndpoint, async (i, ctx) => claimRingTicket(ctx.db, await requireVerifiedEmail(ctx.db, me(ctx)), i.brand_id)),
] as Route[];
