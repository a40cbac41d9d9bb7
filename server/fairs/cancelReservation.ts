import { and, eq, gt, sql } from 'drizzle-orm';
import { CANCEL_MSG } from '../../api/contract/reservationChanges';
import type { Db } from '../db/client';
import { fairSlots, reservations } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { isPastFair } from './dates';

/**
 * Cancels a member's reservation: the row is removed and its slot's counter goes down by one in
 * one transaction, so the place is free for the next couple at once and never counted twice.
 */
export async function cancelReservation(db: Db, userId: number, reservationId: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fairId: reservations.fairId, hallId: reservations.hallId, slot: reservations.slot, snapshot: reservations.fairSnapshot })
      .from(reservations)
      .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
      .for('update');
    if (!row) throw notFound(CANCEL_MSG.notFound);
    if (isPastFair(String(row.snapshot.hold_at ?? ''), now)) throw badRequest(CANCEL_MSG.past);
    await tx.delete(reservations).where(eq(reservations.id, reservationId));
    const [slot] = await tx
      .update(fairSlots)
      .set({ reserved: sql`${fairSlots.reserved} - 1` })
      .where(and(eq(fairSlots.fairId, row.fairId), eq(fairSlots.slot, row.slot), gt(fairSlots.reserved, 0)))
      .returning({ capacity: fairSlots.capacity, reserved: fairSlots.reserved });
    return { ok: true as const, message: CANCEL_MSG.done, fair_id: row.fairId, hall_id: row.hallId, remaining: slot ? slot.capacity - slot.reserved : 0 };
  });
}
