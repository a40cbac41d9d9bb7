// @ts-check
// The one cookie parser (the `cookie` package): the API's session and CSRF checks, the page
// renders and the production server's shared page cache all read a Cookie header through it, so
// they always agree on who is signed in. CommonJS so scripts/serve.mjs can load it.
const { parse } = require('cookie');

/**
 * Cookie name → value (percent-decoded where valid); the first of a repeated name wins.
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
function parseCookieHeader(header) {
  /** @type {Record<string, string>} */
  const out = {};
  if (!header) return out;
  for (const [name, value] of Object.entries(parse(header))) {
    if (value !== undefined && name !== '__proto__') out[name] = value;
  }
  return out;
}

/**
 * One Set-Cookie value. HttpOnly unless told otherwise; Secure in production (INSECURE_COOKIES=1
 * switches it off for a plain-HTTP staging host).
 * @param {string} name
 * @param {string} value
 * @param {{ maxAgeSeconds?: number; httpOnly?: boolean; sameSite?: 'Lax' | 'Strict' | 'None'; path?: string }} [o]
 */
function serialiseCookie(name, value, o = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`, `SameSite=${o.sameSite ?? 'Lax'}`];
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  if (o.httpOnly !== false) parts.push('HttpOnly');
  if (process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1') parts.push('Secure');
  return parts.join('; ');
}

/**
 * Adds one Set-Cookie value to a response that has not been sent, in place of an earlier one for
 * the same cookie (a browser keeps only the last anyway).
 * @param {import('node:http').ServerResponse | undefined} res
 * @param {string} cookie a serialiseCookie() value
 */
function setCookieHeader(res, cookie) {
  if (!res || res.headersSent) return;
  const name = cookie.slice(0, cookie.indexOf('=') + 1);
  const prev = res.getHeader('Set-Cookie');
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev.map(String) : [String(prev)];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(name)), cookie]);
}

module.exports = { parseCookieHeader, serialiseCookie, setCookieHeader };
