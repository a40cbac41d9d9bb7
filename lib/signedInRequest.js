// @ts-check
// Whether a request speaks for a member. Shared by the page renders (lib/pageCache.ts: a signed-in
// render is private) and the production server's shared page cache (server/web: such a request
// never reads or fills it), so the two can never disagree. CommonJS so scripts/serve.mjs can load it.
const { parseCookieHeader, serialiseCookie } = require('./cookieHeader.js');
const { MEMBER_HINT_COOKIE_NAME } = require('./memberHintCookie.js');

/** The session cookie's name (server/accounts/sessions.ts sets it). */
const SESSION_COOKIE_NAME = 'musubi_sid';

/** How long a session lasts (server/accounts/sessions.ts), and so its cookie and the member hint. */
const SESSION_DAYS = 30;

/**
 * A request that carries a member's session or the app's wedding token, as the API's own
 * cookie parser reads it.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 */
function isSignedInRequest(req) {
  return !!parseCookieHeader(req.headers.cookie)[SESSION_COOKIE_NAME] || !!req.headers['x-wedding-token'] || !!req.headers.authorization;
}

/** The member hint's cookie: readable by scripts, as long-lived as the session. */
const MEMBER_HINT_COOKIE_OPTIONS = /** @type {const} */ ({ httpOnly: false, sameSite: 'Lax', maxAgeSeconds: SESSION_DAYS * 24 * 60 * 60 });

/**
 * The member hint (lib/memberHintCookie.js) lets an anonymous visitor's page skip loading the
 * account code and asking /api/accounts/me; the API keeps it in step with the session on every
 * call (server/accounts/memberHint.ts). It grants nothing: the server reads only the session.
 * For a page render: the Set-Cookie that gives a request carrying a session cookie the hint it
 * lacks (a session from before the hint existed), or null.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {string | null}
 */
function missingMemberHint(req) {
  const cookies = parseCookieHeader(req.headers.cookie);
  if (!cookies[SESSION_COOKIE_NAME] || cookies[MEMBER_HINT_COOKIE_NAME]) return null;
  return serialiseCookie(MEMBER_HINT_COOKIE_NAME, '1', MEMBER_HINT_COOKIE_OPTIONS);
}

module.exports = { SESSION_COOKIE_NAME, SESSION_DAYS, MEMBER_HINT_COOKIE_NAME, MEMBER_HINT_COOKIE_OPTIONS, isSignedInRequest, missingMemberHint };
