import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { fairSlots, fairs, halls, reservations, users } from '../db/schema';
import { fairNotCancelled } from './visibility';
import type { RequestContext } from '../http/context';
import type { reservationInput, ReservationRefusal, ReservationResult } from '../../api/contract/fairs';
import { enqueueMail } from '../mail/outbox';
import { reservationMails, type CoupleMail } from '../mail/reservationMails';
import { firstInWindow } from '../http/rateLimit';
import { sha256 } from '../accounts/secrets';
import { contentFlags, fairImageUrl, selectFairs } from './fairQuery';
import { isPastFair } from './dates';
import { formatDeadlineJa } from '../rewards/deadline';
import { rewardConfig } from '../rewards/config';

type Input = z.output<typeof reservationInput>;

const REFUSAL_MESSAGES: Record<ReservationRefusal, string> = {
  not_found: 'フェアが見つかりません',
  past: 'このフェアの予約受付は終了しました',
  no_such_time: '選択された時間はこのフェアにありません',
  full: '選択された時間は満席です。別の時間をお選びください',
  duplicate: 'この日時のフェアは重複してご予約いただけません。ご予約内容は確認メールでご確認ください',
};

export function refusal(reason: ReservationRefusal): ReservationResult {
  return { result: false, reason, message: REFUSAL_MESSAGES[reason] };
}

/** Thrown inside the transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly reason: ReservationRefusal) {
    super(reason);
  }
}

/** 10:00~12:00, 10:00～12:00 and 10:00〜12:00 name the same slot. */
export function normaliseHoldTime(v: string): string {
  return v.normalize('NFKC').replace(/\s+/g, '').replace(/[~～〜-]/g, '〜');
}

export function cvDeviceFor(claimed: 'mobile_app' | 'mobile_web', userAgent: string): 'mobile_app' | 'mobile_web' {
  return /MusubiApp\//.test(userAgent) ? 'mobile_app' : claimed;
}

/**
 * POST /api/wn/reservations/: one reservation for one slot, atomically.
 * The slot's counter is incremented only while reserved < capacity (the row lock orders
 * concurrent requests), the reservation row is inserted ON CONFLICT DO NOTHING (one per
 * person and slot), and both mails are enqueued — all in one transaction or not at all.
 */
/**
 * Whether a visitor's typed address gets its confirmation: nobody proved it, so its mails are
 * limited per recipient and per client address (a booking form must not become a way to mail
 * someone over and over). The reservation stands and the hall is told either way.
 */
async function mayMailTypedAddress(email: string, ip: string | undefined): Promise<boolean> {
  const [byRecipient, byClient] = await Promise.all([firstInWindow('reservation-mail-recipient', sha256(email)), ip ? firstInWindow('reservation-mail-ip', ip) : true]);
  return byRecipient && byClient;
}

export async function createReservation(db: Db, input: Input, ctx: Pick<RequestContext, 'user' | 'uuid' | 'userAgent'> & { ip?: string }, now: Date = new Date()): Promise<ReservationResult> {
  const [fair] = await selectFairs(db).where(and(eq(fairs.id, input.fair_id), fairNotCancelled())).limit(1);
  if (!fair) return refusal('not_found');
  if (isPastFair(fair.holdAt, now)) return refusal('past');
  const wanted = normaliseHoldTime(input.hold_time);
  const slots = await db.select().from(fairSlots).where(eq(fairSlots.fairId, fair.id));
  const slot = slots.find((s) => normaliseHoldTime(s.holdTime) === wanted);
  if (!slot) return refusal('no_such_time');
  const userId = ctx.user?.id ?? null;
  // A member's reservation mail waits for her confirmed address (the hall is told either way); the
  // form's address is hers only when it is the one she confirmed.
  const [member] = userId === null ? [] : await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  const memberConfirmed = !!member?.verifiedAt;
  const toHerOwnAddress = memberConfirmed && member.email.toLowerCase() === input.email.toLowerCase();
  const samePerson = or(eq(reservations.email, input.email), userId !== null ? eq(reservations.userId, userId) : undefined);
  const already = await db.select({ id: reservations.id }).from(reservations).where(and(eq(reservations.fairId, fair.id), eq(reservations.slot, slot.slot), samePerson)).limit(1);
  if (already.length) return refusal('duplicate');
  const [hall] = await db.select({ name: halls.name }).from(halls).where(eq(halls.id, fair.hallId)).limit(1);
  const c = fair.content;
  const snapshot = {
    fair_id: fair.id,
    hall_id: fair.hallId,
    hall_name: hall?.name ?? '',
    content_id: c.id,
    name: c.name,
    hold_at: fair.holdAt,
    hold_time: slot.holdTime,
    price: c.price,
    image_url: fairImageUrl(c.id),
    benefits: c.benefits,
    ...contentFlags(c),
  };
  try {
    return await db.transaction(async (tx) => {
      // The fair's row, shared-locked: a hall cancelling it at this moment either waits for this
      // booking (and then cancels it too) or has cancelled it first, and the booking is refused.
      const [open] = await tx.select({ id: fairs.id }).from(fairs).where(and(eq(fairs.id, fair.id), fairNotCancelled())).for('share');
      if (!open) throw new Refused('not_found');
      const counted = await tx
        .update(fairSlots)
        .set({ reserved: sql`${fairSlots.reserved} + 1` })
        .where(and(eq(fairSlots.fairId, fair.id), eq(fairSlots.slot, slot.slot), lt(fairSlots.reserved, fairSlots.capacity)))
        .returning({ reserved: fairSlots.reserved });
      if (counted.length === 0) throw new Refused('full');
      const inserted = await tx
        .insert(reservations)
        .values({
          fairId: fair.id,
          hallId: fair.hallId,
          slot: slot.slot,
          holdTime: slot.holdTime,
          lastName: input.last_name,
          firstName: input.first_name,
          lastNameKana: input.last_name_kana,
          firstNameKana: input.first_name_kana,
          email: input.email,
          tel: input.tel,
          gender: input.gender ?? '',
          numberOfParticipants: input.number_of_participants,
          preferredWeddingDate: input.preferred_wedding_date ?? null,
          message: input.message ?? '',
          userId,
          uuid: input.uuid ?? ctx.uuid,
          id4: input.id4 ?? null,
          utmSource: input.utm_source ?? null,
          utmMedium: input.utm_medium ?? null,
          utmCampaign: input.utm_campaign ?? null,
          cvDevice: cvDeviceFor(input.cv_device, ctx.userAgent),
          fairSnapshot: snapshot,
        })
        .onConflictDoNothing()
        .returning({ id: reservations.id, createdAt: reservations.createdAt });
      if (inserted.length === 0) throw new Refused('duplicate');
      const r = inserted[0];
      // Counted only for a reservation made (a refused one mails nobody).
      const couple: CoupleMail = toHerOwnAddress ? 'confirmed' : userId !== null && !memberConfirmed ? 'none' : (await mayMailTypedAddress(input.email, ctx.ip)) ? 'typed' : 'none';
      await enqueueMail(
        tx,
        reservationMails(couple, {
          reservationId: r.id,
          hallId: fair.hallId,
          hallName: snapshot.hall_name,
          hallEmail: c.contactEmail,
          fairName: c.name,
          holdAt: fair.holdAt,
          holdTime: slot.holdTime,
          price: c.price,
          lastName: input.last_name,
          firstName: input.first_name,
          lastNameKana: input.last_name_kana,
          firstNameKana: input.first_name_kana,
          email: input.email,
          tel: input.tel,
          numberOfParticipants: input.number_of_participants,
          preferredWeddingDate: input.preferred_wedding_date ?? null,
          message: input.message ?? '',
          reviewDeadline: formatDeadlineJa(fair.holdAt, rewardConfig()),
          reviewGiftAmount: rewardConfig().fairAmount,
        }),
      );
      return {
        result: true as const,
        reservation: {
          id: r.id,
          fair_id: fair.id,
          hall_id: fair.hallId,
          hall_name: snapshot.hall_name,
          fair_name: c.name,
          hold_at: fair.holdAt,
          hold_time: slot.holdTime,
          number_of_participants: input.number_of_participants,
          created_at: new Date(r.createdAt).toISOString(),
        },
      };
    });
  } catch (e) {
    if (e instanceof Refused) return refusal(e.reason);
    throw e;
  }
}
