import type { Route } from '../http/route';
import { route } from '../http/route';
import type { RequestContext } from '../http/context';
import { unauthorized } from '../http/errors';
import * as c from '../../api/contract/love';
import { listLoves, setLove } from './loves';

function meId(ctx: RequestContext): number {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}

/** Every endpoint of the love domain, bound to its implementation. */
export const loveRoutes: Route[] = [
  route(c.addLove, (input, ctx) => setLove(ctx.db, meId(ctx), input, true)),
  route(c.removeLove, (input, ctx) => setLove(ctx.db, meId(ctx), input, false)),
  route(c.listLoves, (input, ctx) => listLoves(ctx.db, meId(ctx), input)),
] as Route[];
