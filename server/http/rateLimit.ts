import type { Redis } from 'ioredis';
import type { RequestContext } from './context';
import { tooManyRequests } from './errors';

export interface RateRule {
  /** Calls allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Buckets named by endpoints (`rateLimit: '<bucket>'`); an unknown name gets `form`.
 * RATE_LIMIT_MULTIPLIER scales every limit (load tests, shared e2e runs).
 */
export const RATE_RULES: Record<string, RateRule> = {
  login: { limit: 20, windowSeconds: 60 },
  /** Failed logins of one account, whichever address they come from. */
  'login-account': { limit: 10, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 10 * 60 },
  form: { limit: 30, windowSeconds: 60 },
};

export function ruleFor(bucket: string): RateRule {
  const rule = RATE_RULES[bucket] ?? RATE_RULES.form;
  const factor = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);
  return { ...rule, limit: Math.max(1, Math.floor(rule.limit * (Number.isFinite(factor) && factor > 0 ? factor : 1))) };
}

/** Counts one hit for `key` in a fixed window; returns the count so far in this window. */
export interface RateStore {
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(): Promise<void>;
}

export function memoryStore(): RateStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      const w = windows.get(key);
      if (!w || w.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
        return 1;
      }
      w.count += 1;
      return w.count;
    },
    async reset() {
      windows.clear();
    },
  };
}

/** Shared by every instance: INCR in a key that expires with its window. */
export function redisStore(redis: Redis, prefix = 'musubi:rl:'): RateStore {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec();
      const count = result?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('rate limit: unexpected Redis reply');
      return count;
    },
    async reset() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    },
  };
}

let store: RateStore | null = null;
let fallback: RateStore | null = null;
/** The connection the default store opened itself (closed when the store is replaced). */
let ownedRedis: Redis | null = null;

async function currentStore(): Promise<RateStore> {
  if (store) return store;
  const url = process.env.REDIS_URL;
  if (url) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    redis.on('error', () => {
      // reported once per failing call below; ioredis keeps reconnecting on its own
    });
    ownedRedis = redis;
    store = redisStore(redis);
  } else {
    store = memoryStore();
  }
  return store;
}

/** Tests (and tools) choose the store; null returns to the default (memory, or Redis with REDIS_URL). */
export function setRateStore(next: RateStore | null): void {
  ownedRedis?.disconnect();
  ownedRedis = null;
  store = next;
}

/**
 * Counts a call against the named bucket for this client (its IP, or `key` when given,
 * e.g. an account) and throws 429 when over. If Redis is unreachable, the limiter keeps
 * working per instance in memory rather than letting every call through.
 */
export async function enforceRateLimit(bucket: string, ctx: RequestContext, key?: string): Promise<void> {
  const rule = ruleFor(bucket);
  const id = `${bucket}:${key ?? ctx.ip}`;
  let count: number;
  try {
    count = await (await currentStore()).hit(id, rule.windowSeconds);
  } catch (e) {
    console.error('rate limit store unavailable, using memory', (e as Error).message);
    fallback ??= memoryStore();
    count = await fallback.hit(id, rule.windowSeconds);
  }
  if (count > rule.limit) throw tooManyRequests();
}
