import type { RequestContext } from '../http/context';
import { enforceRateLimit, firstInWindow } from '../http/rateLimit';
import { isWarmingUp } from '../web/warmUpState';

/**
 * The spec keeps the recently-viewed record as a GET (`/api/uuid/halls/create`), so a crawler or a
 * reload loop must not be able to make it write: each client address is rate limited, and a visit
 * is written once per visitor (uuid, else address) and hall per window (a repeat writes nothing).
 * Counted views (halls, bride reports, articles) go through registeredViewer instead.
 */
export async function countsAsNewView(ctx: Pick<RequestContext, 'ip' | 'uuid'>, kind: 'viewed', id: number, visitor?: string): Promise<boolean> {
  // The server's own warm-up renders (server/web/warmUp.js) are nobody's view.
  if (isWarmingUp()) return false;
  await enforceRateLimit('view', ctx);
  return firstInWindow('view-once', `${kind}:${visitor ?? ctx.uuid ?? ctx.ip}:${id}`);
}
