import fc from 'fast-check';
import { and, eq, isNull } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as D from '@/api/contract/directory';
import { halls, prefectures } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { seedHallDomain } from './hallSeed';
import { getOk } from './support';

jest.setTimeout(180_000);

type Keys = { id: number; rating: number; ratingCount: number; cost: number; recommendScore: number; createdAt: string };
const desc = (a: number, b: number) => b - a;
const asc = (a: number, b: number) => a - b;

/** Each sort of docs/search.md, written out apart from the SQL (and the indexes that serve it). */
const REFERENCE: Record<D.SortKey, (a: Keys, b: Keys) => number> = {
  recommended: (a, b) => desc(a.recommendScore, b.recommendScore) || asc(a.id, b.id),
  rating: (a, b) => desc(a.rating, b.rating) || desc(a.ratingCount, b.ratingCount) || asc(a.id, b.id),
  review_count: (a, b) => desc(a.ratingCount, b.ratingCount) || desc(a.rating, b.rating) || asc(a.id, b.id),
  price_high: (a, b) => desc(a.cost, b.cost) || asc(a.id, b.id),
  price_low: (a, b) => asc(a.cost, b.cost) || asc(a.id, b.id),
  created_at_desc: (a, b) => desc(Date.parse(a.createdAt), Date.parse(b.createdAt)) || desc(a.id, b.id),
};

async function prefectureHalls(db: Db, slug: string): Promise<Keys[]> {
  return db
    .select({ id: halls.id, rating: halls.rating, ratingCount: halls.ratingCount, cost: halls.cost, recommendScore: halls.recommendScore, createdAt: halls.createdAt })
    .from(halls)
    .innerJoin(prefectures, eq(prefectures.id, halls.prefectureId))
    .where(and(eq(prefectures.slug, slug), isNull(halls.overseasDestination)));
}

// A prefecture's page of every sort (the directory API mix of issue 16) is the slice of its halls in
// that order, with ties broken by id, and every page carries the prefecture's total.
describeEachDb('hall search: every sort and page of a prefecture', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('matches the written-out order for any prefecture, sort, page and page size', async () => {
    const places = ['tokyo', 'osaka', 'kanagawa', 'hokkaido', 'okinawa'];
    const all = new Map(await Promise.all(places.map(async (p) => [p, await prefectureHalls(fx.db, p)] as const)));
    expect(all.get('tokyo')!.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...places),
        fc.constantFrom(...(Object.keys(REFERENCE) as D.SortKey[])),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        async (place, s, page, perPage) => {
          const expected = [...all.get(place)!].sort(REFERENCE[s]).map((h) => h.id);
          const res = await getOk(server, D.searchHalls, `/api/halls/?prefecture_slug=${place}&s=${s}&page=${page}&per_page=${perPage}`);
          expect(res.total).toBe(expected.length);
          expect(res.items.map((h) => h.id)).toEqual(expected.slice((page - 1) * perPage, page * perPage));
        },
      ),
      { numRuns: 40 },
    );
  });
}, (db) => seedHallDomain(db, 0.3));
