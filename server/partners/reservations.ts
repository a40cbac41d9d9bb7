import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairSlots, fairs, halls, reservations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { confirmAttendance } from '../memberReviews/attendance';
import { todayInJapan } from '../fairs/dates';
import { PARTNER_MSG, RESERVATION_NEXT, RESERVATION_STATUS_LABELS, type ReservationStatusKey } from '../../api/contract/partnerLabels';
import type { PartnerReservation } from '../../api/contract/partners';
import { audit } from './audit';
import { cancelledMails } from './cancelledMails';

const columns = {
  id: reservations.id,
  fairId: reservations.fairId,
  fairName: fairContents.name,
  holdAt: fairs.holdAt,
  holdTime: reservations.holdTime,
  lastName: reservations.lastName,
  firstName: reservations.firstName,
  lastNameKana: reservations.lastNameKana,
  firstNameKana: reservations.firstNameKana,
  email: reservations.email,
  tel: reservations.tel,
  numberOfParticipants: reservations.numberOfParticipants,
  preferredWeddingDate: reservations.preferredWeddingDate,
  message: reservations.message,
  userId: reservations.userId,
  status: reservations.status,
  note: reservations.partnerNote,
  createdAt: reservations.createdAt,
};

function select(db: Db) {
  return db.select(columns).from(reservations).innerJoin(fairs, eq(fairs.id, reservations.fairId)).innerJoin(fairContents, eq(fairContents.id, fairs.contentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toReservation = (r: Row): PartnerReservation => ({
  id: r.id,
  fair_id: r.fairId,
  fair_name: r.fairName,
  hold_at: r.holdAt,
  hold_time: r.holdTime,
  name: `${r.lastName} ${r.firstName}`,
  name_kana: `${r.lastNameKana} ${r.firstNameKana}`,
  email: r.email,
  tel: r.tel,
  number_of_participants: r.numberOfParticipants,
  preferred_wedding_date: r.preferredWeddingDate,
  message: r.message,
  is_member: r.userId !== null,
  status: r.status,
  status_label: RESERVATION_STATUS_LABELS[r.status],
  note: r.note,
  created_at: new Date(r.createdAt).toISOString(),
});

/**
 * The inbox: the hall's reservations, newest first (500 at most), or only those after `afterId`
 * — what the open inbox asks for every few seconds (it polls; see docs/partners.md).
 */
export async function partnerReservations(db: Db, hallId: number, afterId = 0) {
  const rows = await select(db)
    .where(and(eq(reservations.hallId, hallId), afterId > 0 ? gt(reservations.id, afterId) : undefined))
    .orderBy(desc(reservations.id))
    .limit(500);
  const [latest] = await db.select({ id: sql<number>`COALESCE(MAX(${reservations.id}), 0)::int` }).from(reservations).where(eq(reservations.hallId, hallId));
  return { items: rows.map(toReservation), latest_id: Math.max(afterId, Number(latest?.id ?? 0)) };
}

async function one(db: Db, hallId: number, id: number): Promise<PartnerReservation> {
  const [row] = await select(db).where(and(eq(reservations.id, id), eq(reservations.hallId, hallId))).limit(1);
  if (!row) throw notFound(PARTNER_MSG.reservationNotFound);
  return toReservation(row);
}

/**
 * Moves a reservation along 新規 → 確認済み → 来館済み | 不参加 | キャンセル and/or keeps the private note.
 * The step is one conditional UPDATE (from a status that may go there), so two people of the hall
 * acting at once cannot both move it. キャンセル frees the seat and mails the couple in the same
 * transaction; 来館済み records the attendance that makes her a reviewer and rewards a referral —
 * the same code our staff's attendance page runs.
 */
export async function updateReservation(db: Db, hallId: number, userId: number, id: number, change: { status?: ReservationStatusKey; note?: string }, now = new Date()) {
  const current = await one(db, hallId, id);
  const to = change.status;
  if (to && to !== current.status) {
    if (!RESERVATION_NEXT[current.status].includes(to)) throw conflict(PARTNER_MSG.statusStep(current.status_label, RESERVATION_STATUS_LABELS[to]));
    if (to === 'attended' && !current.is_member) throw badRequest(PARTNER_MSG.attendNeedsMember);
    // Whether she came is known from the fair's day on: marked earlier, it would make her a reviewer
    // and reward a referral for a visit that has not happened.
    if ((to === 'attended' || to === 'no_show') && current.hold_at > todayInJapan(now)) throw badRequest(PARTNER_MSG.visitBeforeFair);
    await db.transaction(async (tx) => {
      const from = (Object.keys(RESERVATION_NEXT) as ReservationStatusKey[]).filter((s) => RESERVATION_NEXT[s].includes(to));
      const [moved] = await tx
        .update(reservations)
        .set({ status: to, statusChangedAt: now.toISOString() })
        .where(and(eq(reservations.id, id), eq(reservations.hallId, hallId), inArray(reservations.status, from)))
        .returning({ slot: reservations.slot, fairId: reservations.fairId });
      if (!moved) throw conflict(PARTNER_MSG.statusStep(current.status_label, RESERVATION_STATUS_LABELS[to]));
      if (to === 'cancelled') {
        await tx.update(fairSlots).set({ reserved: sql`${fairSlots.reserved} - 1` }).where(and(eq(fairSlots.fairId, moved.fairId), eq(fairSlots.slot, moved.slot), gt(fairSlots.reserved, 0)));
        const [hall] = await tx.select({ name: halls.name }).from(halls).where(eq(halls.id, hallId));
        const [r] = await tx.select().from(reservations).where(eq(reservations.id, id));
        await enqueueMail(tx, await cancelledMails(tx, [{ ...r, holdTime: current.hold_time }], { hallName: hall.name, fairName: current.fair_name, holdAt: current.hold_at }));
      }
      await audit(tx, hallId, userId, 'reservation.status', { reservation_id: id, from: current.status_label, to: RESERVATION_STATUS_LABELS[to] });
    });
    if (to === 'attended') await confirmAttendance(db, id, userId);
  }
  if (change.note !== undefined && change.note !== current.note) {
    await db.update(reservations).set({ partnerNote: change.note }).where(and(eq(reservations.id, id), eq(reservations.hallId, hallId)));
    await audit(db, hallId, userId, 'reservation.note', { reservation_id: id });
  }
  return { reservation: await one(db, hallId, id) };
}
