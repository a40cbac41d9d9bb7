// @ts-check
// Whether a request speaks for a member. Shared by the page renders (lib/pageCache.ts: a signed-in
// render is private) and the production server's shared page cache (server/web: such a request
// never reads or fills it), so the two can never disagree. CommonJS so scripts/serve.mjs can load it.
const { parseCookieHeader } = require('./cookieHeader.js');

/** The session cookie's name (server/accounts/sessions.ts sets it). */
const SESSION_COOKIE_NAME = 'musubi_sid';

/**
 * A request that carries a member's session or the app's wedding token, as the API's own
 * cookie parser reads it.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 */
function isSignedInRequest(req) {
  return !!parseCookieHeader(req.headers.cookie)[SESSION_COOKIE_NAME] || !!req.headers['x-wedding-token'] || !!req.headers.authorization;
}

module.exports = { SESSION_COOKIE_NAME, isSignedInRequest };
