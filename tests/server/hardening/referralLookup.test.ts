import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { users } from '../../../server/db/schema';
import { memoryStore, ruleFor, setRateStore } from '../../../server/http/rateLimit';
import { call, insertMember } from '../rewards/support';

describeEachDb('referral lookups', (fx) => {
  let server: TestServer;
  let code: string;
  let referrerId: number;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    const referrer = await insertMember(fx.db, 'lookup-referrer@example.com', { nickname: 'さくら' });
    referrerId = referrer.userId;
    server = await startApiServer();
    setRateStore(memoryStore());
    code = (await call(server.url, 'GET', '/api/wn/mypage/referral', referrer)).body.code;
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    setRateStore(null);
    await server.close();
  });
  const lookup = (c: string, ip: string) => fetch(`${server.url}/api/v3/wn/referral/guest?code=${c}`, { headers: { 'x-forwarded-for': ip } });

  it('are rate limited per address (codes cannot be enumerated), with Retry-After', async () => {
    const limit = ruleFor('referral-lookup').limit;
    for (let i = 0; i < limit; i++) expect((await lookup(`ZZZZ${String(i).padStart(4, '0')}`, '203.0.113.9')).status).toBe(404);
    const refused = await lookup(code, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookup(code, '203.0.113.10')).status).toBe(200);
  });

  it('show no nickname while the referrer is private; her code still works', async () => {
    await fx.db.update(users).set({ isPrivate: true }).where(eq(users.id, referrerId));
    const res = await lookup(code, '203.0.113.11');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.nickname).toBeNull();
    expect(JSON.stringify(body)).not.toContain('さくら');
    await fx.db.update(users).set({ isPrivate: false }).where(eq(users.id, referrerId));
    expect((await (await lookup(code, '203.0.113.11')).json()).nickname).toBe('さくら');
  });
});
