import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as D from '../../../api/contract/directory';
import { seedHallDomain } from './hallSeed';
import { getOk } from './support';

jest.setTimeout(120_000);

// With the hot-read cache on (as in production), a search's total is kept once per filter set,
// shared by its sorts and pages and by /api/halls/count/ (server/halls/search/searchHalls.ts).
describeEachDb('hall search totals with the hot-read cache on', () => {
  let server: TestServer;
  const before = process.env.RESPONSE_CACHE;
  beforeAll(async () => {
    process.env.RESPONSE_CACHE = '1';
    server = await startApiServer();
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.RESPONSE_CACHE;
    else process.env.RESPONSE_CACHE = before;
    await server.close();
  });

  it('every sort and page of a search, and its count, agree', async () => {
    // The count first, then the searches that reuse it; then the other way round for another place.
    const count = await getOk(server, D.countHalls, '/api/halls/count/?prefecture_slug=tokyo');
    const pages = await Promise.all(
      ['recommended', 'rating', 'price_low'].flatMap((s) => [1, 2].map((page) => getOk(server, D.searchHalls, `/api/halls/?prefecture_slug=tokyo&s=${s}&page=${page}&per_page=5`))),
    );
    expect(count.count).toBeGreaterThan(5);
    for (const p of pages) expect(p.total).toBe(count.count);
    const ids = (await getOk(server, D.searchHalls, '/api/halls/?prefecture_slug=tokyo&per_page=50')).items.map((h) => h.id);
    expect(ids).toHaveLength(Math.min(50, count.count));

    const osaka = await getOk(server, D.searchHalls, '/api/halls/?prefecture_slug=osaka&s=rating');
    const [osakaCount, osakaDefault] = await Promise.all([
      getOk(server, D.countHalls, '/api/halls/count/?prefecture_slug=osaka'),
      getOk(server, D.countHalls, '/api/halls/count/?prefecture_slug=osaka&s=recommended'),
    ]);
    expect(osakaCount.count).toBe(osaka.total);
    expect(osakaDefault.count).toBe(osaka.total);
  });
}, (db) => seedHallDomain(db));
