import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueueMail, type DbOrTx } from '../mail/outbox';
import { fairContents, fairSlots, fairs, halls, reservations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { PartnerFair } from '../../api/contract/partners';
import { audit } from './audit';
import { changeableFair } from './fairEditor';
import { partnerFairs } from './fairs';
import { cancelledMails } from './cancelledMails';

/** Bookings still standing: the ones a cancellation frees and tells. */
const STANDING = ['new', 'confirmed'] as const;

/**
 * Cancels the standing reservations of the fair (or of one slot) and mails each couple through the
 * outbox, in the caller's transaction: the mail is sent only if the cancellation is kept.
 */
async function cancelBookings(tx: DbOrTx, hallId: number, fairId: number, slot: number | null, now: Date): Promise<number> {
  const moved = await tx
    .update(reservations)
    .set({ status: 'cancelled', statusChangedAt: now.toISOString() })
    .where(and(eq(reservations.fairId, fairId), eq(reservations.hallId, hallId), inArray(reservations.status, [...STANDING]), slot === null ? undefined : eq(reservations.slot, slot)))
    .returning();
  if (!moved.length) return 0;
  const [info] = await tx
    .select({ hallName: halls.name, fairName: fairContents.name, holdAt: fairs.holdAt })
    .from(fairs)
    .innerJoin(halls, eq(halls.id, fairs.hallId))
    .innerJoin(fairContents, eq(fairContents.id, fairs.contentId))
    .where(eq(fairs.id, fairId));
  await enqueueMail(tx, await cancelledMails(tx, moved, info));
  return moved.length;
}

/**
 * POST …/fairs/{id}/cancel. The fair's row is locked first: a couple booking at this moment holds
 * it shared (server/fairs/createReservation.ts), so her booking either came first and is cancelled
 * and mailed here, or waits and is refused; none is left standing on a cancelled date.
 */
export async function cancelFair(db: Db, hallId: number, userId: number, fairId: number, now = new Date()): Promise<{ items: PartnerFair[]; cancelled_reservations: number }> {
  const n = await db.transaction(async (tx) => {
    await changeableFair(tx, hallId, fairId, now);
    await tx.update(fairs).set({ cancelledAt: now.toISOString() }).where(eq(fairs.id, fairId));
    const count = await cancelBookings(tx, hallId, fairId, null, now);
    await tx.update(fairSlots).set({ reserved: 0 }).where(eq(fairSlots.fairId, fairId));
    await audit(tx, hallId, userId, 'fair.cancel', { fair_id: fairId, cancelled_reservations: count });
    return count;
  });
  return { items: await partnerFairs(db, hallId, [fairId]), cancelled_reservations: n };
}

/** POST …/fairs/{id}/slots/{slot}/cancel: the slot goes (its couples mailed, their reservations freed); the last one cannot. */
export async function cancelSlot(db: Db, hallId: number, userId: number, fairId: number, slot: number, now = new Date()): Promise<{ items: PartnerFair[]; cancelled_reservations: number }> {
  const n = await db.transaction(async (tx) => {
    await changeableFair(tx, hallId, fairId, now);
    const slots = await tx.select({ slot: fairSlots.slot, holdTime: fairSlots.holdTime }).from(fairSlots).where(eq(fairSlots.fairId, fairId)).for('update');
    const target = slots.find((s) => s.slot === slot);
    if (!target) throw notFound(PARTNER_MSG.slotNotFound);
    if (slots.length === 1) throw badRequest(PARTNER_MSG.lastSlot);
    const count = await cancelBookings(tx, hallId, fairId, slot, now);
    const [gone] = await tx.delete(fairSlots).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, slot))).returning({ slot: fairSlots.slot });
    if (!gone) throw conflict(PARTNER_MSG.slotNotFound);
    await audit(tx, hallId, userId, 'slot.cancel', { fair_id: fairId, hold_time: target.holdTime, cancelled_reservations: count });
    return count;
  });
  return { items: await partnerFairs(db, hallId, [fairId]), cancelled_reservations: n };
}
