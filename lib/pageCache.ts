import type { IncomingMessage, ServerResponse } from 'node:http';
import { setCookieHeader } from './cookieHeader';
import { isSignedInRequest, missingMemberHint } from './signedInRequest';

export { SESSION_COOKIE_NAME, isSignedInRequest } from './signedInRequest';

/**
 * Cache-Control of a public page: a shared cache (the CDN, or server/web/sharedPageCache.js in
 * `npm start`) may keep the anonymous render for `seconds`; a signed-in render may hold the
 * member's own state, so it is private and never stored.
 */
export function setPageCache(req: IncomingMessage, res: ServerResponse, seconds = 60): void {
  res.setHeader('Cache-Control', isSignedInRequest(req) ? 'private, no-store' : `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`);
  keepMemberHint(req, res);
}

/** A page render for a session cookie without the member hint (lib/signedInRequest.js) gives it. */
export function keepMemberHint(req: IncomingMessage, res: ServerResponse): void {
  const cookie = missingMemberHint(req);
  if (cookie) setCookieHeader(res, cookie);
}
