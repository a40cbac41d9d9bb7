jest.setTimeout(60000);
import { Redis } from 'ioredis';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { setRateStore, unlimitedStore } from '../../../server/http/rateLimit';
import { registerSharedPageCache } from '../../../server/web/pageCacheRegistry';
import { invalidateResponses } from '../../../server/http/responseCache';
import { closeInvalidation, onRemoteInvalidation } from '../../../server/shared/invalidation';
import { resetSharedRedis } from '../../../server/shared/redis';
import { agent, VALID_USER } from '../accounts/agent';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeEachDb('cache invalidation', (fx) => {
  let server: TestServer;
  const clear = jest.fn();
  beforeAll(async () => {
    process.env.RESPONSE_CACHE = '1';
    await insertMinimalHall(fx.db);
    server = await startApiServer();
    setRateStore(unlimitedStore());
    registerSharedPageCache({ clear });
  });
  afterAll(async () => {
    delete process.env.RESPONSE_CACHE;
    setRateStore(null);
    await server.close();
  });
  beforeEach(() => clear.mockClear());

  it('anonymous writes have no power over the caches', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    for (let i = 0; i < 5; i++) expect((await a.post('/api/accounts/logout')).status).toBe(200);
    await a.post('/api/uuid/introduce/create', { uuid: '0b7c4a8e-2f1d-4c3b-9a6e-5d4f3e2a1b0c' });
    expect(clear).not.toHaveBeenCalled();
  });

  it('a member write that changes no public answer drops nothing', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    expect((await a.post('/api/accounts/register', { ...VALID_USER, email: 'cache@example.jp' })).status).toBe(200);
    expect((await a.post('/api/accounts/logout')).status).toBe(200);
    expect(clear).not.toHaveBeenCalled();
  });
});

describe('invalidation between instances (Redis pub/sub)', () => {
  const prefix = `musubi:test:inv:${process.pid}:${Date.now()}:`;
  let raw: Redis;
  beforeAll(() => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_PREFIX = prefix;
    resetSharedRedis();
    raw = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    closeInvalidation();
    resetSharedRedis();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it('drops what another instance says it changed, and tells the others what this one changed', async () => {
    const heard = new Promise<string[] | undefined>((resolve) => onRemoteInvalidation(resolve));
    const sub = new Redis(REDIS_URL);
    await sub.subscribe(`${prefix}invalidate`);
    const published = new Promise<string>((resolve) => sub.on('message', (_c, m) => JSON.parse(m).from !== 'another-instance' && resolve(m)));
    // The instance's subscriber connects in the background: publish until it has heard.
    const timer = setInterval(() => void raw.publish(`${prefix}invalidate`, JSON.stringify({ from: 'another-instance', tags: ['halls'] })), 50);
    try {
      expect(await heard).toEqual(['halls']);
    } finally {
      clearInterval(timer);
    }
    try {
      void invalidateResponses({} as never, ['fairs']);
      expect(JSON.parse(await published)).toMatchObject({ tags: ['fairs'] });
    } finally {
      await sub.quit();
    }
  });

  it('a write is told to the other instances before its answer leaves', async () => {
    const sub = new Redis(REDIS_URL);
    await sub.subscribe(`${prefix}invalidate`);
    const heard: string[][] = [];
    sub.on('message', (_c, m) => heard.push(JSON.parse(m).tags));
    try {
      await invalidateResponses({} as never, ['reviews']);
      // Redis queued the message to every subscriber before answering PUBLISH; a round trip on
      // the subscriber's own connection comes after it.
      await sub.ping();
      expect(heard).toContainEqual(['reviews']);
    } finally {
      await sub.quit();
    }
  });
});
