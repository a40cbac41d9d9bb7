import { LRUCache } from 'lru-cache';
import type { Endpoint } from '../../api/contract/define';
import type { Db } from '../db/client';
import { clearSharedPageCache } from '../web/pageCacheRegistry';

/**
 * A hot-read cache for public GET answers (endpoints with `cacheSeconds` and no user):
 * the same answer a CDN would keep for `s-maxage`, but also for in-process page renders,
 * which never pass through a CDN. Concurrent identical reads share one database round.
 * Any successful state change in this process empties it, and the production server's shared
 * page cache with it, so this instance never shows its own writes late; other instances are
 * bounded by the TTL.
 * On only in production (RESPONSE_CACHE=0 turns it off; =1 forces it on).
 */
type Entry = { value: Promise<unknown> };

const caches = new WeakMap<Db, LRUCache<string, Entry>>();

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
  }
  return c;
}

/** Every caller gets its own copy: a page that sorts or trims an answer must not change the cached one. */
export async function cached<T>(db: Db, endpoint: Endpoint, input: unknown, load: () => Promise<T>): Promise<T> {
  const cache = cacheFor(db);
  const key = `${endpoint.path}?${JSON.stringify(input)}`;
  let entry = cache.get(key);
  if (!entry) {
    const value = load();
    entry = { value };
    cache.set(key, entry, { ttl: endpoint.cacheSeconds! * 1000 });
    value.catch(() => cache.delete(key));
  }
  return structuredClone((await entry.value) as T);
}

export function invalidateResponses(db: Db): void {
  caches.get(db)?.clear();
  clearSharedPageCache();
}
