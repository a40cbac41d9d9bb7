import type { Endpoint } from '../../../api/contract/define';
import type { Db } from '../../../server/db/client';
import { cached, invalidateResponses } from '../../../server/http/responseCache';
import { closeInvalidation } from '../../../server/shared/invalidation';
import { resetSharedRedis, sharedRedis } from '../../../server/shared/redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const endpoint = { method: 'GET', path: '/api/wn/halls/:id', auth: 'none', cacheSeconds: 60 } as unknown as Endpoint;

/** Waits for the background Redis write or removal to land. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setImmediate(r));
}
const sharedKeys = () => sharedRedis()!.keys(`${process.env.REDIS_PREFIX}hr:*`);

describe('hot-read cache shared between instances (Redis)', () => {
  beforeAll(async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_PREFIX = `musubi:test:hr:${process.pid}:${Date.now()}:`;
    resetSharedRedis();
    const redis = sharedRedis()!;
    if (redis.status !== 'ready') await new Promise((r) => redis.once('ready', r));
  });
  afterAll(async () => {
    const keys = await sharedRedis()!.keys(`${process.env.REDIS_PREFIX}*`);
    if (keys.length) await sharedRedis()!.del(...keys);
    closeInvalidation();
    resetSharedRedis();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
  });

  it('an answer loaded by one instance is read by another, until a write drops its tag', async () => {
    // Two databases stand for two instances: each has its own local cache.
    const one = {} as Db;
    const two = {} as Db;
    const loadOne = jest.fn(async () => ({ name: 'from one' }));
    const loadTwo = jest.fn(async () => ({ name: 'from two' }));
    expect(await cached(one, endpoint, { id: 7 }, loadOne)).toEqual({ name: 'from one' });
    await until(async () => (await sharedKeys()).length === 1);
    expect(await cached(two, endpoint, { id: 7 }, loadTwo)).toEqual({ name: 'from one' });
    expect(loadTwo).not.toHaveBeenCalled();
    // The write's answer waits for the invalidation: once it resolves, the shared answer is gone.
    await invalidateResponses(one, ['halls']);
    expect(await sharedKeys()).toEqual([]);
    expect(await cached(two, endpoint, { id: 7 }, loadTwo)).toEqual({ name: 'from two' });
  });

  it('a load that began before a write does not share its old answer after the write', async () => {
    const one = {} as Db;
    const two = {} as Db;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loading!: () => void;
    const started = new Promise<void>((resolve) => {
      loading = resolve;
    });
    const slow = cached(one, endpoint, { id: 8 }, async () => {
      loading();
      await gate;
      return { name: 'before the write' };
    });
    await started;
    await invalidateResponses(two, ['halls']);
    release();
    // It answers its own caller (it began first), but is not shared for the other instances.
    expect(await slow).toEqual({ name: 'before the write' });
    await sharedRedis()!.ping(); // the shared write, if any, was sent before the answer resolved
    expect(await sharedKeys()).toEqual([]);
    const loadTwo = jest.fn(async () => ({ name: 'after the write' }));
    expect(await cached(two, endpoint, { id: 8 }, loadTwo)).toEqual({ name: 'after the write' });
    expect(loadTwo).toHaveBeenCalledTimes(1);
    // A load under the current generation is shared as before.
    await until(async () => (await sharedKeys()).length === 1);
  });
});
