import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_MSG, RESET_TOKEN_MINUTES } from '../../api/contract/passwordReset';
import { SITE_NAME_JA } from '../../lib/constants';
import { siteUrl } from '../../lib/halls/seo';
import { passwordResetTokens, sessions, users, weddingTokens } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest } from '../http/errors';
import { enforceRateLimit, firstInWindow } from '../http/rateLimit';
import { enqueueMail } from '../mail/outbox';
import { kickMailSender } from '../mail/worker';
import { hashPassword } from './password';
import { rememberDevice } from './loginThrottle';
import { randomToken, sha256 } from './secrets';

export const resetLink = (token: string) => `${siteUrl()}/password/reset/${token}`;

function resetMailBody(nickname: string, link: string): string {
  return [
    `${nickname}様`,
    '',
    `${SITE_NAME_JA}をご利用いただきありがとうございます。`,
    'パスワード再設定のお申し込みを受け付けました。下のリンクから新しいパスワードを設定してください。',
    '',
    link,
    '',
    `このリンクの有効期限は${RESET_TOKEN_MINUTES}分で、1回だけ使えます。`,
    '再設定すると、安全のため、すべての端末でログイン状態が解除されます。',
    '',
    'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  ].join('\n');
}

/**
 * Mails a single-use, expiring link to an active member; the answer never says whether the address is one.
 * Limited per requester and account together (429 for that requester only), so nobody can use up
 * the owner's requests; mails per account are capped without an error (no mail flood), and a link
 * sent within the cap's hour is still valid, so the owner can always reset.
 */
export async function requestPasswordReset(input: { email: string }, ctx: RequestContext) {
  const account = sha256(input.email.toLowerCase());
  await enforceRateLimit('password-reset-requester', ctx, `${ctx.ip}|${account}`);
  const [user] = await ctx.db.select({ id: users.id, email: users.email, nickname: users.nickname, active: users.isActive }).from(users).where(eq(users.email, input.email)).limit(1);
  if (user?.active && (await firstInWindow('password-reset-mail', account))) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000).toISOString();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
      await enqueueMail(tx, [{ kind: 'password_reset', to: user.email, subject: `【${SITE_NAME_JA}】パスワード再設定のご案内`, body: resetMailBody(user.nickname, resetLink(token)), reference: `user:${user.id}` }]);
    });
    void kickMailSender().catch((e) => console.error('[mail]', e));
  }
  return { ok: true as const, message: RESET_MSG.sent };
}

/**
 * Sets the new password through a link: the token is spent in the same statement that checks
 * it (a second use finds it spent), then every session, app token and other reset link of the
 * account ends. The browser that used the link becomes a known device of the account (the way
 * out of any login throttle for the owner).
 */
export async function confirmPasswordReset(input: { token: string; password: string }, ctx: RequestContext) {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const done = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, sha256(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    // The link reached her mailbox: that confirms the address too.
    const [owner] = await tx.update(users).set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }).where(eq(users.id, spent.userId)).returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await tx.update(weddingTokens).set({ revokedAt: now }).where(and(eq(weddingTokens.userId, spent.userId), isNull(weddingTokens.revokedAt)));
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return owner;
  });
  if (!done) throw badRequest(RESET_MSG.badLink);
  // Her mailbox proved her: this browser is hers now, and no guesser's lock applies to it.
  rememberDevice(ctx, done.email);
  return { ok: true as const, message: RESET_MSG.done };
}
