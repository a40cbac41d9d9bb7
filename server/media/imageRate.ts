import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/errors';
import { enforceRateLimit } from '../http/rateLimit';
import { clientIp } from '../http/requestContext';

/** Image work (drawing or resizing what is not on disk yet) is rate limited per client address: 0 when allowed, else seconds to wait. */
export async function imageWorkAllowed(req: IncomingMessage): Promise<number> {
  try {
    await enforceRateLimit('image', { ip: clientIp(req) });
    return 0;
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) return Number(e.headers?.['Retry-After'] ?? 60);
    throw e;
  }
}
