import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_MSG, type loginInput } from '../../api/contract/accounts';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { unauthorized } from '../http/errors';
import { carryOverVisitor } from '../visitors/carryOver';
import { accountUser } from './accountUser';
import { verifyPassword } from './password';
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from './loginThrottle';
import { startSession } from './startSession';
import { issueToken } from './weddingTokens';

/**
 * Checks credentials; unknown email, wrong password and inactive account get the same
 * message and (one Argon2 verification each) about the same time. Failures are limited per
 * account and address (loginThrottle), so no one can lock the owner out.
 */
async function checkCredentials(input: z.output<typeof loginInput>, ctx: RequestContext): Promise<number> {
  await checkLoginAllowed(ctx, input.email);
  const [row] = await ctx.db
    .select({ id: users.id, hash: users.passwordHash, active: users.isActive })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const ok = await verifyPassword(row?.hash ?? null, input.password);
  if (!ok || !row || !row.active) {
    await recordLoginFailure(ctx, input.email);
    throw unauthorized(ACCOUNT_MSG.loginFailed);
  }
  await recordLoginSuccess(ctx, input.email);
  return row.id;
}

export async function loginAccount(input: z.output<typeof loginInput>, ctx: RequestContext) {
  const userId = await checkCredentials(input, ctx);
  await startSession(ctx, userId);
  return { user: (await accountUser(ctx.db, userId))! };
}

/** The native app's login: a wedding token instead of a cookie. */
export async function loginForWeddingToken(input: z.output<typeof loginInput>, ctx: RequestContext) {
  const userId = await checkCredentials(input, ctx);
  const { token, expiresAt } = await issueToken(ctx.db, userId);
  if (ctx.uuid) await carryOverVisitor(ctx.db, ctx.uuid, userId);
  return { token, expires_at: expiresAt, user: (await accountUser(ctx.db, userId))! };
}
