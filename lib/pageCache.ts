import type { IncomingMessage, ServerResponse } from 'node:http';

/** The session cookie's name (server/accounts/sessions.ts sets it). */
export const SESSION_COOKIE_NAME = 'musubi_sid';

/** A request that carries a member's session or the app's wedding token. */
export function isSignedInRequest(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie ?? '';
  return cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE_NAME}=`)) || !!req.headers['x-wedding-token'] || !!req.headers.authorization;
}

/**
 * Cache-Control of a public page: a CDN may keep the anonymous render for `seconds`;
 * a signed-in render may hold the member's own state, so it is private and never stored.
 */
export function setPageCache(req: IncomingMessage, res: ServerResponse, seconds = 60): void {
  res.setHeader('Cache-Control', isSignedInRequest(req) ? 'private, no-store' : `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`);
}
