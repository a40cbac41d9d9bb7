jest.setTimeout(90000);
import { Redis } from 'ioredis';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { RATE_RULES, enforceRateLimit, memoryStore, redisStore, ruleFor, setRateStore, type RateStore } from '../../../server/http/rateLimit';
import { resetSharedRedis, sharedRedis } from '../../../server/shared/redis';
import { agent, VALID_USER, type Agent } from './agent';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const uniquePrefix = () => `musubi:test:rl:${process.pid}:${Date.now()}:${Math.random()}:`;

describeEachDb('rate limits', (fx) => {
  let server: TestServer;
  let redis: Redis;
  let ipSeq = 0;
  /** Each test speaks from its own addresses (TRUST_PROXY: the first X-Forwarded-For). */
  const nextIp = () => `198.51.100.${++ipSeq}`;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    await insertMinimalHall(fx.db);
    server = await startApiServer();
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    setRateStore(null);
    await server.close();
    await redis.quit();
  });

  const stores: Array<[string, () => RateStore]> = [
    ['memory', () => memoryStore()],
    ['redis', () => redisStore(redis, uniquePrefix())],
  ];

  async function expect429(res: Response): Promise<void> {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe('しばらく時間をおいてから、もう一度お試しください');
  }

  async function signedUp(email: string, ip: string): Promise<Agent> {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await a.post('/api/accounts/register', { ...VALID_USER, email }, from(ip));
    expect(res.status).toBe(200);
    return a;
  }

  for (const [name, make] of stores) {
    describe(name, () => {
      beforeEach(async () => setRateStore(make()));

      it('answers 429 with Retry-After once login attempts from one address pass the limit', async () => {
        const a = agent(server.url);
        await a.primeCsrf();
        const ip = nextIp();
        const limit = ruleFor('login').limit;
        for (let i = 0; i < limit; i++) {
          // Different emails: the per-account count must not be what stops them.
          const res = await a.post('/api/accounts/login', { email: `n${i}@example.jp`, password: 'Wrong1234' }, from(ip));
          expect(res.status).toBe(401);
        }
        await expect429(await a.post('/api/accounts/login', { email: 'last@example.jp', password: 'Wrong1234' }, from(ip)));
      });

      for (const path of ['/api/accounts/login', '/api/accounts/wedding_token']) {
        it(`${path}: failures lock the account only where they come from; the owner still signs in`, async () => {
          const email = `owner-${name}-${path.length}@example.jp`;
          const ownerIp = nextIp();
          const attackerIp = nextIp();
          const owner = await signedUp(email, ownerIp);
          const attacker = agent(server.url);
          await attacker.primeCsrf();
          const limit = ruleFor('login-fail-account').limit;
          const statuses: number[] = [];
          for (let i = 0; i <= limit; i++) statuses.push((await attacker.post(path, { email, password: `Guess${i}xx` }, from(attackerIp))).status);
          expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
          expect(statuses[limit]).toBe(429);
          // Locked for the attacker, even with the right password…
          await expect429(await attacker.post(path, { email, password: VALID_USER.password }, from(attackerIp)));
          // …but the owner, from her own address, is let in.
          expect((await owner.post(path, { email, password: VALID_USER.password }, from(ownerIp))).status).toBe(200);
        });
      }

      it('a known device is let in even from the address the guesses came from', async () => {
        const email = `device-${name}@example.jp`;
        const ip = nextIp();
        const owner = await signedUp(email, nextIp());
        expect((await owner.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
        expect(owner.cookies.has('musubi_device')).toBe(true);
        const attacker = agent(server.url);
        await attacker.primeCsrf();
        for (let i = 0; i <= ruleFor('login-fail-account').limit; i++) await attacker.post('/api/accounts/login', { email, password: `Guess${i}xx` }, from(ip));
        await expect429(await attacker.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip)));
        expect((await owner.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
      });

      it("a guesser on the owner's own address locks only his browser: her new browser signs in", async () => {
        const email = `shared-ip-${name}@example.jp`;
        const ip = nextIp();
        await signedUp(email, nextIp());
        const attacker = agent(server.url);
        await attacker.primeCsrf();
        for (let i = 0; i < ruleFor('login-fail-account').limit; i++) expect((await attacker.post('/api/accounts/login', { email, password: `Guess${i}xx` }, from(ip))).status).toBe(401);
        await expect429(await attacker.post('/api/accounts/login', { email, password: 'OneMore123' }, from(ip)));
        await expect429(await attacker.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip)));
        // Her phone's new browser, behind the same address (a carrier's NAT), was never locked.
        const newBrowser = agent(server.url);
        await newBrowser.primeCsrf();
        expect((await newBrowser.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
      });

      it('a known device is never refused by the address-wide count either', async () => {
        const email = `known-ip-${name}@example.jp`;
        const ip = nextIp();
        const owner = await signedUp(email, nextIp());
        expect((await owner.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
        // The address reaches its limit of failures on other accounts, each from a fresh browser
        // (a smaller limit than the address's login calls, so that one is not what refuses).
        const rule = RATE_RULES['login-fail-ip'];
        RATE_RULES['login-fail-ip'] = { ...rule, limit: 3 };
        try {
          let status = 401;
          for (let i = 0; status !== 429 && i <= 3; i++) {
            const guesser = agent(server.url);
            await guesser.primeCsrf();
            status = (await guesser.post('/api/accounts/login', { email: `someone${i}-${name}@example.jp`, password: 'Wrong1234' }, from(ip))).status;
          }
          expect(status).toBe(429);
          const stranger = agent(server.url);
          await stranger.primeCsrf();
          await expect429(await stranger.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip)));
          expect((await owner.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
        } finally {
          RATE_RULES['login-fail-ip'] = rule;
        }
      });

      it('a success forgets earlier failures from that address', async () => {
        const email = `forget-${name}@example.jp`;
        const ip = nextIp();
        const owner = await signedUp(email, ip);
        const limit = ruleFor('login-fail-account').limit;
        for (let i = 0; i < limit; i++) expect((await owner.post('/api/accounts/login', { email, password: `Typo${i}xxx` }, from(ip))).status).toBe(401);
        expect((await owner.post('/api/accounts/login', { email, password: VALID_USER.password }, from(ip))).status).toBe(200);
        // Had they been kept, the limit would be passed within these (and the address's own login limit is not).
        for (let i = 0; i < limit - 1; i++) expect((await owner.post('/api/accounts/login', { email, password: `Typo${i}xxx` }, from(ip))).status).toBe(401);
      });

      it('limits registrations', async () => {
        const a = agent(server.url);
        await a.primeCsrf();
        const ip = nextIp();
        const limit = ruleFor('register').limit;
        for (let i = 0; i < limit; i++) {
          const res = await a.post('/api/accounts/register', { ...VALID_USER, email: `bad-${i}` }, from(ip));
          expect(res.status).toBe(400);
        }
        await expect429(await a.post('/api/accounts/register', VALID_USER, from(ip)));
      });
    });
  }

  it('redis: two instances share one count', async () => {
    const prefix = uniquePrefix();
    const one = redisStore(redis, prefix).limiter('shared', { limit: 5, windowSeconds: 60 });
    const two = redisStore(redis, prefix).limiter('shared', { limit: 5, windowSeconds: 60 });
    expect((await one.consume('k')).consumedPoints).toBe(1);
    expect((await two.consume('k')).consumedPoints).toBe(2);
    await one.delete('k');
  });

  it('REDIS_URL makes the default limiter count in Redis', async () => {
    const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_PREFIX };
    const prefix = uniquePrefix();
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_PREFIX = prefix;
    resetSharedRedis();
    setRateStore(null);
    try {
      const shared = sharedRedis()!;
      if (shared.status !== 'ready') await new Promise((resolve) => shared.once('ready', resolve));
      const ctx = { ip: '203.0.113.7' };
      await enforceRateLimit('form', ctx);
      await enforceRateLimit('form', ctx);
      expect(await redis.get(`${prefix}rl:form:203.0.113.7`)).toBe('2');
      await redis.del(`${prefix}rl:form:203.0.113.7`);
    } finally {
      for (const [k, v] of [['REDIS_URL', saved.url], ['REDIS_PREFIX', saved.prefix]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetSharedRedis();
      setRateStore(null);
    }
  });

  it('redis down: each process keeps limiting on its own', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    dead.on('error', () => {});
    const limiter = redisStore(dead, uniquePrefix()).limiter('down', { limit: 2, windowSeconds: 60 });
    await limiter.consume('k');
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toHaveProperty('msBeforeNext');
    dead.disconnect();
  });
});
