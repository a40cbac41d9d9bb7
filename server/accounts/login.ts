import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_MSG, type loginInput } from '../../api/contract/accounts';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { unauthorized } from '../http/errors';
import { enforceRateLimit } from '../http/rateLimit';
import { carryOverVisitor } from '../visitors/carryOver';
import { accountUser } from './accountUser';
import { verifyPassword } from './password';
import { sha256 } from './secrets';
import { startSession } from './startSession';
import { issueToken } from './weddingTokens';

/**
 * Checks credentials; unknown email, wrong password and inactive account get the same
 * message and (one Argon2 verification each) about the same time. Attempts on one account
 * are limited whatever address they come from.
 */
async function checkCredentials(input: z.output<typeof loginInput>, ctx: RequestContext): Promise<number> {
  await enforceRateLimit('login-account', ctx, sha256(input.email));
  const [row] = await ctx.db
    .select({ id: users.id, hash: users.passwordHash, active: users.isActive })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const ok = await verifyPassword(row?.hash ?? null, input.password);
  if (!ok || !row || !row.active) throw unauthorized(ACCOUNT_MSG.loginFailed);
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
