import type { Endpoint } from '../../api/contract/define';
import type { Db } from '../../server/db/client';
import { cached, invalidateResponses, isCacheable } from '../../server/http/responseCache';

const base = { method: 'GET', path: '/api/x', auth: 'none', cacheSeconds: 60 } as unknown as Endpoint;
const db = {} as Db;

describe('hot-read response cache', () => {
  it('caches only public GETs with a TTL', () => {
    expect(isCacheable(base)).toBe(true);
    expect(isCacheable({ ...base, auth: 'optional' })).toBe(true);
    expect(isCacheable({ ...base, auth: 'user' })).toBe(false);
    expect(isCacheable({ ...base, personal: true })).toBe(false);
    expect(isCacheable({ ...base, cacheSeconds: undefined })).toBe(false);
    expect(isCacheable({ ...base, method: 'POST' })).toBe(false);
  });

  it('shares one load between identical reads and hands each caller its own copy', async () => {
    const load = jest.fn(async () => ({ items: [3, 1, 2] }));
    const [a, b] = await Promise.all([cached(db, base, { page: 1 }, load), cached(db, base, { page: 1 }, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    a.items.sort();
    expect(b.items).toEqual([3, 1, 2]);
    expect((await cached(db, base, { page: 1 }, load)).items).toEqual([3, 1, 2]);
  });

  it('keys by input, forgets failures and empties on invalidation', async () => {
    const load = jest.fn(async () => 1);
    await cached(db, base, { page: 2 }, load);
    await cached(db, base, { page: 3 }, load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(cached(db, base, { page: 4 }, failing)).rejects.toThrow('down');
    await expect(cached(db, base, { page: 4 }, failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
    invalidateResponses(db);
    await cached(db, base, { page: 2 }, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops only the answers tagged with what a write changed', async () => {
    const halls = { ...base, path: '/api/wn/halls/:id/fairs' } as Endpoint;
    const posts = { ...base, path: '/api/web/post' } as Endpoint;
    const loadHall = jest.fn(async () => 'hall');
    const loadPost = jest.fn(async () => 'post');
    await cached(db, halls, { id: 1 }, loadHall);
    await cached(db, posts, {}, loadPost);
    invalidateResponses(db, ['halls']);
    await cached(db, halls, { id: 1 }, loadHall);
    await cached(db, posts, {}, loadPost);
    expect(loadHall).toHaveBeenCalledTimes(2);
    expect(loadPost).toHaveBeenCalledTimes(1);
  });
});
