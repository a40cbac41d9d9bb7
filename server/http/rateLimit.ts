import type { RequestContext } from './context';

/**
 * Counts a call against the named bucket for this client and throws 429 when over.
 * Issue 4 (accounts) implements the limiter (memory, or Redis with REDIS_URL).
 */
export async function enforceRateLimit(_bucket: string, _ctx: RequestContext): Promise<void> {}
