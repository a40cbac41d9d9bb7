import { createHash } from 'node:crypto';
import { redisPrefix, redisReady, sharedRedis } from './redis';

/**
 * The hot-read cache's second level, shared by every instance through Redis (REDIS_URL): an
 * answer one instance loaded is read by the others instead of the database. Each key is listed
 * under each of its cache tags (its domain, and its item or list), so an invalidation of any of
 * them removes it for all. Any Redis failure is a miss.
 *
 * Each tag has a generation, bumped by every invalidation of it (and one for "everything"): an
 * answer is shared only when the generations it was loaded under are all still current, so a load
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

export async function sharedGet(key: string, tags: readonly string[]): Promise<SharedRead> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return { value: undefined, generation: null };
  try {
    const [text, ...generations] = await redis.mget(keyOf(key), genKey(ALL), ...tags.map(genKey));
    return { value: text === null ? undefined : JSON.parse(text), generation: generations.map((g) => g ?? '0').join(':') };
  } catch {
    return { value: undefined, generation: null };
  }
}

// KEYS: the answer, the "all" generation, then each tag's generation and each tag's set (ARGV[4] tags).
// ARGV: answer JSON, TTL, the generations read before the load (sharedGet's order), tag count.
const SET_IF_CURRENT = `
local n = tonumber(ARGV[4])
local now = redis.call('GET', KEYS[2]) or '0'
for i = 1, n do now = now .. ':' .. (redis.call('GET', KEYS[2 + i]) or '0') end
if now ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
for i = 1, n do
  redis.call('SADD', KEYS[2 + n + i], KEYS[1])
  redis.call('EXPIRE', KEYS[2 + n + i], 3600)
end
return 1`;

/** Shares an answer loaded under `generation` (from sharedGet), unless one of its tags was invalidated since. */
export async function sharedSet(key: string, tags: readonly string[], value: unknown, ttlSeconds: number, generation: string | null): Promise<void> {
  const redis = sharedRedis();
  if (generation === null || !redis || !redisReady()) return;
  const keys = [keyOf(key), genKey(ALL), ...tags.map(genKey), ...tags.map(tagSet)];
  await redis.eval(SET_IF_CURRENT, keys.length, ...keys, JSON.stringify(value), String(ttlSeconds), generation, String(tags.length)).catch(() => undefined);
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
