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

  it('registering a used address tells the prober nothing, and mails its owner a few times at most', async () => {
    const owner = agent(server.url);
    await owner.primeCsrf();
    expect((await owner.post('/api/accounts/register', { ...VALID_USER, email: 'used@example.jp' }, from(`192.0.2.${++ipSeq}`))).status).toBe(200);
    const limit = ruleFor('register-used-email').limit;
    const answers: string[] = [];
    for (let i = 0; i <= limit + 2; i++) {
      const prober = agent(server.url);
      await prober.primeCsrf();
      const used = await prober.post('/api/accounts/register', { ...VALID_USER, email: 'used@example.jp' }, from(`192.0.2.${++ipSeq}`));
      const unused = await prober.post('/api/accounts/register', { ...VALID_USER, email: `unused${i}@example.jp` }, from(`192.0.2.${ipSeq}`));
      // The same status and body for a member's address as for a new one, every time.
      expect(used.status).toBe(unused.status);
      answers.push(JSON.stringify(await used.json()), JSON.stringify(await unused.json()));
    }
    expect(new Set(answers).size).toBe(1);
    const notices = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'register_attempt_notice'));
    expect(notices.filter((n) => n.toAddress === 'used@example.jp')).toHaveLength(limit);
    expect(notices[0].body).toContain('すでにご登録済み');
  });
});
