import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { costReports } from '../../../server/db/schema';

describeEachDb('GET /api/wn/halls/:id/cost_simulation', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    const report = (guestCount: number, total: number, i: number) => ({ hallId, nickname: `花嫁${i}`, weddingDate: '2025-10-04', season: 'autumn' as const, guestCount, total, initialEstimate: total - 300000, items: [], postedAt: '2025-11-01T00:00:00Z' });
    await fx.db.insert(costReports).values([report(60, 3000000, 1), report(80, 3800000, 2), report(40, 2200000, 3)]);
    server = await startApiServer();
  });
  afterAll(() => server.close());
  const get = async (q: string) => {
    const res = await fetch(`${server.url}/api/wn/halls/${q}`);
    return { status: res.status, body: await res.json() };
  };

  it('answers the expected total for her guest count from the hall\'s reports, with the spread and the count', async () => {
    const { status, body } = await get(`${hallId}/cost_simulation?guests=70`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ guests: 70, report_count: 3 });
    expect(body.low).toBeLessThanOrEqual(body.expected);
    expect(body.expected).toBeLessThanOrEqual(body.high);
    expect(body.expected).toBeGreaterThan(3000000);
  });

  it('400 for a count out of range, 404 for an unknown hall', async () => {
    expect((await get(`${hallId}/cost_simulation?guests=0`)).status).toBe(400);
    expect((await get(`${hallId}/cost_simulation?guests=abc`)).status).toBe(400);
    expect((await get('999999/cost_simulation?guests=60')).status).toBe(404);
  });
});
