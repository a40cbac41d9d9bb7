jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { halls, hallViews } from '../../../server/db/schema';
import { memoryStore, ruleFor, setRateStore } from '../../../server/http/rateLimit';

const visitor = (n: number) => `0b7c4a8e-2f1d-4c3b-9a6e-${String(n).padStart(12, '0')}`;

describeEachDb('GETs that count views', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    setRateStore(null);
    await server.close();
  });
  beforeEach(() => setRateStore(memoryStore()));

  const pvOf = async () => (await fx.db.select({ pv: halls.pv }).from(halls).where(eq(halls.id, hallId)))[0].pv;
  const get = (path: string, uuid: string, ip = '198.51.100.1') => fetch(`${server.url}${path}`, { headers: { 'x-musubi-uuid': uuid, 'x-forwarded-for': ip } });

  it('a hall view (pv) counts once per visitor and hall, however often it is asked', async () => {
    const before = await pvOf();
    for (let i = 0; i < 10; i++) expect((await get(`/api/wn/halls/${hallId}/pv`, visitor(1))).status).toBe(200);
    expect(await pvOf()).toBe(before + 1);
    const other = await (await get(`/api/wn/halls/${hallId}/pv`, visitor(2))).json();
    expect(other.pv).toBe(before + 2);
  });

  it('the recently-viewed record is written once per visitor and hall', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/api/uuid/halls/create?uuid=${visitor(3)}&hall_id=${hallId}`, visitor(3))).status).toBe(200);
    const [row] = await fx.db.select().from(hallViews).where(eq(hallViews.uuid, visitor(3)));
    expect(row.viewCount).toBe(1);
  });

  it('both are rate limited per client address, with Retry-After', async () => {
    const limit = ruleFor('view').limit;
    const ip = '198.51.100.77';
    for (let i = 0; i < limit; i++) await get(`/api/wn/halls/${hallId}/pv`, visitor(1000 + i), ip);
    const res = await get(`/api/uuid/halls/create?uuid=${visitor(5)}&hall_id=${hallId}`, visitor(5), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
