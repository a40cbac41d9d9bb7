import { MEMBER_HINT_COOKIE_NAME, MEMBER_HINT_COOKIE_OPTIONS } from '../../lib/signedInRequest';
import type { RequestContext } from '../http/context';

// The script-readable "may be signed in" cookie (lib/memberHintCookie.js) follows the session:
// given with it, taken away with it, and put right on any call where the two disagree.

export function giveMemberHint(ctx: RequestContext): void {
  ctx.setCookie(MEMBER_HINT_COOKIE_NAME, '1', MEMBER_HINT_COOKIE_OPTIONS);
  ctx.cookies[MEMBER_HINT_COOKIE_NAME] = '1';
}

export function takeMemberHint(ctx: RequestContext): void {
  if (!(MEMBER_HINT_COOKIE_NAME in ctx.cookies)) return;
  ctx.clearCookie(MEMBER_HINT_COOKIE_NAME);
  delete ctx.cookies[MEMBER_HINT_COOKIE_NAME];
}

/** A live session without the hint gets it; a hint without a live session (expired, revoked) loses it. */
export function syncMemberHint(ctx: RequestContext): void {
  const hinted = MEMBER_HINT_COOKIE_NAME in ctx.cookies;
  if (ctx.sessionId && !hinted) giveMemberHint(ctx);
  else if (!ctx.sessionId && hinted) takeMemberHint(ctx);
}
