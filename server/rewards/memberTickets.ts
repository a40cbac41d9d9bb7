import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTickets, type GiftTicketKind, type TenantType } from '../db/schema';
import { notFound } from '../http/errors';
import { GIFT_MSG } from '../../api/contract/giftTickets';
import { expireTickets, toGiftTicketDetail, toGiftTickets, totalReceived } from './tickets';

export interface TicketScope {
  userId: number;
  tenantType?: TenantType;
  tenantId?: number;
  kind?: GiftTicketKind;
}

/** The member's tickets (optionally of one tenant and kind), newest first, and the total received. */
export async function listTickets(db: Db, s: TicketScope) {
  await expireTickets(db, s.userId);
  const where = and(
    eq(giftTickets.userId, s.userId),
    s.tenantId !== undefined ? eq(giftTickets.tenantId, s.tenantId) : undefined,
    s.tenantType ? eq(giftTickets.tenantType, s.tenantType) : undefined,
    s.kind ? eq(giftTickets.kind, s.kind) : undefined,
  );
  const rows = await db.select().from(giftTickets).where(where).orderBy(desc(giftTickets.createdAt), desc(giftTickets.id));
  return { items: await toGiftTickets(db, rows), total_received: await totalReceived(db, s.userId) };
}

/** One ticket of the member's (another member's, or another tenant's, is not found). */
export async function ownTicketRow(db: Db, userId: number, ticketId: number, tenantId?: number) {
  const [row] = await db.select().from(giftTickets).where(and(eq(giftTickets.id, ticketId), eq(giftTickets.userId, userId))).limit(1);
  if (!row || (tenantId !== undefined && row.tenantId !== tenantId)) throw notFound(GIFT_MSG.notFound);
  return row;
}

export async function ticketDetail(db: Db, userId: number, ticketId: number, tenantId?: number) {
  await expireTickets(db, userId);
  return toGiftTicketDetail(db, await ownTicketRow(db, userId, ticketId, tenantId));
}
