jest.setTimeout(60000);
import { Redis } from 'ioredis';
import { enforceRateLimit, setRateStore } from '../../../server/http/rateLimit';
import { resetSharedRedis, sharedRedis } from '../../../server/shared/redis';
import { invalidateResponses } from '../../../server/http/responseCache';
import { closeInvalidation } from '../../../server/shared/invalidation';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

const target = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** Waits for the shared connection to reach a state (it reconnects by itself). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe('Redis down and back', () => {
  const prefix = `musubi:test:down:${process.pid}:${Date.now()}:`;
  let proxy: TcpProxy;
  let direct: Redis;
  let errors: jest.SpyInstance;
  beforeAll(async () => {
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    process.env.REDIS_URL = `redis://127.0.0.1:${proxy.port}`;
    process.env.REDIS_PREFIX = prefix;
    resetSharedRedis();
    setRateStore(null);
    direct = new Redis(target.toString());
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    errors.mockRestore();
    closeInvalidation();
    resetSharedRedis();
    setRateStore(null);
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length) await direct.del(...keys);
    await direct.quit();
    await proxy.close();
  });

  it('keeps limiting per process while Redis is away, says so once, and shares again when it returns', async () => {
    const ctx = { ip: '192.0.2.50' };
    await until(() => sharedRedis()!.status === 'ready');
    await enforceRateLimit('form', ctx);
    expect(await direct.get(`${prefix}rl:form:192.0.2.50`)).toBe('1');

    await proxy.cut();
    await until(() => sharedRedis()!.status !== 'ready');
    for (let i = 0; i < 5; i++) await enforceRateLimit('form', ctx);
    await new Promise((r) => setTimeout(r, 500)); // a few reconnection attempts fail meanwhile
    expect(errors.mock.calls.filter(([m]) => String(m).startsWith('[redis] unavailable'))).toHaveLength(1);
    expect(await direct.get(`${prefix}rl:form:192.0.2.50`)).toBe('1');

    await proxy.restore();
    await until(() => sharedRedis()!.status === 'ready');
    await enforceRateLimit('form', ctx);
    expect(await direct.get(`${prefix}rl:form:192.0.2.50`)).toBe('2');
    expect(errors.mock.calls.some(([m]) => String(m).includes('sharing resumed'))).toBe(true);
    await direct.del(`${prefix}rl:form:192.0.2.50`);
  });

  it("a member's write is not held while Redis is away (it waits for the other instances only while Redis answers)", async () => {
    await until(() => sharedRedis()!.status === 'ready');
    await proxy.cut();
    await until(() => sharedRedis()!.status !== 'ready');
    try {
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const settled = await Promise.race([
          invalidateResponses({} as never, ['halls']).then(() => 'done'),
          new Promise((r) => setTimeout(() => r('held'), 5000)),
        ]);
        expect(settled).toBe('done');
        // At most the bounded wait (500 ms), with room for a loaded machine.
        expect(Date.now() - started).toBeLessThan(2500);
      }
    } finally {
      await proxy.restore();
    }
  });
});
