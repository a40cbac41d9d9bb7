import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTickets, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { GIFT_MSG } from '../../api/contract/giftTickets';
import { newGiftCode, recordEvent, toGiftTickets } from './tickets';

/** Applications waiting for staff, oldest first. */
export async function appliedTickets(db: Db) {
  const rows = await db.select().from(giftTickets).where(eq(giftTickets.state, 'applied')).orderBy(asc(giftTickets.updatedAt), asc(giftTickets.id)).limit(200);
  const tickets = await toGiftTickets(db, rows);
  const ids = [...new Set(rows.map((r) => r.userId))];
  const names = new Map((ids.length ? await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u.nickname]));
  return { items: tickets.map((t, i) => ({ ...t, member_nickname: names.get(rows[i].userId) ?? '' })) };
}

/**
 * applied → approved with a new gift code. The single conditional UPDATE is the whole
 * decision: of simultaneous approvals exactly one matches `state = 'applied'`; the others
 * answer 409 and no second code exists.
 */
export async function approveTicket(db: Db, ticketId: number) {
  const now = new Date().toISOString();
  const [row] = await db
    .update(giftTickets)
    .set({ state: 'approved', giftCode: newGiftCode(), updatedAt: now })
    .where(and(eq(giftTickets.id, ticketId), eq(giftTickets.state, 'applied')))
    .returning();
  if (!row) throw await missingOr(db, ticketId);
  await recordEvent(db, row.id, 'approved', 'ギフトコードを発行しました');
  return { ticket: (await toGiftTickets(db, [row]))[0] };
}

/** applied → rejected (差し戻し) with the reason the member sees; she may apply again. */
export async function rejectTicket(db: Db, ticketId: number, reason: string) {
  const [row] = await db
    .update(giftTickets)
    .set({ state: 'rejected', rejectReason: reason, updatedAt: new Date().toISOString() })
    .where(and(eq(giftTickets.id, ticketId), eq(giftTickets.state, 'applied')))
    .returning();
  if (!row) throw await missingOr(db, ticketId);
  await recordEvent(db, row.id, 'rejected', reason);
  return { ticket: (await toGiftTickets(db, [row]))[0] };
}

async function missingOr(db: Db, ticketId: number) {
  const [exists] = await db.select({ id: giftTickets.id }).from(giftTickets).where(eq(giftTickets.id, ticketId)).limit(1);
  return exists ? conflict(GIFT_MSG.notApplied) : notFound(GIFT_MSG.notFound);
}
