import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { fairAttendances, referralCodes, referrals, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { REFERRAL_MSG, type MyReferral, type ReferralGuest } from '../../api/contract/referrals';
import { absoluteUrl } from '../../lib/halls/seo';
import { rewardConfig } from './config';
import { endOfJapanDayAfter } from './deadline';
import { issueTicket } from './tickets';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The member's referral code, made on first use (8 characters, no look-alikes). */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    const [row] = await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning({ code: referralCodes.code });
    if (row) return row.code;
    const [mine] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
    if (mine) return mine.code;
  }
  throw new Error('referral code: no free code after 5 attempts');
}

export const referralBenefitText = (amount: number) =>
  `紹介コードで会員登録し、はじめてのブライダルフェアに参加すると、あなたと紹介者の方に${amount.toLocaleString('ja-JP')}円分のギフト券をお贈りします。`;

/** The referrer behind an active code, or null. */
async function referrerOf(db: Db, code: string) {
  const [row] = await db
    .select({ userId: users.id, nickname: users.nickname, isPrivate: users.isPrivate })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.code, code), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** GET /api/v3/wn/referral/guest/: the nickname and benefit only; an unknown or inactive code is 404. */
export async function referralGuest(db: Db, code: string): Promise<ReferralGuest> {
  const r = await referrerOf(db, code);
  if (!r) throw notFound(REFERRAL_MSG.unknown);
  const amount = rewardConfig().referralAmount;
  return { valid: true, code, nickname: r.isPrivate ? null : r.nickname, benefit: { amount, text: referralBenefitText(amount) } };
}

/**
 * Links a friend to a referrer. Refused: an unknown code, her own code, a second code
 * (friend_id is unique), and a member who has already attended a fair.
 */
export async function recordReferral(db: Db, code: string, friendId: number): Promise<void> {
  const r = await referrerOf(db, code);
  if (!r) throw badRequest(REFERRAL_MSG.unknown);
  if (r.userId === friendId) throw badRequest(REFERRAL_MSG.own);
  const [attended] = await db.select({ n: count() }).from(fairAttendances).where(eq(fairAttendances.userId, friendId));
  if (Number(attended.n) > 0) throw conflict(REFERRAL_MSG.afterFair);
  const [row] = await db.insert(referrals).values({ referrerId: r.userId, friendId }).onConflictDoNothing().returning({ id: referrals.id });
  if (!row) throw conflict(REFERRAL_MSG.used);
}

/**
 * The friend attended a fair: if she came through a referral not yet rewarded, both get a
 * referral ticket funded by that fair's hall. The conditional UPDATE makes it happen once.
 */
export async function rewardReferral(db: Db, friendId: number, hallId: number, now = new Date()): Promise<boolean> {
  const [ref] = await db
    .update(referrals)
    .set({ rewardedAt: now.toISOString() })
    .where(and(eq(referrals.friendId, friendId), isNull(referrals.rewardedAt)))
    .returning();
  if (!ref) return false;
  const cfg = rewardConfig();
  const deadline = endOfJapanDayAfter(now, cfg.applyDays);
  const base = { kind: 'referral' as const, tenantType: 'hall' as const, tenantId: hallId, amount: cfg.referralAmount, deadline };
  await issueTicket(db, { ...base, userId: ref.friendId, sourceKey: `referral:${ref.id}:friend`, conditions: 'お友だちの紹介コードで会員登録し、はじめてのブライダルフェアに参加されました。申請すると、ギフトコードをお送りします。' });
  await issueTicket(db, { ...base, userId: ref.referrerId, sourceKey: `referral:${ref.id}:referrer`, conditions: 'あなたの紹介コードで登録したお友だちが、はじめてのブライダルフェアに参加されました。申請すると、ギフトコードをお送りします。' });
  return true;
}

export async function myReferral(db: Db, userId: number): Promise<MyReferral> {
  const code = await referralCodeOf(db, userId);
  const [[invited], [rewarded], [used]] = await Promise.all([
    db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId)),
    db.select({ n: count() }).from(referrals).where(and(eq(referrals.referrerId, userId), isNotNull(referrals.rewardedAt))),
    db.select({ n: count() }).from(referrals).where(eq(referrals.friendId, userId)),
  ]);
  return {
    code,
    url: absoluteUrl(`/referral?code=${code}`),
    amount: rewardConfig().referralAmount,
    invited: Number(invited.n),
    rewarded: Number(rewarded.n),
    used_code: Number(used.n) > 0,
  };
}
