import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairSlots, fairs } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { addDays, todayInJapan } from '../fairs/dates';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { PartnerFair } from '../../api/contract/partners';
import { audit } from './audit';

/** The hall's fairs from a week ago on, with each slot's capacity and bookings. */
export async function partnerFairs(db: Db, hallId: number, only?: number): Promise<PartnerFair[]> {
  const rows = await db
    .select({ id: fairs.id, name: fairContents.name, holdAt: fairs.holdAt })
    .from(fairs)
    .innerJoin(fairContents, eq(fairContents.id, fairs.contentId))
    .where(and(eq(fairs.hallId, hallId), only ? eq(fairs.id, only) : gte(fairs.holdAt, addDays(todayInJapan(), -7)), only ? undefined : lte(fairs.holdAt, addDays(todayInJapan(), 180))))
    .orderBy(asc(fairs.holdAt), asc(fairs.id))
    .limit(200);
  const slots = rows.length ? await db.select().from(fairSlots).where(inArray(fairSlots.fairId, rows.map((r) => r.id))).orderBy(asc(fairSlots.slot)) : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    hold_at: r.holdAt,
    public_path: `/halls/${hallId}/fairs/${r.id}`,
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
  const done = await db.transaction(async (tx) => {
    const [fair] = await tx.select({ id: fairs.id }).from(fairs).where(and(eq(fairs.id, fairId), eq(fairs.hallId, hallId))).limit(1);
    if (!fair) throw notFound(PARTNER_MSG.fairNotFound);
    const [row] = await tx
      .update(fairSlots)
      .set({ capacity })
      .where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, slot), lte(fairSlots.reserved, capacity)))
      .returning({ capacity: fairSlots.capacity });
    if (!row) {
      const [current] = await tx.select({ reserved: fairSlots.reserved }).from(fairSlots).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, slot))).limit(1);
      if (!current) throw notFound(PARTNER_MSG.slotNotFound);
      throw conflict(PARTNER_MSG.capacityBelowBooked(current.reserved));
    }
    await audit(tx, hallId, userId, 'slot.capacity', { fair_id: fairId, slot, capacity });
    return true;
  });
  if (!done) throw notFound(PARTNER_MSG.fairNotFound);
  const [fair] = await partnerFairs(db, hallId, fairId);
  return fair;
}
