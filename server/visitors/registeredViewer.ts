import { and, eq, gt } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { enforceRateLimit } from '../http/rateLimit';
import { visitors } from '../db/schema';
import { isWarmingUp } from '../web/warmUpState';

/**
 * Who a counted view (a hall's pv, a bride report's viewed count) belongs to: the member, or a
 * visitor uuid this server registered (GET /api/uuid/, itself limited per address) and not expired.
 * Anything else (no uuid, a uuid the client made up) counts nobody, so a counter cannot be pushed
 * by inventing visitor ids; each key counts once per item per Japanese day (the callers' tables),
 * and every client address is rate limited.
 */
export async function registeredViewer(ctx: Pick<RequestContext, 'db' | 'user' | 'uuid' | 'ip'>): Promise<string | null> {
  // The server's own warm-up renders (server/web/warmUp.js) are nobody's view.
  if (isWarmingUp()) return null;
  await enforceRateLimit('view', ctx);
  if (ctx.user) return `u:${ctx.user.id}`;
  if (!ctx.uuid) return null;
  const [known] = await ctx.db
    .select({ uuid: visitors.uuid })
    .from(visitors)
    .where(and(eq(visitors.uuid, ctx.uuid), gt(visitors.expiresAt, new Date().toISOString())))
    .limit(1);
  return known ? `v:${ctx.uuid}` : null;
}
