import type { RequestContext } from '../http/context';
import { consumeOrThrow, ensureNotBlocked, limiterFor } from '../http/rateLimit';
import { hmac, randomToken, safeEqual, sha256 } from './secrets';
import { SESSION_COOKIE } from './sessions';
import { PRESESSION_COOKIE } from '../http/csrf';
import { DEFAULT_COOKIE_MAX_AGE } from '../../lib/constants';

/**
 * Failed logins, counted the way rate-limiter-flexible's login-protection pattern does, with the
 * client in the key so no one can lock the owner out (docs/abuse.md):
 * - a browser she has signed in with before (the signed device cookie of this account) counts on
 *   its own, and neither another client's failures nor the address-wide count ever refuse it;
 * - any other browser counts per account, address *and* browser (its pre-session cookie, the one
 *   its CSRF token is bound to), so a guesser on her very address (a shared Wi-Fi, a carrier's
 *   NAT) locks only his own browser, never her new ones;
 * - failures per address, whatever the accounts and browsers, bound the guessing of someone who
 *   throws his cookies away each time.
 * A success forgets the account's failures in that browser and makes it a known device.
 */
export const DEVICE_COOKIE = 'musubi_device';
const DEVICE_MAX_AGE = DEFAULT_COOKIE_MAX_AGE;

function accountOf(email: string): string {
  return sha256(email.toLowerCase());
}

/** `nonce.hmac(account|nonce)`: a device this account has signed in from. */
function deviceToken(account: string, nonce = randomToken().slice(0, 22)): string {
  return `${nonce}.${hmac(`device|${account}|${nonce}`)}`;
}

function knownDevice(ctx: RequestContext, account: string): string | null {
  const cookie = ctx.cookies[DEVICE_COOKIE];
  if (!cookie || cookie.length > 200) return null;
  const nonce = cookie.slice(0, cookie.indexOf('.'));
  return nonce && safeEqual(cookie, deviceToken(account, nonce)) ? nonce : null;
}

/** The browser: the value its CSRF token is bound to (session, else pre-session), hashed. */
function browserOf(ctx: RequestContext): string {
  const binding = ctx.cookies[SESSION_COOKIE] || ctx.cookies[PRESESSION_COOKIE];
  return binding ? sha256(binding).slice(0, 32) : 'none';
}

function accountKey(ctx: RequestContext, account: string): string {
  const device = knownDevice(ctx, account);
  return device ? `${account}:device:${device}` : `${account}:ip:${ctx.ip}:browser:${browserOf(ctx)}`;
}

/** Refuses (429) before the password is checked when this account is locked in this browser, or this address is (known devices excepted). */
export async function checkLoginAllowed(ctx: RequestContext, email: string): Promise<void> {
  const account = accountOf(email);
  if (!knownDevice(ctx, account)) await ensureNotBlocked('login-fail-ip', ctx.ip);
  await ensureNotBlocked('login-fail-account', accountKey(ctx, account));
}

/** Counts a failed attempt; the one that passes a limit is answered 429 instead of 401. */
export async function recordLoginFailure(ctx: RequestContext, email: string): Promise<void> {
  const account = accountOf(email);
  const key = accountKey(ctx, account);
  await Promise.all([knownDevice(ctx, account) ? undefined : consumeOrThrow('login-fail-ip', ctx.ip), consumeOrThrow('login-fail-account', key)]);
}

/** Makes this browser a known device of the account (a login, or a password set through a mailed link). */
export function rememberDevice(ctx: RequestContext, email: string): void {
  const account = accountOf(email);
  if (!knownDevice(ctx, account)) ctx.setCookie(DEVICE_COOKIE, deviceToken(account), { httpOnly: true, sameSite: 'Lax', maxAgeSeconds: DEVICE_MAX_AGE });
}

/** A success: the account's failures in this browser are forgotten and it becomes a known device. */
export async function recordLoginSuccess(ctx: RequestContext, email: string): Promise<void> {
  await limiterFor('login-fail-account').delete(accountKey(ctx, accountOf(email)));
  rememberDevice(ctx, email);
}
