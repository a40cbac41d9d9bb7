import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/server/db/client';
import { seedMarket } from '@/server/seed';
import { marketSizes } from '@/server/seed/context';
import { createFreshPostgres } from '../support/testDb';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

const FRACTION = 0.001;
const TODAY = '2026-11-28';

async function one<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T> {
  const res = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return res.rows[0];
}
const count = async (handle: DbHandle, query: ReturnType<typeof sql>) => Number((await one<{ n: number | string }>(handle, query)).n);

describe('the market seed refuses PGlite', () => {
  it('says that it needs DATABASE_URL, and writes nothing', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/seed.ts', '--market', '--fraction', '0.001'], { env: { ...process.env, DATABASE_URL: '' } });
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining('--market fills PostgreSQL only: set DATABASE_URL') });
  });

  it('refuses in the library too', async () => {
    const handle = await openMemoryDb();
    try {
      await expect(seedMarket(handle.db, FRACTION)).rejects.toThrow('PostgreSQL only');
    } finally {
      await handle.close();
    }
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)(`the market seed at ${FRACTION} of its size [postgres]`, () => {
  const sizes = marketSizes(FRACTION);
  let handle: DbHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    drop = fresh.drop;
    handle = await openDb({ url: fresh.url });
    await seedMarket(handle.db, FRACTION, { today: TODAY, quiet: true });
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('has the market’s counts, times the fraction', async () => {
    expect(await count(handle, sql`SELECT count(*) AS n FROM halls WHERE overseas_destination IS NULL`)).toBe(sizes.halls);
    // The market's members and the demo's few extra logins (families, rewards).
    const members = await count(handle, sql`SELECT count(*) AS n FROM users`);
    expect(members).toBeGreaterThanOrEqual(sizes.members);
    expect(members).toBeLessThan(sizes.members + 20);
    expect(await count(handle, sql`SELECT count(*) AS n FROM bride_reports`)).toBe(sizes.brideReports);
    expect(await count(handle, sql`SELECT count(*) AS n FROM magazine_posts`)).toBe(sizes.articles);
    const reviews = await count(handle, sql`SELECT count(*) AS n FROM reviews WHERE status = 'published'`);
    expect(reviews).toBeGreaterThan(sizes.reviews * 0.7);
    expect(reviews).toBeLessThan(sizes.reviews * 1.3);
    // 3–6 albums of 2–7 photos a report: about 20 each.
    const photos = await count(handle, sql`SELECT count(*) AS n FROM user_album_photos`);
    expect(photos).toBeGreaterThan(sizes.brideReports * 12);
    expect(photos).toBeLessThan(sizes.brideReports * 30);
    const clipsAndLoves = await count(
      handle,
      sql`SELECT (SELECT count(*) FROM hall_clips) + (SELECT count(*) FROM article_clips) + (SELECT count(*) FROM bride_report_clips) + (SELECT count(*) FROM loves) AS n`,
    );
    expect(clipsAndLoves).toBeGreaterThan(sizes.clipsAndLoves * 0.8);
    expect(clipsAndLoves).toBeLessThan(sizes.clipsAndLoves * 1.2);
  });

  it('leaves the planner statistics of every table it filled (no wait for autovacuum)', async () => {
    const res = (await handle.db.execute(sql`SELECT relname FROM pg_stat_user_tables WHERE n_live_tup > 0 AND last_analyze IS NULL AND last_autoanalyze IS NULL ORDER BY relname`)) as unknown as { rows: { relname: string }[] };
    expect(res.rows.map((r) => r.relname)).toEqual([]);
  });

  it('lays fairs and their slots out over the next three months', async () => {
    const row = await one<{ last: string }>(handle, sql`SELECT max(hold_at)::text AS last FROM fairs`);
    const days = (Date.parse(row.last) - Date.parse(TODAY)) / 86400000;
    expect(days).toBeGreaterThanOrEqual(84);
    expect(await count(handle, sql`SELECT count(*) AS n FROM fair_slots s JOIN fairs f ON f.id = s.fair_id WHERE f.hold_at > ${TODAY}::date + 60`)).toBeGreaterThan(0);
  });

  it('keeps every reference whole, also where no foreign key holds it', async () => {
    // いいね name their target by key only.
    expect(await count(handle, sql`SELECT count(*) AS n FROM loves l WHERE l.type = 'article' AND NOT EXISTS (SELECT 1 FROM magazine_posts p WHERE p.id = l.target_id AND l.target_key = p.id::text)`)).toBe(0);
    expect(await count(handle, sql`SELECT count(*) AS n FROM loves l WHERE l.type = 'user' AND NOT EXISTS (SELECT 1 FROM bride_reports r WHERE r.user_id = l.target_id AND l.target_key = r.user_id::text)`)).toBe(0);
    expect(await count(handle, sql`SELECT count(*) AS n FROM loves WHERE type = 'user' AND target_id = user_id`)).toBe(0);
    // Nothing clipped twice by one member; nobody clips a private report.
    expect(await count(handle, sql`SELECT count(*) AS n FROM (SELECT user_id, hall_id FROM hall_clips GROUP BY 1, 2 HAVING count(*) > 1) d`)).toBe(0);
    expect(await count(handle, sql`SELECT count(*) AS n FROM bride_report_clips c JOIN users u ON u.id = c.report_id WHERE u.is_private AND c.user_id <> c.report_id`)).toBe(0);
    // Every hall's rating and review count agree with its reviews.
    expect(await count(handle, sql`SELECT count(*) AS n FROM halls h WHERE h.rating_count <> (SELECT count(*) FROM reviews r WHERE r.hall_id = h.id)`)).toBe(0);
    // Photos belong to albums of members who wrote a report.
    expect(await count(handle, sql`SELECT count(*) AS n FROM user_albums a WHERE NOT EXISTS (SELECT 1 FROM bride_reports r WHERE r.user_id = a.user_id)`)).toBe(0);
  });

  it('looks like the Japanese market: members marry where the halls are, under nicknames that differ', async () => {
    // At this fraction each of the three largest markets has one hall; every generated member marries in one of them.
    const halls = await one<{ slugs: string[] }>(handle, sql`SELECT array_agg(DISTINCT p.slug ORDER BY p.slug) AS slugs FROM halls h JOIN prefectures p ON p.id = h.prefecture_id WHERE h.overseas_destination IS NULL`);
    expect(halls.slugs).toEqual(['kanagawa', 'osaka', 'tokyo']);
    expect(await count(handle, sql`SELECT count(*) AS n FROM users u WHERE u.email LIKE 'bride%' AND NOT EXISTS (SELECT 1 FROM halls h WHERE h.prefecture_id = u.wedding_prefecture_id)`)).toBe(0);
    const nick = await one<{ all: number; distinct: number }>(handle, sql`SELECT count(*)::int AS all, count(DISTINCT nickname)::int AS distinct FROM users`);
    expect(nick.distinct / nick.all).toBeGreaterThan(0.95);
    expect(await count(handle, sql`SELECT count(*) AS n FROM users WHERE email LIKE 'bride%' AND nickname !~ '[ぁ-んァ-ン]' AND nickname !~ '^[a-zA-Z]+[._0-9]'`)).toBe(0);
  });
});
