import { hmac, safeEqual } from '../accounts/secrets';

/** A person needs at least this long to fill the form; bots post at once. */
export const MIN_FILL_MS = 2000;
/** A token older than this (a tab left open for days) is no longer accepted. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * `first`: given with the form when it is shown. `again`: given with the form when it comes back in
 * answer to a post that carried a genuine token (sent without the page's scripts): she has seen her
 * values once more and sends them again, so the fill time is not asked twice (see comesBackOnce).
 */
export type FillTokenKind = 'first' | 'again';

/** What a posted token says: sent by a person, sent too quickly after the form was shown, or not ours. */
export type FillTime = 'human' | 'tooQuick' | 'invalid';

const signed = (kind: FillTokenKind, issued: number) => hmac(kind === 'first' ? `contact-fill|${issued}` : `contact-fill-again|${issued}`);

/** `issuedAt.signature` (or `issuedAt.a.signature`), given with the page: the server knows when the form was shown. */
export function issueFillToken(now: number = Date.now(), kind: FillTokenKind = 'first'): string {
  return kind === 'first' ? `${now}.${signed('first', now)}` : `${now}.a.${signed('again', now)}`;
}

/**
 * The fill-time check. A `first` token issued less than MIN_FILL_MS ago is `tooQuick` (a bot, or a
 * person whose browser sent the form before its scripts arrived); an `again` token is `human` for a
 * day: it is only ever issued in answer to a post with a genuine token, so a quick post comes back
 * once and no more. A forged, malformed or day-old token is `invalid`.
 */
export function judgeFillTime(token: string, now: number = Date.now()): FillTime {
  const m = /^(\d{13})\.(a\.)?([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) return 'invalid';
  const issued = Number(m[1]);
  const kind: FillTokenKind = m[2] ? 'again' : 'first';
  if (!safeEqual(m[3], signed(kind, issued))) return 'invalid';
  const age = now - issued;
  if (age < 0 || age > MAX_AGE_MS) return 'invalid';
  if (kind === 'again') return 'human';
  return age >= MIN_FILL_MS ? 'human' : 'tooQuick';
}

/** True when the token is ours and the form was filled as a person fills it. */
export function isHumanFillTime(token: string, now: number = Date.now()): boolean {
  return judgeFillTime(token, now) === 'human';
}

/**
 * The token a form shown again in answer to a post carries (comesBackOnce): after a post with a
 * genuine token (too quick, or refused for its fields) an `again` token, so that sending it once
 * more is not refused as too quick; otherwise a fresh `first` token.
 */
export function comesBackOnce(postedToken: string, now: number = Date.now()): string {
  return issueFillToken(now, judgeFillTime(postedToken, now) === 'invalid' ? 'first' : 'again');
}
