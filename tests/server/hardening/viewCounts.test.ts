jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { halls, hallPvViews, hallViews } from '../../../server/db/schema';
import { csrfHeaders } from '../fairs/support';
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
  const postPv = (uuid: string, ip = '198.51.100.1') =>
    fetch(`${server.url}/api/wn/halls/${hallId}/pv`, { method: 'POST', headers: { ...csrfHeaders(), 'content-type': 'application/json', 'x-musubi-uuid': uuid, 'x-forwarded-for': ip }, body: '{}' });
  const register = async (uuid: string) => expect((await get(`/api/uuid/?uuid=${uuid}`, uuid)).status).toBe(200);

  it('GET pv only reads: asked any number of times, it counts nothing', async () => {
    const before = await pvOf();
    await register(visitor(1));
    for (let i = 0; i < 10; i++) expect((await (await get(`/api/wn/halls/${hallId}/pv`, visitor(1))).json()).pv).toBe(before);
    expect(await pvOf()).toBe(before);
  });

  it('POST pv counts a registered visitor id once per hall per day; a made-up one never', async () => {
    const before = await pvOf();
    for (let i = 0; i < 20; i++) expect((await (await postPv(visitor(500 + i))).json()).counted).toBe(false);
    expect(await pvOf()).toBe(before);
    await register(visitor(2));
    expect(await (await postPv(visitor(2))).json()).toEqual({ hall_id: hallId, pv: before + 1, counted: true });
    for (let i = 0; i < 5; i++) expect((await (await postPv(visitor(2))).json()).counted).toBe(false);
    expect(await pvOf()).toBe(before + 1);
    expect((await fx.db.select().from(hallPvViews).where(eq(hallPvViews.hallId, hallId))).map((r) => r.visitorKey)).toContain(`v:${visitor(2)}`);
  });

  it('new visitor ids are registered only so many per address', async () => {
    const ip = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i <= ruleFor('uuid-register').limit; i++) statuses.push((await get(`/api/uuid/?uuid=${visitor(3000 + i)}`, visitor(3000 + i), ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counted views are rate limited per client address', async () => {
    const limit = ruleFor('view').limit;
    const ip = '198.51.100.88';
    for (let i = 0; i < limit; i++) await postPv(visitor(2000 + i), ip);
    const res = await postPv(visitor(2), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('the recently-viewed record is written once per visitor and hall', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/api/uuid/halls/create?uuid=${visitor(3)}&hall_id=${hallId}`, visitor(3))).status).toBe(200);
    const [row] = await fx.db.select().from(hallViews).where(eq(hallViews.uuid, visitor(3)));
    expect(row.viewCount).toBe(1);
  });

  it('both are rate limited per client address, with Retry-After', async () => {
    const limit = ruleFor('view').limit;
    const ip = '198.51.100.77';
    for (let i = 0; i < limit; i++) await get(`/api/uuid/halls/create?uuid=${visitor(1000 + i)}&hall_id=${hallId}`, visitor(1000 + i), ip);
    const res = await get(`/api/uuid/halls/create?uuid=${visitor(5)}&hall_id=${hallId}`, visitor(5), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
