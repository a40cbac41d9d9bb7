import { createHash } from 'node:crypto';
import { redisPrefix, redisReady, sharedRedis } from './redis';

/**
 * The hot-read cache's second level, shared by every instance through Redis (REDIS_URL): an
 * answer one instance loaded is read by the others instead of the database. Each key is listed
 * under its cache tag, so an invalidation removes it for all. Any Redis failure is a miss.
 *
 * Each tag has a generation, bumped by every invalidation of it (and one for "everything"): an
 * answer is shared only when the generation it was loaded under is still current, so a load
 * that began before a write and ends after the write's invalidation cannot put the old answer
 * back for its whole TTL.
 */
const keyOf = (key: string) => `${redisPrefix()}hr:${createHash('sha1').update(key).digest('base64url')}`;
const tagSet = (tag: string) => `${redisPrefix()}hrtag:${tag}`;
const genKey = (tag: string) => `${redisPrefix()}hrgen:${tag}`;
// The generation of "every tag" (an invalidation without tags); tags are path segments, never '*'.
const ALL = '*';
// Far longer than any load; an expired generation reads as 0, which only keeps a load from being shared.
const GEN_TTL_SECONDS = 3600;

/** What sharedGet found: the answer (undefined on a miss), and the generation to share a fresh load under (null: do not share). */
export interface SharedRead {
  value: unknown | undefined;
  generation: string | null;
}

export async function sharedGet(key: string, tag: string): Promise<SharedRead> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return { value: undefined, generation: null };
  try {
    const [text, gen, all] = await redis.mget(keyOf(key), genKey(tag), genKey(ALL));
    return { value: text === null ? undefined : JSON.parse(text), generation: `${gen ?? '0'}:${all ?? '0'}` };
  } catch {
    return { value: undefined, generation: null };
  }
}

// KEYS: answer, tag set, tag generation, "all" generation. ARGV: answer JSON, TTL, generation read before the load.
const SET_IF_CURRENT = `
if ((redis.call('GET', KEYS[3]) or '0') .. ':' .. (redis.call('GET', KEYS[4]) or '0')) ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('SADD', KEYS[2], KEYS[1])
redis.call('EXPIRE', KEYS[2], 3600)
return 1`;

/** Shares an answer loaded under `generation` (from sharedGet), unless its tag was invalidated since. */
export async function sharedSet(key: string, tag: string, value: unknown, ttlSeconds: number, generation: string | null): Promise<void> {
  const redis = sharedRedis();
  if (generation === null || !redis || !redisReady()) return;
  await redis
    .eval(SET_IF_CURRENT, 4, keyOf(key), tagSet(tag), genKey(tag), genKey(ALL), JSON.stringify(value), String(ttlSeconds), generation)
    .catch(() => undefined);
}

/** Removes the shared answers of these tags (all tags listed so far without tags). */
export async function sharedDrop(tags?: readonly string[]): Promise<void> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return;
  try {
    // The generation first: a load still running under the old one will not be shared.
    const bump = redis.multi();
    for (const tag of tags ?? [ALL]) bump.incr(genKey(tag)).expire(genKey(tag), GEN_TTL_SECONDS);
    await bump.exec();
    const sets = tags ? tags.map(tagSet) : await redis.keys(`${redisPrefix()}hrtag:*`);
    await Promise.all(
      sets.map(async (set) => {
        const keys = await redis.smembers(set);
        // SREM, not DEL: an answer shared meanwhile under the new generation stays listed.
        if (keys.length) await redis.multi().del(...keys).srem(set, ...keys).exec();
      }),
    );
  } catch {
    // Redis away: the shared answers end with their TTL.
  }
}
