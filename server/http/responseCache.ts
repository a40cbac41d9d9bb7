import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import type { Endpoint } from '../../api/contract/define';
import { cacheTagsOf } from '../../lib/cacheTags';
import type { Db } from '../db/client';
import { clearSharedPageCache } from '../web/pageCacheRegistry';
import { afterWarmUp, isWarmingUp } from '../web/warmUpState';
import { onRemoteInvalidation, publishInvalidation } from '../shared/invalidation';
import { sharedDrop, sharedGet, sharedSet } from '../shared/sharedCache';
import { hasSiblings, onSiblingMessage, queueForSiblings, type SiblingMessage } from '../shared/siblings';

/**
 * A hot-read cache for public GET answers (endpoints with `cacheSeconds` and no user):
 * the same answer a CDN would keep for `s-maxage`, but also for in-process page renders,
 * which never pass through a CDN. Concurrent identical reads share one database round; with
 * REDIS_URL the instances share the answers too (shared/sharedCache), and the workers of one
 * server always do (shared/siblings: an answer one worker loaded is handed to the others).
 * Each answer is tagged with its domain and its item or list (lib/cacheTags); a signed-in write
 * drops the tags of what it changed here, in the shared page cache, in the sibling workers and on
 * every other instance (Redis pub/sub).
 * On only in production (RESPONSE_CACHE=0 turns it off; =1 forces it on).
 */
type Entry = { value: Promise<unknown>; tags: readonly string[] };

// On globalThis: page renders and API routes are separate module graphs of Next's server bundle in one
// process, and a write answered by an API route must empty the cache the page renders read too.
const STATE_KEY = Symbol.for('musubi.responseCaches');
type CacheState = {
  caches: WeakMap<Db, LRUCache<string, Entry>>;
  live: Set<LRUCache<string, Entry>>;
  /** When each tag was last dropped here (ALL: everything), to refuse a sibling's answer loaded before. */
  droppedAt: Map<string, number>;
  /** Listening to the sibling workers and to the end of the warm-up (once per process). */
  joinedProcess: boolean;
};
const g = globalThis as typeof globalThis & { [STATE_KEY]?: CacheState };
const state = (g[STATE_KEY] ??= { caches: new WeakMap(), live: new Set(), droppedAt: new Map(), joinedProcess: false });
const { caches, live, droppedAt } = state;
// Tags are path segments, never '*'.
const ALL = '*';

export function responseCacheEnabled(): boolean {
  const flag = process.env.RESPONSE_CACHE;
  if (flag === '0') return false;
  if (flag === '1') return true;
  return process.env.NODE_ENV === 'production';
}

/** A public GET with a TTL; an 'optional' endpoint only for anonymous callers (the caller checks). */
export function isCacheable(endpoint: Endpoint): boolean {
  return endpoint.method === 'GET' && endpoint.auth !== 'user' && !endpoint.personal && !!endpoint.cacheSeconds;
}

function cacheFor(db: Db): LRUCache<string, Entry> {
  let c = caches.get(db);
  if (!c) {
    c = new LRUCache<string, Entry>({ max: Number(process.env.RESPONSE_CACHE_MAX ?? 5000) });
    caches.set(db, c);
    live.add(c);
    onRemoteInvalidation(dropLocal);
    if (!state.joinedProcess) {
      state.joinedProcess = true;
      onSiblingMessage(acceptFill);
      // The warm-up's answers stay its own: the first visitor's read is as cold as without it.
      afterWarmUp(() => {
        for (const each of live) each.clear();
      });
    }
  }
  return c;
}

/** Every caller gets its own copy: a page that sorts or trims an answer must not change the cached one. */
export async function cached<T>(db: Db, endpoint: Endpoint, input: unknown, load: () => Promise<T>): Promise<T> {
  const cache = cacheFor(db);
  const key = `${endpoint.base ?? ''}${endpoint.path}?${JSON.stringify(input)}`;
  let entry = cache.get(key);
  if (!entry) {
    const tags = cacheTagsOf(endpoint, input);
    // Another instance may have loaded it already (Redis); else load and share it.
    const value = (async () => {
      const shared = await sharedGet(key, tags);
      if (shared.value !== undefined) return shared.value as T;
      const startedAt = Date.now();
      const loaded = await load();
      if (isWarmingUp()) return loaded;
      void sharedSet(key, tags, loaded, endpoint.cacheSeconds!, shared.generation);
      shareWithSiblings(key, tags, loaded, startedAt, startedAt + endpoint.cacheSeconds! * 1000);
      return loaded;
    })();
    entry = { value, tags };
    cache.set(key, entry, { ttl: endpoint.cacheSeconds! * 1000 });
    value.catch(() => cache.delete(key));
  }
  return structuredClone((await entry.value) as T);
}

/** Hands a fresh answer to the sibling workers (v8-serialised: the same values structuredClone keeps). */
function shareWithSiblings(key: string, tags: readonly string[], value: unknown, startedAt: number, expiresAt: number): void {
  if (!hasSiblings()) return;
  let bytes: Uint8Array;
  try {
    bytes = serialize(value);
  } catch {
    return;
  }
  queueForSiblings({ kind: 'fill', key, tags: [...tags], value: bytes, startedAt, expiresAt });
}

/**
 * A sibling's answer, kept unless this process has its own or dropped the tag since the sibling's
 * load began: that load may have read the database before the write that caused the drop.
 */
function acceptFill(message: SiblingMessage): void {
  if (message.kind !== 'fill') return;
  const { key, tags, startedAt, expiresAt } = message;
  if (startedAt <= Math.max(droppedAt.get(ALL) ?? 0, ...tags.map((t) => droppedAt.get(t) ?? 0))) return;
  const ttl = expiresAt - Date.now();
  if (ttl <= 0) return;
  let value: Promise<unknown> | undefined;
  for (const cache of live) {
    if (cache.has(key)) continue;
    value ??= Promise.resolve(deserialize(message.value));
    cache.set(key, { value, tags }, { ttl });
  }
}

/** Drops this process's answers and kept pages with these tags (all of them without tags). */
function dropLocal(tags?: readonly string[]): void {
  const now = Date.now();
  forgetOldDrops(now);
  for (const tag of tags ?? [ALL]) droppedAt.set(tag, now);
  const dropped = new Set(tags);
  for (const cache of live) {
    if (!tags) cache.clear();
    else for (const [key, entry] of cache.entries()) if (entry.tags.some((t) => dropped.has(t))) cache.delete(key);
  }
  clearSharedPageCache(tags);
}

// A sibling's answer is at most its TTL old (an hour at most): older drops no longer decide anything.
const DROP_MEMORY_MS = 60 * 60 * 1000;
function forgetOldDrops(now: number): void {
  if (droppedAt.size < 10_000) return;
  for (const [tag, at] of droppedAt) if (now - at > DROP_MEMORY_MS) droppedAt.delete(tag);
}

// How long a write's answer waits for the other instances to be told (a slow Redis must not hold writes).
const INVALIDATION_WAIT_MS = 500;

/**
 * A write changed these tags (everything without tags): here at once, elsewhere through Redis.
 * Resolves once the shared answers are gone and the other instances were told (or after
 * INVALIDATION_WAIT_MS), so the write's answer is sent only then: a read the client makes next,
 * on any instance, sees the write.
 */
export async function invalidateResponses(db: Db, tags?: readonly string[]): Promise<void> {
  cacheFor(db);
  dropLocal(tags);
  const told = sharedDrop(tags).then(() => publishInvalidation(tags));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, INVALIDATION_WAIT_MS);
  });
  await Promise.race([told, late]).finally(() => clearTimeout(timer));
}
