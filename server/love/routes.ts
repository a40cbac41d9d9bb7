import type { Route } from '../http/route';
import { route } from '../http/route';
import type { RequestContext } from '../http/context';
import { unauthorized } from '../http/errors';
import * as c from '../../api/contract/love';
import { listLoves, setLove } from './loves';
import type { LoveResult } from '../../api/contract/love';
import { touchCache } from '../http/cacheTouch';
import { itemTag } from '../../lib/cacheTags';

function meId(ctx: RequestContext): number {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}

/**
 * A love of a member changes her loved count: her own report and profile, not every bride list
 * (a card's count catches up with the list's TTL). Loves of articles and pages change no cached answer.
 */
async function loveChanged(ctx: RequestContext, result: Promise<LoveResult>): Promise<LoveResult> {
  const done = await result;
  if (done.status === 'success' && done.type === 'user' && done.id !== null) touchCache(ctx, [itemTag('brides', done.id), itemTag('profile', done.id)]);
  return done;
}

/** Every endpoint of the love domain, bound to its implementation. */
export const loveRoutes: Route[] = [
  route(c.addLove, (input, ctx) => loveChanged(ctx, setLove(ctx.db, meId(ctx), input, true))),
  route(c.removeLove, (input, ctx) => loveChanged(ctx, setLove(ctx.db, meId(ctx), input, false))),
  route(c.listLoves, (input, ctx) => listLoves(ctx.db, meId(ctx), input)),
] as Route[];
