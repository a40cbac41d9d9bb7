jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { mailOutbox } from '../../../server/db/schema';
import { memoryStore, ruleFor, setRateStore } from '../../../server/http/rateLimit';
import { agent, VALID_USER } from '../accounts/agent';

describeEachDb('probe defects: CSRF with junk tokens, registration as an oracle', (fx) => {
  let server: TestServer;
  let ipSeq = 0;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    setRateStore(null);
    await server.close();
  });
  beforeEach(() => setRateStore(memoryStore()));

  it.each([
    ['x-wedding-token', 'junk'],
    ['authorization', 'Bearer junk'],
  ])('a junk %s counts as no token: the CSRF check still applies', async (name, value) => {
    const res = await fetch(`${server.url}/api/accounts/logout`, { method: 'POST', headers: { [name]: value, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
    expect((await res.json()).details).toEqual({ reason: 'csrf' });
  });

  it('registering a used address mails its owner, and soon answers 429', async () => {
    const owner = agent(server.url);
    await owner.primeCsrf();
    const ip = `192.0.2.${++ipSeq}`;
    expect((await owner.post('/api/accounts/register', { ...VALID_USER, email: 'used@example.jp' }, from(ip))).status).toBe(200);
    const prober = agent(server.url);
    await prober.primeCsrf();
    const probeIp = `192.0.2.${++ipSeq}`;
    const limit = ruleFor('register-used-ip').limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push((await prober.post('/api/accounts/register', { ...VALID_USER, email: 'used@example.jp' }, from(probeIp))).status);
      if (statuses.at(-1) === 429) break;
    }
    expect(statuses).toContain(429);
    const notices = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'register_attempt_notice'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThanOrEqual(ruleFor('register-used-email').limit);
    expect(notices[0].toAddress).toBe('used@example.jp');
    expect(notices[0].body).toContain('会員登録が試みられました');
  });

  it('the per-address limit on a used email holds across clients, with Retry-After', async () => {
    const owner = agent(server.url);
    await owner.primeCsrf();
    expect((await owner.post('/api/accounts/register', { ...VALID_USER, email: 'popular@example.jp' }, from(`192.0.2.${++ipSeq}`))).status).toBe(200);
    const limit = ruleFor('register-used-email').limit;
    let last: Response | null = null;
    for (let i = 0; i <= limit; i++) {
      const a = agent(server.url);
      await a.primeCsrf();
      last = await a.post('/api/accounts/register', { ...VALID_USER, email: 'popular@example.jp' }, from(`192.0.2.${++ipSeq}`));
      if (i < limit) expect(last.status).toBe(409);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A new address still registers at once.
    const fresh = agent(server.url);
    await fresh.primeCsrf();
    expect((await fresh.post('/api/accounts/register', { ...VALID_USER, email: 'fresh@example.jp' }, from(`192.0.2.${++ipSeq}`))).status).toBe(200);
  });
});
