import { and, desc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairAttendances, fairs, halls, reservations, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { addDays, todayInJapan } from '../fairs/dates';
import { rewardReferral } from '../rewards/referrals';

/**
 * The hall (its partners' console, or our staff for halls without partners) confirms that a member
 * came to the fair she reserved on musubi. This makes
 * her a reviewer of the hall and, if a friend referred her, rewards them both.
 */
export async function confirmAttendance(db: Db, reservationId: number, staffId: number) {
  const [r] = await db
    .select({ userId: reservations.userId, hallId: reservations.hallId, holdAt: fairs.holdAt })
    .from(reservations)
    .innerJoin(fairs, eq(fairs.id, reservations.fairId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!r) throw notFound('予約が見つかりません');
  if (r.userId === null) throw badRequest('会員登録された方の予約ではないため、来館を記録できません');
  await db.insert(fairAttendances).values({ reservationId, userId: r.userId, hallId: r.hallId, fairDate: r.holdAt, confirmedBy: staffId }).onConflictDoNothing();
  // The hall's inbox shows it as 来館済み too (the partners' console moves it there itself).
  await db.update(reservations).set({ status: 'attended', statusChangedAt: new Date().toISOString() }).where(and(eq(reservations.id, reservationId), ne(reservations.status, 'attended')));
  const referralRewarded = await rewardReferral(db, r.userId, r.hallId);
  return { ok: true as const, referral_rewarded: referralRewarded };
}

/** Members' reservations of fairs held up to a week ahead (Japan time: the coming weekend is always in it), latest first, for the staff page. */
export async function attendanceCandidates(db: Db) {
  const rows = await db
    .select({
      reservationId: reservations.id,
      hallName: halls.name,
      holdAt: fairs.holdAt,
      holdTime: reservations.holdTime,
      nickname: users.nickname,
      confirmed: fairAttendances.reservationId,
    })
    .from(reservations)
    .innerJoin(fairs, eq(fairs.id, reservations.fairId))
    .innerJoin(halls, eq(halls.id, reservations.hallId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(fairAttendances, eq(fairAttendances.reservationId, reservations.id))
    .where(and(isNotNull(reservations.userId), lte(fairs.holdAt, addDays(todayInJapan(), 7))))
    .orderBy(desc(fairs.holdAt), desc(reservations.id))
    .limit(100);
  return {
    items: rows.map((r) => ({
      reservation_id: r.reservationId,
      hall_name: r.hallName,
      fair_date: r.holdAt,
      hold_time: r.holdTime,
      member_nickname: r.nickname,
      confirmed: r.confirmed !== null,
    })),
  };
}
