import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, type registerInput } from '../../api/contract/accounts';
import type { z } from 'zod';
import { prefectures, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { accountUser } from './accountUser';
import { hashPassword } from './password';
import { startSession } from './startSession';
import { recordReferral, referralGuest } from '../rewards/referrals';
import { recordUsedEmailAttempt } from './usedEmailAttempt';

/**
 * Creates an account and signs it in. A taken email gets one generic message, costs the caller
 * (usedEmailAttempt) and tells the owner; the password is hashed first either way.
 */
export async function registerAccount(input: z.output<typeof registerInput>, ctx: RequestContext) {
  const [pref] = await ctx.db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.slug, input.wedding_prefecture_slug)).limit(1);
  if (!pref) throw badRequest(`wedding_prefecture_slug: ${ACCOUNT_MSG.prefectureSelect}`);
  if (input.referral_code) await referralGuest(ctx.db, input.referral_code).catch(() => {
    throw badRequest('referral_code: この紹介コードは無効です', { issues: [{ path: 'referral_code', message: 'この紹介コードは無効です' }] });
  });
  const passwordHash = await hashPassword(input.password);
  const [row] = await ctx.db
    .insert(users)
    .values({ email: input.email, passwordHash, nickname: input.nickname, weddingPrefectureId: pref.id, weddingSeason: input.wedding_season })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) {
    await recordUsedEmailAttempt(ctx, input.email);
    throw conflict(ACCOUNT_MSG.emailUnavailable);
  }
  if (input.referral_code) await recordReferral(ctx.db, input.referral_code, row.id);
  await startSession(ctx, row.id);
  return { user: (await accountUser(ctx.db, row.id))! };
}
