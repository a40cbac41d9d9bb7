jest.setTimeout(60000);
import { Redis } from 'ioredis';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { enforceRateLimit, memoryStore, redisStore, ruleFor, setRateStore, type RateStore } from '../../../server/http/rateLimit';
import { agent, VALID_USER } from './agent';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeEachDb('rate limits', (fx) => {
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    await insertMinimalHall(fx.db);
    server = await startApiServer();
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
    await redis.quit();
  });

  const stores: Array<[string, () => RateStore]> = [
    ['memory', () => memoryStore()],
    ['redis', () => redisStore(redis, `musubi:test:${Date.now()}:${Math.random()}:`)],
  ];

  for (const [name, make] of stores) {
    describe(name, () => {
      beforeEach(async () => setRateStore(make()));

      it('answers 429 with the Japanese message once login attempts from one address pass the limit', async () => {
        const a = agent(server.url);
        await a.primeCsrf();
        const limit = ruleFor('login').limit;
        for (let i = 0; i < limit; i++) {
          // Different emails: the per-account bucket must not be what stops them.
          const res = await a.post('/api/accounts/login', { email: `n${i}@example.jp`, password: 'Wrong1234' });
          expect(res.status).toBe(401);
        }
        const res = await a.post('/api/accounts/login', { email: 'last@example.jp', password: 'Wrong1234' });
        expect(res.status).toBe(429);
        expect((await res.json()).message).toBe('しばらく時間をおいてから、もう一度お試しください');
      });

      it('limits attempts on one account whatever the address', async () => {
        const a = agent(server.url);
        await a.primeCsrf();
        const limit = ruleFor('login-account').limit;
        const statuses: number[] = [];
        for (let i = 0; i <= limit; i++) statuses.push((await a.post('/api/accounts/login', { email: 'target@example.jp', password: `Guess${i}xx` })).status);
        expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
        expect(statuses[limit]).toBe(429);
      });

      it('limits registrations', async () => {
        const a = agent(server.url);
        await a.primeCsrf();
        const limit = ruleFor('register').limit;
        for (let i = 0; i < limit; i++) {
          const res = await a.post('/api/accounts/register', { ...VALID_USER, email: `bad-${i}` });
          expect(res.status).toBe(400);
        }
        expect((await a.post('/api/accounts/register', VALID_USER)).status).toBe(429);
      });
    });
  }

  it('redis: two instances share one count', async () => {
    const prefix = `musubi:test:shared:${Date.now()}:`;
    const one = redisStore(redis, prefix);
    const two = redisStore(redis, prefix);
    expect(await one.hit('k', 60)).toBe(1);
    expect(await two.hit('k', 60)).toBe(2);
    expect(await redis.ttl(`${prefix}k`)).toBeGreaterThan(0);
    await one.reset();
  });

  it('REDIS_URL makes the default limiter count in Redis', async () => {
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = REDIS_URL;
    setRateStore(null);
    try {
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      const ctx = { ip } as Parameters<typeof enforceRateLimit>[1];
      await enforceRateLimit('form', ctx);
      await enforceRateLimit('form', ctx);
      expect(await redis.get(`musubi:rl:form:${ip}`)).toBe('2');
      await redis.del(`musubi:rl:form:${ip}`);
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
      setRateStore(null);
    }
  });

  it('memory: a window ends and counting starts over', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const store = memoryStore();
      expect(await store.hit('k', 1)).toBe(1);
      expect(await store.hit('k', 1)).toBe(2);
      jest.advanceTimersByTime(1100);
      expect(await store.hit('k', 1)).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
