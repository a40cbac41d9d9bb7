import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { VERIFY_MSG, VERIFY_TOKEN_HOURS } from '../../api/contract/accountVocabulary';
import { SITE_NAME_JA } from '../../lib/constants';
import { siteUrl } from '../../lib/halls/seo';
import { emailVerificationTokens, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { enforceRateLimit, firstInWindow } from '../http/rateLimit';
import { enqueueMail, type DbOrTx } from '../mail/outbox';
import { kickMailSender } from '../mail/worker';
import { accountUser } from './accountUser';
import { rememberDevice } from './loginThrottle';
import { randomToken, sha256 } from './secrets';
import { startSession } from './startSession';

export const verifyLink = (token: string) => `${siteUrl()}/register/verify/${token}`;

/** Queues a confirmation link for an account, in the caller's transaction. */
export async function mailVerificationLink(db: DbOrTx, user: { id: number; email: string; nickname: string }): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + VERIFY_TOKEN_HOURS * 3600 * 1000).toISOString();
  await db.insert(emailVerificationTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
  await enqueueMail(db, [
    {
      kind: 'email_verification',
      to: user.email,
      reference: `user:${user.id}`,
      subject: `【${SITE_NAME_JA}】メールアドレスの確認をお願いします`,
      body: [
        `${SITE_NAME_JA}へのご登録ありがとうございます。`,
        '下のリンクを開いて、メールアドレスの確認を完了してください。',
        '',
        verifyLink(token),
        '',
        `このリンクの有効期限は${VERIFY_TOKEN_HOURS}時間です。確認が済むと、口コミの投稿、ギフト券の申請、予約確認メールの受け取りができるようになります。`,
        '',
        'お心当たりのない場合は、このメールを破棄してください。',
      ].join('\n'),
    },
  ]);
}

/**
 * POST /api/accounts/verify_email: the token is spent in the statement that checks it; the address
 * is confirmed, she is signed in, and this browser becomes a known device of the account.
 */
export async function verifyEmail(input: { token: string }, ctx: RequestContext) {
  const now = new Date().toISOString();
  const owner = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.tokenHash, sha256(input.token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ userId: emailVerificationTokens.userId });
    if (!spent) return null;
    const [u] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, spent.userId), eq(users.isActive, true)))
      .returning({ id: users.id, email: users.email });
    return u ?? null;
  });
  if (!owner) throw badRequest(VERIFY_MSG.badLink);
  await startSession(ctx, owner.id);
  rememberDevice(ctx, owner.email);
  return { user: (await accountUser(ctx.db, owner.id))!, message: VERIFY_MSG.done };
}

/**
 * POST /api/accounts/verify_email/resend: a new link for an unconfirmed account (the member's own,
 * or the address given). Limited like reset requests: per requester and account (429), and mails
 * per account (silently: the last link is still valid). The answer never says whether the address is one.
 */
export async function resendVerification(input: { email?: string }, ctx: RequestContext) {
  const email = ctx.user?.email ?? input.email;
  if (!email) throw badRequest(`email: ${'メールアドレスを入力してください'}`);
  const account = sha256(email.toLowerCase());
  await enforceRateLimit('password-reset-requester', ctx, `verify|${ctx.ip}|${account}`);
  const [user] = await ctx.db.select({ id: users.id, email: users.email, nickname: users.nickname, verifiedAt: users.emailVerifiedAt, active: users.isActive }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (user?.active && user.verifiedAt === null && (await firstInWindow('verify-mail', account))) {
    await ctx.db.transaction((tx) => mailVerificationLink(tx, user));
    void kickMailSender().catch((e) => console.error('[mail]', e));
  }
  return { ok: true as const, message: VERIFY_MSG.resent };
}

/** Refuses (403, in Japanese) what needs a confirmed address: reviews, gift applications. Answers the member's id. */
export async function requireVerifiedEmail(db: DbOrTx, userId: number): Promise<number> {
  if (!(await isEmailVerified(db, userId))) throw forbidden(VERIFY_MSG.required);
  return userId;
}

export async function isEmailVerified(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row?.at;
}
