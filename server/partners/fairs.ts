import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../mail/outbox';
import { fairContents, fairSlots, fairs } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { addDays, todayInJapan } from '../fairs/dates';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { PartnerFair } from '../../api/contract/partners';
import { audit } from './audit';

/** The hall's fairs from a week ago to a year ahead (cancelled ones too), with each slot's capacity and bookings. */
export async function partnerFairs(db: DbOrTx, hallId: number, only?: number[]): Promise<PartnerFair[]> {
  const today = todayInJapan();
  const rows = await db
    .select({ id: fairs.id, holdAt: fairs.holdAt, cancelledAt: fairs.cancelledAt, content: fairContents })
    .from(fairs)
    .innerJoin(fairContents, eq(fairContents.id, fairs.contentId))
    .where(and(eq(fairs.hallId, hallId), only ? inArray(fairs.id, only.length ? only : [0]) : and(gte(fairs.holdAt, addDays(today, -7)), lte(fairs.holdAt, addDays(today, 366)))))
    .orderBy(asc(fairs.holdAt), asc(fairs.id))
    .limit(only ? only.length || 1 : 300);
  const slots = rows.length ? await db.select().from(fairSlots).where(inArray(fairSlots.fairId, rows.map((r) => r.id))).orderBy(asc(fairSlots.slot)) : [];
  return rows.map((r) => ({
    id: r.id,
    content_id: r.content.id,
    name: r.content.name,
    description: r.content.description,
    price: r.content.price,
    benefits: r.content.benefits,
    hold_at: r.holdAt,
    public_path: `/halls/${hallId}/fairs/${r.id}`,
    cancelled_at: r.cancelledAt ? new Date(r.cancelledAt).toISOString() : null,
    slots: slots.filter((s) => s.fairId === r.id).map((s) => ({ slot: s.slot, hold_time: s.holdTime, capacity: s.capacity, reserved: s.reserved })),
  }));
}

/**
 * Sets a slot's capacity. One conditional UPDATE decides: it matches only while the booked count
 * fits (reserved <= capacity, read under the row lock that bookings take too), so a couple booking
 * at the same moment either got the seat before — and the change is refused with the count — or
 * waits and finds the new capacity. A slot with reservations is never lost silently.
 */
export async function setSlotCapacity(db: Db, hallId: number, userId: number, fairId: number, slot: number, capacity: number): Promise<PartnerFair> {
  await db.transaction(async (tx) => {
    const [fair] = await tx.select({ id: fairs.id, cancelledAt: fairs.cancelledAt }).from(fairs).where(and(eq(fairs.id, fairId), eq(fairs.hallId, hallId))).limit(1);
    if (!fair) throw notFound(PARTNER_MSG.fairNotFound);
    if (fair.cancelledAt) throw conflict(PARTNER_MSG.fairCancelled);
    await setCapacity(tx, fairId, slot, capacity);
    await audit(tx, hallId, userId, 'slot.capacity', { fair_id: fairId, slot, capacity });
  });
  const [fair] = await partnerFairs(db, hallId, [fairId]);
  return fair;
}

/** The conditional UPDATE of one slot's capacity (never below its bookings: 409 with the count). */
export async function setCapacity(tx: DbOrTx, fairId: number, slot: number, capacity: number): Promise<void> {
  const [row] = await tx
    .update(fairSlots)
    .set({ capacity })
    .where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, slot), lte(fairSlots.reserved, capacity)))
    .returning({ capacity: fairSlots.capacity });
  if (row) return;
  const [current] = await tx.select({ reserved: fairSlots.reserved }).from(fairSlots).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, slot))).limit(1);
  if (!current) throw notFound(PARTNER_MSG.slotNotFound);
  throw conflict(PARTNER_MSG.capacityBelowBooked(current.reserved));
}

/** The hall's fair, locked for this transaction (404 for another hall's or an unknown id). */
export async function lockedFair(tx: DbOrTx, hallId: number, fairId: number) {
  const [fair] = await tx
    .select({ id: fairs.id, contentId: fairs.contentId, holdAt: fairs.holdAt, cancelledAt: fairs.cancelledAt })
    .from(fairs)
    .where(and(eq(fairs.id, fairId), eq(fairs.hallId, hallId)))
    .for('update');
  if (!fair) throw notFound(PARTNER_MSG.fairNotFound);
  return fair;
}

/** The next free sort position among the hall's fair contents. */
export const nextContentOrder = (hallId: number) =>
  sql`(SELECT COALESCE(MAX(${fairContents.sortOrder}), -1) + 1 FROM ${fairContents} WHERE ${fairContents.hallId} = ${hallId})` as unknown as number;
