import type { RequestContext } from '../http/context';
import { issueCsrfCookie } from '../http/csrf';
import { carryOverVisitor } from '../visitors/carryOver';
import { giveMemberHint } from './memberHint';
import { SESSION_COOKIE, createSession, deleteSession, sessionCookieOptions } from './sessions';

/**
 * Signs the visitor in: a new session id every time (the previous one is ended, so a
 * fixated or leaked id is useless), a new CSRF token bound to it, and what the visitor's
 * uuid recorded while anonymous is attached to the account.
 */
export async function startSession(ctx: RequestContext, userId: number): Promise<void> {
  const previous = ctx.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(ctx.db, previous);
  const id = await createSession(ctx.db, userId, ctx.userAgent);
  ctx.setCookie(SESSION_COOKIE, id, sessionCookieOptions);
  ctx.cookies[SESSION_COOKIE] = id;
  ctx.sessionId = id;
  giveMemberHint(ctx);
  issueCsrfCookie(ctx, id);
  if (ctx.uuid) await carryOverVisitor(ctx.db, ctx.uuid, userId);
}
