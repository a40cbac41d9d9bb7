import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_MSG, VERIFY_MSG, type registerInput } from '../../api/contract/accounts';
import { prefectures, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest } from '../http/errors';
import { kickMailSender } from '../mail/worker';
import { hashPassword } from './password';
import { recordReferral, referralGuest } from '../rewards/referrals';
import { recordUsedEmailAttempt } from './usedEmailAttempt';
import { mailVerificationLink } from './emailVerification';

/**
 * Creates an unconfirmed account and mails its confirmation link; an address already registered
 * gets a notice instead. Both answer 「確認メールを送信しました」 after the same work (one Argon2
 * hash, one insert attempt, one queued mail), and neither signs anybody in: the mailed link does
 * (emailVerification.verifyEmail). So the form tells nobody which addresses are members.
 */
export async function registerAccount(input: z.output<typeof registerInput>, ctx: RequestContext) {
  const [pref] = await ctx.db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.slug, input.wedding_prefecture_slug)).limit(1);
  if (!pref) throw badRequest(`wedding_prefecture_slug: ${ACCOUNT_MSG.prefectureSelect}`);
  if (input.referral_code) await referralGuest(ctx.db, input.referral_code).catch(() => {
    throw badRequest('referral_code: この紹介コードは無効です', { issues: [{ path: 'referral_code', message: 'この紹介コードは無効です' }] });
  });
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, nickname: input.nickname, weddingPrefectureId: pref.id, weddingSeason: input.wedding_season })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, nickname: users.nickname });
    if (row) await mailVerificationLink(tx, row);
    return row ?? null;
  });
  if (created) {
    if (input.referral_code) await recordReferral(ctx.db, input.referral_code, created.id);
  } else {
    await recordUsedEmailAttempt(ctx, input.email);
  }
  void kickMailSender().catch((e) => console.error('[mail]', e));
  return { ok: true as const, message: VERIFY_MSG.sent };
}
