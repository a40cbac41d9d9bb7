import { Redis } from 'ioredis';

/**
 * The process's Redis connection (REDIS_URL), shared by rate limits, the hot-read cache and
 * pending visitor uuids; null without REDIS_URL. Commands fail at once while Redis is down
 * (no offline queue), so every user falls back to its per-process store; the outage and the
 * recovery are each logged once.
 */
let client: Redis | null | undefined;

export function redisPrefix(): string {
  return process.env.REDIS_PREFIX ?? 'musubi:';
}

export function sharedRedis(): Redis | null {
  if (client !== undefined) return client;
  const url = process.env.REDIS_URL;
  client = url ? connect(url) : null;
  return client;
}

/** True when the shared connection can take commands now. */
export function redisReady(): boolean {
  return client?.status === 'ready';
}

/** queue: commands wait while (re)connecting instead of failing at once (pub/sub). */
export function connect(url: string, options: { queue?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: !!options.queue,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (e: Error) => {
    if (down) return;
    down = true;
    console.error(`[redis] unavailable, using per-process fallbacks: ${e.message}`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.error('[redis] reachable again, sharing resumed');
  });
  return redis;
}

/** Tests: forget (and close) the process's connection so the next call reads REDIS_URL again. */
export function resetSharedRedis(): void {
  client?.disconnect();
  client = undefined;
}
