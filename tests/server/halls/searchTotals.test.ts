import { and, eq, isNull } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as D from '../../../api/contract/directory';
import { halls, prefectures } from '@/server/db/schema';
import { invalidateResponses } from '@/server/http/responseCache';
import { seedHallDomain } from './hallSeed';
import { getOk } from './support';

jest.setTimeout(120_000);

type SearchProps = Awaited<ReturnType<typeof getOk<typeof D.getSearchProps>>>;
const countOf = (props: SearchProps, slug: string) => props.regions.flatMap((r) => r.prefectures).find((p) => p.slug === slug)!.hall_count;

// With the hot-read cache on (as in production), a search's total is kept once per filter set,
// shared by its sorts and pages and by /api/halls/count/ (server/halls/search/searchHalls.ts); the
// hall counts of every place come from one read of the whole halls table, kept once
// (server/halls/geoReads.ts): each place's page and search form used to read it again.
describeEachDb('hall search totals and place counts with the hot-read cache on', (fx) => {
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

  // Last: it moves a hall.
  it('hall counts per place are read once for every place, and again after a hall write drops them', async () => {
    const tokyo = await getOk(server, D.getSearchProps, '/api/search_props?prefecture_slug=tokyo');
    const tokyoHalls = countOf(tokyo, 'tokyo');
    expect(tokyoHalls).toBeGreaterThan(1);

    // A hall moves to Osaka behind the cache's back: no write through the API, so nothing is dropped.
    const ids = Object.fromEntries((await fx.db.select({ id: prefectures.id, slug: prefectures.slug }).from(prefectures)).map((p) => [p.slug, p.id]));
    const [moved] = await fx.db.select({ id: halls.id }).from(halls).where(and(eq(halls.prefectureId, ids.tokyo), isNull(halls.overseasDestination))).limit(1);
    await fx.db.update(halls).set({ prefectureId: ids.osaka, areaId: null, districtId: null, stationId: null }).where(eq(halls.id, moved.id));

    // Osaka's form is a new answer, but its counts are the ones read for Tokyo's.
    const osaka = await getOk(server, D.getSearchProps, '/api/search_props?prefecture_slug=osaka');
    expect(countOf(osaka, 'tokyo')).toBe(tokyoHalls);

    // A hall write drops them with the halls tag: the next place's answer counts again.
    await invalidateResponses(fx.db, ['halls']);
    const kyoto = await getOk(server, D.getSearchProps, '/api/search_props?prefecture_slug=kyoto');
    expect(countOf(kyoto, 'tokyo')).toBe(tokyoHalls - 1);
    expect(countOf(kyoto, 'osaka')).toBe(countOf(osaka, 'osaka') + 1);
  });
}, (db) => seedHallDomain(db));
