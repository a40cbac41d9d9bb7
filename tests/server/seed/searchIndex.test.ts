import { sql } from 'drizzle-orm';
import { openDb, type Db, type DbHandle } from '@/server/db/client';
import { seedAll, seedMarket } from '@/server/seed';
import { marketSizes } from '@/server/seed/context';
import { HALLS_AT_SCALE_1 } from '@/server/seed/halls';
import { buildSearchDocuments, searchTriggers, withSearchTriggersOff } from '@/server/seed/searchIndex';
import { createFreshPostgres } from '../support/testDb';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

const FRACTION = 0.001;
const TODAY = '2026-11-28';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every search document, every column, in a fixed order (arrays and dates as text, so any difference shows). */
const documents = (db: Db) =>
  rowsOf<Record<string, unknown>>(db, sql`
    SELECT kind, ref_id, title, body, title_norm, norm, tokens::text AS tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated::text AS dated
    FROM search_documents ORDER BY kind, ref_id`);

/** The search triggers' state: O enabled, D disabled. */
const triggerStates = (db: Db) =>
  rowsOf<{ name: string; state: string }>(db, sql`
    SELECT t.tgname AS name, t.tgenabled AS state FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND p.proname LIKE 'musubi\_search\_on\_%' ORDER BY 1`);

const indexDefs = async (db: Db) =>
  (await rowsOf<{ def: string }>(db, sql`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'search_documents' ORDER BY indexname`)).map((r) => r.def);

const kindCounts = (docs: Record<string, unknown>[]) => docs.reduce<Record<string, number>>((acc, d) => ({ ...acc, [String(d.kind)]: (acc[String(d.kind)] ?? 0) + 1 }), {});

describe('the search documents built set-based [pglite]', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openMemoryDb();
    await seedAll(handle.db, { scale: 0.05, quiet: true, today: TODAY });
  }, 120_000);
  afterAll(() => handle?.close());

  it('leave the demo seed with planner statistics and a visibility map on every table it filled', async () => {
    const missing = await rowsOf<{ relname: string }>(handle.db, sql`
      SELECT relname FROM pg_stat_user_tables
      WHERE n_live_tup > 0 AND ((last_analyze IS NULL AND last_autoanalyze IS NULL) OR (last_vacuum IS NULL AND last_autovacuum IS NULL)) ORDER BY relname`);
    expect(missing.map((r) => r.relname)).toEqual([]);
  });

  it('are, row for row, what the triggers wrote during the demo seed, under the same indexes', async () => {
    const byTriggers = await documents(handle.db);
    const indexes = await indexDefs(handle.db);
    expect(indexes.length).toBeGreaterThan(10);
    expect(Object.keys(kindCounts(byTriggers)).sort()).toEqual(['article', 'fair', 'hall', 'report', 'ring']);
    // Emptied (the triggers would only delete the documents again), then built in bulk.
    await handle.db.execute(sql`DELETE FROM search_documents`);
    const counts = await buildSearchDocuments(handle.db);
    expect(counts).toEqual(kindCounts(byTriggers));
    expect(await documents(handle.db)).toEqual(byTriggers);
    // Its indexes, dropped for the build, are back as they were.
    expect(await indexDefs(handle.db)).toEqual(indexes);
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)(`the market seed's search documents at ${FRACTION} of its size [postgres]`, () => {
  const dbs: { handle: DbHandle; drop(): Promise<void> }[] = [];
  const fresh = async () => {
    const made = await createFreshPostgres(process.env.TEST_DATABASE_URL!, { migrated: true });
    const handle = await openDb({ url: made.url });
    dbs.push({ handle, drop: made.drop });
    return handle;
  };
  afterAll(async () => {
    for (const d of dbs) {
      await d.handle.close();
      await d.drop();
    }
  });

  it('are exactly the rows the triggers write when the same market is seeded row by row', async () => {
    const bulk = await fresh();
    const rowByRow = await fresh();
    await seedMarket(bulk.db, FRACTION, { today: TODAY, quiet: true });
    // The same generators at the same sizes with the triggers on: what the market seed did before.
    const market = marketSizes(FRACTION);
    await seedAll(rowByRow.db, { scale: market.halls / HALLS_AT_SCALE_1, market, today: TODAY, quiet: true });
    const expected = await documents(rowByRow.db);
    expect(Object.keys(kindCounts(expected)).sort()).toEqual(['article', 'fair', 'hall', 'report', 'ring']);
    expect(kindCounts(expected).report).toBeGreaterThan(0);
    expect(await documents(bulk.db)).toEqual(expected);
    // The triggers are on again: a new article gets its document at once.
    expect((await triggerStates(bulk.db)).map((t) => t.state)).toEqual(Array(7).fill('O'));
    await bulk.db.execute(sql`
      INSERT INTO magazine_posts (slug, title, content, excerpt, plain_text, status, author_id, published_at, modified_at)
      SELECT 'after-seed', '新しい花嫁の記事', '<p>本文</p>', '', '本文', 'publish', min(id), now(), now() FROM magazine_writers`);
    const [doc] = await rowsOf<{ title_norm: string }>(bulk.db, sql`
      SELECT d.title_norm FROM search_documents d JOIN magazine_posts m ON m.id = d.ref_id WHERE d.kind = 'article' AND m.slug = 'after-seed'`);
    expect(doc?.title_norm).toBe('新しい花嫁の記事');
  }, 300_000);

  it('turns exactly the search triggers off during the load, and on again when the load fails', async () => {
    const db = (await fresh()).db;
    const triggers = await searchTriggers(db);
    expect(triggers.map((t) => t.table).sort()).toEqual(['bride_reports', 'fair_contents', 'halls', 'magazine_posts', 'ring_brands', 'rings', 'users']);
    let during: string[] = [];
    await expect(
      withSearchTriggersOff(db, async () => {
        during = (await triggerStates(db)).map((t) => t.state);
        throw new Error('the load broke');
      }),
    ).rejects.toThrow('the load broke');
    expect(during).toEqual(Array(7).fill('D'));
    expect((await triggerStates(db)).map((t) => t.state)).toEqual(Array(7).fill('O'));
    // Other triggers of those tables (foreign keys' internal ones) were never touched.
    const others = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgenabled <> 'O'`);
    expect(others[0].n).toBe(0);
  });
});
