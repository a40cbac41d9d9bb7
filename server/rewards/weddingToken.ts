import type { RequestContext } from '../http/context';
import { HttpError, unauthorized } from '../http/errors';
import { weddingTokenOf } from '../accounts/authenticate';
import { tokenUserId } from '../accounts/weddingTokens';
import { safeEqual, sha256 } from '../accounts/secrets';
import { GIFT_MSG } from '../../api/contract/giftTickets';

/**
 * The token a web session holds: a hash of the (secret, random) session id, so it ends with the
 * session. Not an HMAC: the page renderer and the API may be separate bundles or instances
 * without a shared secret. It differs from the stored sha256(id), so a database copy gives no token.
 */
export function sessionWeddingToken(sessionId: string | null): string | null {
  return sessionId ? `web.${sha256(`wedding-token:${sessionId}`)}` : null;
}

/**
 * Gift ticket calls need the wedding token header (§6): the app's bearer token, or the token
 * the web session holds. Either must belong to the signed-in member.
 */
export async function requireWeddingToken(ctx: RequestContext): Promise<number> {
  if (!ctx.user) throw unauthorized();
  const token = weddingTokenOf(ctx.headers);
  if (!token) throw new HttpError(401, GIFT_MSG.token);
  const web = sessionWeddingToken(ctx.sessionId);
  if (web && safeEqual(token, web)) return ctx.user.id;
  if ((await tokenUserId(ctx.db, token)) === ctx.user.id) return ctx.user.id;
  throw new HttpError(401, GIFT_MSG.token);
}
