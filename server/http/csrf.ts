import type { IncomingMessage } from 'node:http';
import { hmac, randomToken, safeEqual } from '../accounts/secrets';
import { SESSION_COOKIE } from '../accounts/sessions';
import { weddingTokenOf } from '../accounts/authenticate';
import type { RequestContext } from './context';
import { HttpError, forbidden } from './errors';
import { DEFAULT_COOKIE_MAX_AGE } from '../../lib/constants';

export const CSRF_COOKIE = 'musubi_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The hidden field that carries the same token in a form posted without the page's scripts (server/forms). */
export { CSRF_FIELD } from '../../lib/form/postedForm';
/** An anonymous visitor's random pre-session id: what their CSRF token is bound to. */
export const PRESESSION_COOKIE = 'musubi_presession';
const PRESESSION_MAX_AGE = DEFAULT_COOKIE_MAX_AGE;

const csrfError = () => new HttpError(403, 'CSRFトークンが正しくありません。ページを再読み込みしてください', { reason: 'csrf' });

/** A cross-site Origin (or Sec-Fetch-Site) on a state-changing call is refused. */
export function checkOrigin(req: IncomingMessage): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') throw forbidden('不正なリクエストです');
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return;
  const forwarded = process.env.TRUST_PROXY === '1' ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('不正なリクエストです');
  }
  if (originHost !== host) throw forbidden('不正なリクエストです');
}

/** The cookie value a CSRF token is tied to: the session id, else the pre-session id. */
function bindingOf(cookies: Record<string, string>): string | null {
  return cookies[SESSION_COOKIE] || cookies[PRESESSION_COOKIE] || null;
}

/** token = nonce "." HMAC(SESSION_SECRET, binding | nonce): useless with another session. */
export function makeCsrfToken(binding: string): string {
  const nonce = randomToken().slice(0, 22);
  return `${nonce}.${hmac(`${binding}|${nonce}`)}`;
}

export function isValidCsrfToken(token: string, binding: string | null): boolean {
  if (!binding || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return safeEqual(token.slice(dot + 1), hmac(`${binding}|${token.slice(0, dot)}`));
}

/**
 * Signed double submit: the X-CSRF-Token header (or, for a form posted without the page's scripts,
 * its hidden csrf_token field: `formToken`) must repeat the musubi_csrf cookie, and the
 * token must be the HMAC bound to this visitor's session (or pre-session) cookie.
 * A call authenticated by a valid wedding token alone (no session cookie) is exempt: the
 * token is never sent by the browser on its own, so a cross-site page cannot make use of it.
 */
export function checkCsrf(req: IncomingMessage, ctx: Pick<RequestContext, 'cookies' | 'user'>, formToken?: unknown): void {
  const { cookies } = ctx;
  // Without a session cookie the user can only come from the token: a junk token is no token.
  if (!cookies[SESSION_COOKIE] && ctx.user && weddingTokenOf(req.headers)) return;
  const header = req.headers[CSRF_HEADER];
  const token = (Array.isArray(header) ? header[0] : header) ?? (typeof formToken === 'string' ? formToken : undefined);
  const cookie = cookies[CSRF_COOKIE];
  if (!token || !cookie || !safeEqual(token, cookie)) throw csrfError();
  if (!isValidCsrfToken(token, bindingOf(cookies))) throw csrfError();
}

/**
 * Sets the CSRF cookie (readable by the page's script, which echoes it in the header).
 * `binding` is given when a session starts or ends (rotation); otherwise the visitor's
 * current session or pre-session, created here when they have neither.
 */
export function issueCsrfCookie(ctx: RequestContext, binding?: string): string {
  let bound = binding ?? bindingOf(ctx.cookies);
  if (!bound) {
    bound = randomToken();
    ctx.setCookie(PRESESSION_COOKIE, bound, { httpOnly: true, sameSite: 'Lax', maxAgeSeconds: PRESESSION_MAX_AGE });
    ctx.cookies[PRESESSION_COOKIE] = bound;
  }
  const current = ctx.cookies[CSRF_COOKIE];
  if (!binding && current && isValidCsrfToken(current, bound)) return current;
  const token = makeCsrfToken(bound);
  ctx.setCookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'Lax', maxAgeSeconds: DEFAULT_COOKIE_MAX_AGE });
  ctx.cookies[CSRF_COOKIE] = token;
  return token;
}

/** A fresh anonymous pre-session (after logout), with its CSRF token. */
export function startPresession(ctx: RequestContext): string {
  const id = randomToken();
  ctx.setCookie(PRESESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', maxAgeSeconds: PRESESSION_MAX_AGE });
  ctx.cookies[PRESESSION_COOKIE] = id;
  return issueCsrfCookie(ctx, id);
}
