import type { RequestContext } from '../http/context';
import { startPresession } from '../http/csrf';
import { weddingTokenOf } from './authenticate';
import { takeMemberHint } from './memberHint';
import { SESSION_COOKIE, deleteSession } from './sessions';
import { revokeToken } from './weddingTokens';

/** Ends the session (and the wedding token the call carried); the visitor gets a fresh anonymous CSRF binding. */
export async function logoutAccount(ctx: RequestContext): Promise<{ ok: true }> {
  const sid = ctx.cookies[SESSION_COOKIE];
  if (sid) await deleteSession(ctx.db, sid);
  const token = weddingTokenOf(ctx.headers);
  if (token) await revokeToken(ctx.db, token);
  ctx.clearCookie(SESSION_COOKIE);
  delete ctx.cookies[SESSION_COOKIE];
  ctx.sessionId = null;
  takeMemberHint(ctx);
  ctx.user = null;
  startPresession(ctx);
  return { ok: true };
}
