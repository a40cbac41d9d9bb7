jest.setTimeout(60000);

import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMagazineFixture } from './fixtures';
import type { RequestContext } from '../../../server/http/context';

const ids = (list: { post_id?: number; article_id?: number }[]) => list.map((p) => p.post_id ?? p.article_id);

describeEachDb('magazine endpoints', (fx) => {
  let server: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  beforeAll(async () => {
    await insertMagazineFixture(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  describe('GET /wp-json/musubi/v1/category-with-posts', () => {
    it('answers the category, its sub-categories and posts of both, newest first', async () => {
      const { status, body } = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=1');
      expect(status).toBe(200);
      expect(body.category).toEqual({ term_id: 1, name: '式場選び', slug: 'venue', taxonomy: 'category', permalink: '/magazine/category/1', parent_term_id: null, posts_count: 3 });
      expect(body.children.map((c: { term_id: number }) => c.term_id)).toEqual([2]);
      expect(body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([6, 3, 2, 1]);
      expect(body).toMatchObject({ total: 4, page: 1, total_pages: 1 });
    });

    it('paginates with perPage and reports the totals', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=1&page=2&perPage=3');
      expect(body).toMatchObject({ total: 4, page: 2, per_page: 3, total_pages: 2 });
      expect(body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([1]);
    });

    it('gives the spec fields of a magazine post', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=1&perPage=1');
      const p = body.posts[0];
      expect(p).toMatchObject({ post_id: 6, post_title: '記事6', pr_label_flag: true, pr_label: 'PR', permalink: '/magazine/6', author: { user_id: 1, display_name: '青山 美咲' } });
      expect(p.post_modified).toBe(Math.floor(Date.parse('2026-03-06T12:00:00+09:00') / 1000));
      expect(p.taxonomies.category[0].name).toBe('式場選び');
      expect(p.taxonomies.post_tag[0]).toMatchObject({ term_id: 10, permalink: '/magazine/tag/kengaku' });
      expect(p.images.thumbnail.url).toBe('/media/articles/6/thumbnail/1.jpg');
    });

    it('leaves out ancestors and children with shortinit', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=2&shortinit=1');
      expect(body.ancestors).toEqual([]);
      const full = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=2');
      expect(full.body.ancestors.map((a: { term_id: number }) => a.term_id)).toEqual([1]);
    });

    it('is 404 "Not Found" for an unknown category or a tag id, 400 for a bad id', async () => {
      expect((await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=999')).body).toMatchObject({ status: 404, message: 'Not Found' });
      expect((await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=10')).status).toBe(404);
      const bad = await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^id:/);
      expect((await get('/api/__ext/wp-json/musubi/v1/category-with-posts?id=1&perPage=0')).body.message).toMatch(/^perPage:/);
    });
  });

  describe('GET /wp-json/musubi/v1/tag-with-posts and categories', () => {
    it('answers a tag by slug with its published posts', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/tag-with-posts?slug=kengaku');
      expect(body.tag).toMatchObject({ term_id: 10, name: '式場見学', posts_count: 3 });
      expect(body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([6, 2, 1]);
    });
    it('is 404 for an unknown tag and 400 without a slug', async () => {
      expect((await get('/api/__ext/wp-json/musubi/v1/tag-with-posts?slug=nothing')).status).toBe(404);
      expect((await get('/api/__ext/wp-json/musubi/v1/tag-with-posts')).status).toBe(400);
    });
    it('lists every category with its parent', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/categories');
      expect(body.categories.map((c: { term_id: number; parent_term_id: number | null }) => [c.term_id, c.parent_term_id])).toEqual([[1, null], [2, 1], [3, null]]);
    });
  });

  describe('GET /wp-json/musubi/v1/related-posts', () => {
    it('ranks posts sharing tags above those sharing only the category, never the post itself or drafts', async () => {
      const { body } = await get('/api/__ext/wp-json/musubi/v1/related-posts?id=1');
      expect(body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([6, 2, 3]);
    });
    it('answers an empty list for a post sharing nothing, 404 for an unknown or draft post', async () => {
      await fx.db.execute((await import('drizzle-orm')).sql`delete from magazine_post_terms where post_id = 3 and term_id = 1`);
      expect((await get('/api/__ext/wp-json/musubi/v1/related-posts?id=3')).body.posts).toEqual([]);
      await fx.db.execute((await import('drizzle-orm')).sql`insert into magazine_post_terms (post_id, term_id) values (3, 1)`);
      expect((await get('/api/__ext/wp-json/musubi/v1/related-posts?id=999')).status).toBe(404);
      expect((await get('/api/__ext/wp-json/musubi/v1/related-posts?id=7')).status).toBe(404);
    });
  });

  describe('GET /api/web/post', () => {
    it('answers the article with sanitised content, anchors, table of contents and writer', async () => {
      const { status, body, headers } = await get('/api/web/post?id=1');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toMatch(/public, s-maxage=60/);
      expect(body).toMatchObject({ id: 1, post_id: 1, title: '記事1', page: 1, num_pages: 1, clip_count: 0, is_clipped: false, excerpt: '本文1の段落です。' });
      expect(body.toc).toEqual([{ id: 'section-1', text: '見出しA', level: 2 }, { id: 'section-2', text: '小見出し', level: 3 }]);
      expect(body.content).toContain('<h2 id="section-1">見出しA</h2>');
      expect(body.writer).toMatchObject({ user_id: 1, display_name: '青山 美咲', permalink: '/magazine/writers/1', posts_count: 5 });
      expect(body.date).toBe('2026-03-01T01:00:00.000Z');
    });
    it('serves the pages of an article split with <!--nextpage-->', async () => {
      const second = await get('/api/web/post?id=3&page=2');
      expect(second.body).toMatchObject({ page: 2, num_pages: 2 });
      expect(second.body.content).toContain('二ページ目');
      expect(second.body.content).not.toContain('一ページ目');
      expect((await get('/api/web/post?id=3&page=3')).status).toBe(404);
    });
    it('is 404 for unknown and draft posts, 400 for a bad id', async () => {
      expect((await get('/api/web/post?id=999')).body.message).toBe('Not Found');
      expect((await get('/api/web/post?id=7')).status).toBe(404);
      expect((await get('/api/web/post?id=-1')).status).toBe(400);
    });
  });

  describe('GET /api/web/post/recent', () => {
    it('answers the newest published posts and the total', async () => {
      const { body } = await get('/api/web/post/recent');
      expect(body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([6, 5, 4, 3, 2, 1]);
      expect(body).toMatchObject({ total: 6, page: 1, per_page: 20, total_pages: 1 });
    });
    it('answers an empty page past the end, 400 for page 0', async () => {
      expect((await get('/api/web/post/recent?page=2')).body).toMatchObject({ posts: [], total: 6 });
      expect((await get('/api/web/post/recent?page=0')).body.message).toMatch(/^page:/);
    });
  });

  describe('rankings', () => {
    it('orders /api/web/pv/ranking by the views of each term', async () => {
      expect(ids((await get('/api/web/pv/ranking?ranking_type=day')).body.posts)).toEqual([5, 1, 2]);
      expect(ids((await get('/api/web/pv/ranking?ranking_type=week')).body.posts)).toEqual([2, 5, 1]);
      expect(ids((await get('/api/web/pv/ranking?ranking_type=month')).body.posts)).toEqual([4, 2, 5, 1]);
    });
    it('defaults to the day term with start 0 and stop 20, counts pv and ranks', async () => {
      const { body } = await get('/api/web/pv/ranking');
      expect(body.ranking_type).toBe('day');
      expect(body.posts[0]).toMatchObject({ post_id: 5, rank: 1, pv: 50 });
    });
    it('slices with start and stop and filters by category (sub-categories included)', async () => {
      expect(ids((await get('/api/web/pv/ranking?ranking_type=month&start=1&stop=3')).body.posts)).toEqual([2, 5]);
      const r = await get('/api/web/pv/ranking?ranking_type=month&start=1&stop=3');
      expect(r.body.posts.map((p: { rank: number }) => p.rank)).toEqual([2, 3]);
      expect(ids((await get('/api/web/pv/ranking?ranking_type=month&category_id=1')).body.posts)).toEqual([2, 1]);
      expect((await get('/api/web/pv/ranking?category_id=999')).status).toBe(404);
    });
    it('rejects a bad term or range with 400', async () => {
      expect((await get('/api/web/pv/ranking?ranking_type=year')).body.message).toMatch(/^ranking_type:/);
      expect((await get('/api/web/pv/ranking?start=5&stop=5')).body.message).toMatch(/^stop:/);
    });
    it('answers /api/ranking/list/ per term as clip-form articles', async () => {
      const week = await get('/api/ranking/list/?term=week');
      expect(ids(week.body.articles)).toEqual([2, 5, 1]);
      expect(week.body.articles[0]).toMatchObject({ article_id: 2, url: '/magazine/2', rank: 1, category_name: 'ブライダルフェア', clip_count: 0, is_clipped: false, referer_url: '/magazine' });
      expect(ids((await get('/api/ranking/list?term=month')).body.articles)).toEqual([4, 2, 5, 1]);
      expect((await get('/api/ranking/list/')).body.term).toBe('day');
      expect((await get('/api/ranking/list/?term=month&page=2')).body.articles).toEqual([]);
      expect((await get('/api/ranking/list/?term=hour')).status).toBe(400);
    });
  });

  describe('GET /api/pickup/article/today/', () => {
    it('answers up to five editorial (non-PR) articles, the same on every call', async () => {
      const a = await get('/api/pickup/article/today/');
      const b = await get('/api/pickup/article/today');
      expect(a.status).toBe(200);
      expect(a.body.articles).toHaveLength(5);
      expect(ids(a.body.articles)).not.toContain(6);
      expect(ids(a.body.articles)).toEqual(ids(b.body.articles));
      expect(a.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    it('refuses a user_id without a session', async () => {
      expect((await get('/api/pickup/article/today/?user_id=1')).status).toBe(401);
    });
  });

  describe('GET /api/web/post/author', () => {
    it('answers the writer and the writer\'s posts', async () => {
      const { body } = await get('/api/web/post/author?id=2');
      expect(body.authors).toEqual([expect.objectContaining({ user_id: 2, display_name: '石川 健太', posts_count: 1, avatar_url: '/media/writers/2/avatar/1.jpg' })]);
      expect(ids(body.posts)).toEqual([5]);
      expect(body.total).toBe(1);
    });
    it('answers a writer without posts with an empty list, 404 for an unknown writer', async () => {
      expect((await get('/api/web/post/author?id=3')).body).toMatchObject({ posts: [], total: 0 });
      expect((await get('/api/web/post/author?id=99')).status).toBe(404);
      expect((await get('/api/web/post/author')).status).toBe(400);
    });
  });

  describe('GET /api/web/writers', () => {
    it('lists writers by article count with index-style paging', async () => {
      const { body } = await get('/api/web/writers?hitsPerPage=2');
      expect(body).toMatchObject({ nbHits: 3, page: 0, nbPages: 2, hitsPerPage: 2 });
      expect(body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([1, 2]);
      expect((await get('/api/web/writers?hitsPerPage=2&page=1')).body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([3]);
    });
    it('searches name, reading and profile', async () => {
      expect((await get(`/api/web/writers?query=${encodeURIComponent('ジュエリー')}`)).body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([2]);
      expect((await get(`/api/web/writers?query=${encodeURIComponent('ほしの')}`)).body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([3]);
      expect((await get('/api/web/writers?query=%25')).body.nbHits).toBe(0);
    });
    it('applies filters and refuses unknown ones with 400', async () => {
      expect((await get(`/api/web/writers?filters=${encodeURIComponent('specialty:指輪')}`)).body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([2]);
      expect((await get('/api/web/writers?filters=has_posts:false')).body.hits.map((w: { user_id: number }) => w.user_id)).toEqual([3]);
      expect((await get(`/api/web/writers?filters=${encodeURIComponent('has_posts:true AND specialty:式場選び')}`)).body.nbHits).toBe(1);
      const bad = await get('/api/web/writers?filters=age:30');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^filters:/);
    });
  });

  describe('POST /api/web/pv', () => {
    it('counts views on today\'s row and refuses cross-site or token-less posts', async () => {
      const { addPageViews } = await import('../../../server/magazine/pageViews');
      await addPageViews(fx.db, new Map([[1, 1]]), new Date('2026-04-01T03:00:00Z'));
      await addPageViews(fx.db, new Map([[1, 1]]), new Date('2026-04-01T04:00:00Z'));
      const day = await get('/api/web/pv/ranking?ranking_type=day');
      expect(day.body.posts).toEqual([expect.objectContaining({ post_id: 1, pv: 2 })]);
      const res = await fetch(`${server.url}/api/web/pv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ post_id: 1 }) });
      expect(res.status).toBe(403);
    });

    it('counts a registered visitor once per article and Japanese day; a made-up visitor id or none never', async () => {
      const { invoke } = await import('../../../server/http/invoke');
      const { recordPageView: endpoint } = await import('../../../api/contract/magazine');
      const { sql, eq } = await import('drizzle-orm');
      const { magazinePageViews } = await import('../../../server/db/schema');
      const { registerVisitorUuid } = await import('../../../server/visitors/registerUuid');
      const { flushArticleViews } = await import('../../../server/magazine/viewCounter');
      const visitor = (uuid: string | null): RequestContext => ({
        db: fx.db, user: null, sessionId: null, uuid, ip: '198.51.100.7', userAgent: 'test', cookies: {}, headers: {},
        setCookie: () => undefined, clearCookie: () => undefined,
      });
      const views = async () => (await fx.db.select({ n: sql<number>`coalesce(sum(${magazinePageViews.views}), 0)::int` }).from(magazinePageViews).where(eq(magazinePageViews.postId, 2)))[0].n;
      const before = await views();
      // Fresh visitors: the day's memory outlives one database's run of this suite.
      const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
      for (const uuid of [first, second]) await registerVisitorUuid(fx.db, uuid, 'web');
      for (let i = 0; i < 3; i++) await invoke(endpoint, { post_id: 2 }, visitor(first));
      await flushArticleViews(fx.db);
      expect(await views()).toBe(before + 1);
      // Made-up ids (the probe's way to push a counter) and no id at all count nothing.
      for (let i = 0; i < 5; i++) await expect(invoke(endpoint, { post_id: 2 }, visitor(crypto.randomUUID()))).resolves.toEqual({ ok: true });
      await invoke(endpoint, { post_id: 2 }, visitor(null));
      await flushArticleViews(fx.db);
      expect(await views()).toBe(before + 1);
      await invoke(endpoint, { post_id: 2 }, visitor(second));
      // Kept in memory until the next write (a second later, or now).
      expect(await views()).toBe(before + 1);
      await flushArticleViews(fx.db);
      expect(await views()).toBe(before + 2);
      await expect(invoke(endpoint, { post_id: 999 }, visitor(first))).rejects.toMatchObject({ status: 404 });
    });

    it("counts no view of the server's own warm-up renders, nor takes from a visitor's rate limit", async () => {
      const { invoke } = await import('../../../server/http/invoke');
      const { recordPageView: endpoint } = await import('../../../api/contract/magazine');
      const { sql, eq } = await import('drizzle-orm');
      const { magazinePageViews } = await import('../../../server/db/schema');
      const { flushArticleViews } = await import('../../../server/magazine/viewCounter');
      const { setWarmingUp } = await import('../../../server/web/warmUpState');
      const { RATE_RULES } = await import('../../../server/http/rateLimit');
      const ip = '198.51.100.77';
      const visitor = (uuid: string | null = null): RequestContext => ({
        db: fx.db, user: null, sessionId: null, uuid, ip, userAgent: 'test', cookies: {}, headers: {},
        setCookie: () => undefined, clearCookie: () => undefined,
      });
      const views = async () => (await fx.db.select({ n: sql<number>`coalesce(sum(${magazinePageViews.views}), 0)::int` }).from(magazinePageViews).where(eq(magazinePageViews.postId, 1)))[0].n;
      const before = await views();
      setWarmingUp(true);
      try {
        // More renders than the address's view limit: none counts and none is refused.
        for (let i = 0; i < RATE_RULES.view.limit + 5; i++) await expect(invoke(endpoint, { post_id: 1 }, visitor())).resolves.toEqual({ ok: true });
      } finally {
        setWarmingUp(false);
      }
      await flushArticleViews(fx.db);
      expect(await views()).toBe(before);
      // A registered visitor from that address after the warm-up is counted (a fresh one: the day's memory outlives one database's run).
      const fresh = crypto.randomUUID();
      await (await import('../../../server/visitors/registerUuid')).registerVisitorUuid(fx.db, fresh, 'web');
      await invoke(endpoint, { post_id: 1 }, visitor(fresh));
      await flushArticleViews(fx.db);
      expect(await views()).toBe(before + 1);
    });

    it('writes many articles\' kept views in one statement, and none for an article no longer published', async () => {
      const { addPageViews } = await import('../../../server/magazine/pageViews');
      const { magazinePageViews } = await import('../../../server/db/schema');
      const { sql } = await import('drizzle-orm');
      const day = new Date('2026-05-02T03:00:00Z');
      const onDay = async () =>
        Object.fromEntries((await fx.db.select({ postId: magazinePageViews.postId, views: magazinePageViews.views }).from(magazinePageViews).where(sql`${magazinePageViews.day} = '2026-05-02'`)).map((r) => [r.postId, r.views]));
      await addPageViews(fx.db, new Map([[1, 3], [2, 1], [7, 2], [999, 4]]), day);
      await addPageViews(fx.db, new Map([[1, 2]]), day);
      expect(await onDay()).toEqual({ 1: 5, 2: 1 });
    });
  });

  describe('GET /api/web/sitemap', () => {
    it('lists the parts and the URLs of each part', async () => {
      const index = await get('/api/web/sitemap');
      expect(index.body.parts).toEqual([{ part: 'places', page: 1 }, { part: 'magazine', page: 1 }, { part: 'articles', page: 1 }]);
      const articles = await get('/api/web/sitemap?part=articles');
      expect(articles.body.urls.map((u: { path: string }) => u.path)).toEqual(['/magazine/1', '/magazine/2', '/magazine/3', '/magazine/4', '/magazine/5', '/magazine/6']);
      const magazine = await get('/api/web/sitemap?part=magazine');
      const paths = magazine.body.urls.map((u: { path: string }) => u.path);
      expect(paths).toEqual(expect.arrayContaining(['/magazine', '/magazine/category/1', '/magazine/category/2', '/magazine/tag/kengaku', '/magazine/writers/3']));
      expect(paths).not.toContain('/magazine/tag/unused');
      expect((await get('/api/web/sitemap?part=articles&page=2')).status).toBe(404);
      expect((await get('/api/web/sitemap?part=users')).status).toBe(400);
    });
  });
});
