jest.setTimeout(60000);

import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDb, type DbHandle } from '@/server/db/client';
import { createFreshPostgres, describeEachDb } from '../support/testDb';
import { insertMagazineFixture } from './fixtures';
import { magazinePosts } from '@/server/db/schema';
import { getArticle } from '@/server/magazine/post';
import { relatedPosts } from '@/server/magazine/related';

// getArticle and relatedPosts run prepared statements: what they answer must follow the rows, and the clock, of each call.
describeEachDb('an article and its related posts read through prepared statements', (fx) => {
  beforeAll(() => insertMagazineFixture(fx.db));
  const setPost = (id: number, values: Partial<typeof magazinePosts.$inferInsert>) => fx.db.update(magazinePosts).set(values).where(eq(magazinePosts.id, id));

  it('answers each article its own row, terms and writer with the writer\'s published-post count', async () => {
    const one = await getArticle(fx.db, 1, 1);
    const five = await getArticle(fx.db, 5, 1);
    expect(one).toMatchObject({ id: 1, title: '記事1', writer: { user_id: 1, posts_count: 5 } });
    expect(one.taxonomies.category.map((c) => c.term_id)).toEqual([1]);
    expect(one.taxonomies.post_tag.map((t) => t.term_id)).toEqual([10]);
    expect(five).toMatchObject({ id: 5, title: '記事5', writer: { user_id: 2, posts_count: 1 } });
  });

  it('answers an article without a writer with no writer', async () => {
    await setPost(2, { authorId: null });
    try {
      expect((await getArticle(fx.db, 2, 1)).writer).toBeNull();
    } finally {
      await setPost(2, { authorId: 1 });
    }
  });

  it('reads publication against the time of each call, not of the statement\'s preparation', async () => {
    expect((await getArticle(fx.db, 4, 1)).id).toBe(4);
    expect((await relatedPosts(fx.db, 5, 6)).posts.map((p) => p.post_id)).toContain(4);
    await setPost(4, { publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    try {
      await expect(getArticle(fx.db, 4, 1)).rejects.toMatchObject({ status: 404 });
      expect((await relatedPosts(fx.db, 5, 6)).posts.map((p) => p.post_id)).not.toContain(4);
      await expect(relatedPosts(fx.db, 4, 6)).rejects.toMatchObject({ status: 404 });
    } finally {
      await setPost(4, { publishedAt: '2026-03-04T10:00:00+09:00' });
    }
    expect((await getArticle(fx.db, 4, 1)).writer?.posts_count).toBe(5);
  });

  it('limits related posts to the page size asked for', async () => {
    const all = (await relatedPosts(fx.db, 1, 20)).posts.map((p) => p.post_id);
    expect(all.length).toBeGreaterThan(2);
    expect((await relatedPosts(fx.db, 1, 2)).posts.map((p) => p.post_id)).toEqual(all.slice(0, 2));
    expect((await relatedPosts(fx.db, 1, 1)).posts.map((p) => p.post_id)).toEqual(all.slice(0, 1));
  });
});

// node-postgres: each pooled connection prepares a statement the first time it runs it, and runs it
// under a generic plan (PostgreSQL otherwise re-planned related posts on every call).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('prepared statements on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let handle: DbHandle;
  const statements = async () =>
    ((await handle.db.execute(sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'musubi_stmt_%'`)) as unknown as { rows: { name: string; generic: number; custom: number }[] }).rows;
  beforeAll(async () => {
    fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    // One connection: the statements this test lists are the ones its calls ran on.
    process.env.PG_POOL_MAX = '1';
    try {
      handle = await openDb({ url: fresh.url });
    } finally {
      delete process.env.PG_POOL_MAX;
    }
    await insertMagazineFixture(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await fresh?.drop();
  });

  it('plans each one generically, never once per call', async () => {
    for (let i = 0; i < 8; i++) {
      await getArticle(handle.db, 1 + (i % 6), 1);
      await relatedPosts(handle.db, 1 + (i % 6), 6);
    }
    const listed = await statements();
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const s of listed) expect({ name: s.name, custom: s.custom, planned: s.generic > 0 }).toEqual({ name: s.name, custom: 0, planned: true });
  });

  it('prepares again on a connection the pool opened in place of a lost one', async () => {
    const [{ pid }] = ((await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The first call may meet the dead connection (and the pool drops it); the next runs on a new one.
    await getArticle(handle.db, 1, 1).catch(() => undefined);
    expect(await getArticle(handle.db, 3, 1)).toMatchObject({ id: 3, title: '記事3' });
    expect((await relatedPosts(handle.db, 3, 6)).posts.length).toBeGreaterThan(0);
  });
});
