import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerMembers, type PartnerRole } from '../db/schema';
import type { RequestContext } from '../http/context';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';

export interface PartnerSeat {
  userId: number;
  hallId: number;
  role: PartnerRole;
}

const asHallId = (raw: unknown): number | null => {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  return typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) && Number(v) > 0 ? Number(v) : null;
};

/**
 * Who may act for a hall, from the session and the path alone: anonymous 401, a member who is
 * no partner 403, a partner of other halls 404 (another hall's ids are not told apart from unknown
 * ones), a staff member where an owner is needed 403. Runs before the body is read (the route's
 * `authorize`) and again in the handler with the parsed input.
 */
export async function partnerSeat(ctx: Pick<RequestContext, 'user' | 'db'>, rawHallId: unknown, need: PartnerRole = 'staff'): Promise<PartnerSeat> {
  if (!ctx.user) throw unauthorized();
  const userId = ctx.user.id;
  const hallId = asHallId(rawHallId);
  const seats = await ctx.db.select({ hallId: partnerMembers.hallId, role: partnerMembers.role }).from(partnerMembers).where(eq(partnerMembers.userId, userId));
  if (seats.length === 0) throw forbidden(PARTNER_MSG.notPartner);
  const seat = seats.find((s) => s.hallId === hallId);
  if (!seat || hallId === null) throw notFound(PARTNER_MSG.hallNotFound);
  if (need === 'owner' && seat.role !== 'owner') throw forbidden(PARTNER_MSG.ownerOnly);
  return { userId, hallId, role: seat.role };
}

/** A signed-in partner of any hall (the console's first page): 401, or 403 for a member who is none. */
export async function requirePartner(ctx: Pick<RequestContext, 'user' | 'db'>): Promise<number> {
  if (!ctx.user) throw unauthorized();
  const [seat] = await ctx.db.select({ hallId: partnerMembers.hallId }).from(partnerMembers).where(eq(partnerMembers.userId, ctx.user.id)).limit(1);
  if (!seat) throw forbidden(PARTNER_MSG.notPartner);
  return ctx.user.id;
}

export async function isPartnerOf(db: Db, userId: number, hallId: number): Promise<boolean> {
  const [row] = await db.select({ role: partnerMembers.role }).from(partnerMembers).where(and(eq(partnerMembers.userId, userId), eq(partnerMembers.hallId, hallId))).limit(1);
  return !!row;
}
