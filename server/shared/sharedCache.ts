import { createHash } from 'node:crypto';
import { redisPrefix, redisReady, sharedRedis } from './redis';

/**
 * The hot-read cache's second level, shared by every instance through Redis (REDIS_URL): an
 * answer one instance loaded is read by the others instead of the database. Each key is listed
 * under its cache tag, so an invalidation removes it for all. Any Redis failure is a miss.
 */
const keyOf = (key: string) => `${redisPrefix()}hr:${createHash('sha1').update(key).digest('base64url')}`;
const tagSet = (tag: string) => `${redisPrefix()}hrtag:${tag}`;

export async function sharedGet(key: string): Promise<unknown | undefined> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return undefined;
  try {
    const text = await redis.get(keyOf(key));
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function sharedSet(key: string, tag: string, value: unknown, ttlSeconds: number): Promise<void> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return;
  const k = keyOf(key);
  await redis
    .multi()
    .set(k, JSON.stringify(value), 'EX', ttlSeconds)
    .sadd(tagSet(tag), k)
    .expire(tagSet(tag), 3600)
    .exec()
    .catch(() => undefined);
}

/** Removes the shared answers of these tags (all tags listed so far without tags). */
export async function sharedDrop(tags?: readonly string[]): Promise<void> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return;
  try {
    const sets = tags ? tags.map(tagSet) : await redis.keys(`${redisPrefix()}hrtag:*`);
    for (const set of sets) {
      const keys = await redis.smembers(set);
      if (keys.length) await redis.del(...keys);
      await redis.del(set);
    }
  } catch {
    // Redis away: the shared answers end with their TTL.
  }
}
