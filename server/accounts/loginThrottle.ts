import type { RequestContext } from '../http/context';
import { consumeOrThrow, ensureNotBlocked, limiterFor } from '../http/rateLimit';
import { hmac, randomToken, safeEqual, sha256 } from './secrets';

/**
 * Failed logins, counted the way rate-limiter-flexible's login-protection pattern does:
 * consecutive failures per account *and* address (or per account and known device), and
 * failures per address. A success forgets the account's failures there. Someone guessing
 * from elsewhere can therefore never lock the owner out: her address (or the device cookie
 * her browser got at her last login) has its own count.
 */
export const DEVICE_COOKIE = 'musubi_device';
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

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

function accountKey(ctx: RequestContext, account: string): string {
  const device = knownDevice(ctx, account);
  return device ? `${account}:device:${device}` : `${account}:ip:${ctx.ip}`;
}

/** Refuses (429) before the password is checked when this account is locked here or this address is. */
export async function checkLoginAllowed(ctx: RequestContext, email: string): Promise<void> {
  await ensureNotBlocked('login-fail-ip', ctx.ip);
  await ensureNotBlocked('login-fail-account', accountKey(ctx, accountOf(email)));
}

/** Counts a failed attempt; the one that passes a limit is answered 429 instead of 401. */
export async function recordLoginFailure(ctx: RequestContext, email: string): Promise<void> {
  const key = accountKey(ctx, accountOf(email));
  await Promise.all([consumeOrThrow('login-fail-ip', ctx.ip), consumeOrThrow('login-fail-account', key)]);
}

/** A success: the account's failures from here are forgotten and this browser becomes a known device. */
export async function recordLoginSuccess(ctx: RequestContext, email: string): Promise<void> {
  const account = accountOf(email);
  await limiterFor('login-fail-account').delete(accountKey(ctx, account));
  if (!knownDevice(ctx, account)) ctx.setCookie(DEVICE_COOKIE, deviceToken(account), { httpOnly: true, sameSite: 'Lax', maxAgeSeconds: DEVICE_MAX_AGE });
}
