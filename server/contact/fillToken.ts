import { hmac, safeEqual } from '../accounts/secrets';

/** A person needs at least this long to fill the form; bots post at once. */
export const MIN_FILL_MS = 2000;
/** A token older than this (a tab left open for days) is no longer accepted. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `issuedAt.signature`, given with the page: the server knows when the form was shown. */
export function issueFillToken(now: number = Date.now()): string {
  return `${now}.${hmac(`contact-fill|${now}`)}`;
}

/** True when the token is ours and was issued between MIN_FILL_MS and a day ago. */
export function isHumanFillTime(token: string, now: number = Date.now()): boolean {
  const m = /^(\d{13})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) return false;
  const issued = Number(m[1]);
  if (!safeEqual(m[2], hmac(`contact-fill|${issued}`))) return false;
  const age = now - issued;
  return age >= MIN_FILL_MS && age <= MAX_AGE_MS;
}
