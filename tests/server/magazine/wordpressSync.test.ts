jest.setTimeout(120000);

import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { FAKE_WP_AUTH, fillFakeWordpress, startFakeWordpress, type FakeWordpress } from '../../support/fakeWordpress';
import { magazinePosts, magazineTerms, magazineWriters, wordpressSync } from '@/server/db/schema';
import type { WordpressConfig } from '@/server/magazine/wordpress/config';
import { wordpressConfig } from '@/server/magazine/wordpress/config';
import { runDueSync } from '@/server/magazine/wordpress/scheduler';
import { readSyncState, requestRun } from '@/server/magazine/wordpress/state';
import { magazineCacheTags } from '@/server/magazine/wordpress/invalidate';
import { getArticle } from '@/server/magazine/post';
import { recentPosts } from '@/server/magazine/recent';
import { sitemapEntries } from '@/server/magazine/sitemap';
import { findRedirect } from '@/server/magazine/redirects';
import type { Db } from '@/server/db/client';
import { startApiServer, type TestServer } from '../support/httpServer';
import { handleReadyz } from '@/server/health/healthHandler';
import { call, insertMember, type Member } from '../rewards/support';

const images = (host: string) => ({
  allowedHosts: [host.split(':')[0]],
  lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  isForbiddenAddress: () => false,
});

async function publicIds(db: Db): Promise<number[]> {
  return (await recentPosts(db, 1)).posts.map((p) => p.post_id).sort();
}

describe('wordpressConfig', () => {
  it('is off without WORDPRESS_URL and reads the interval, credentials and secret', () => {
    expect(wordpressConfig({})).toBeNull();
    expect(wordpressConfig({ WORDPRESS_URL: 'ftp://x' })).toBeNull();
    const c = wordpressConfig({ WORDPRESS_URL: 'http://127.0.0.1:8080/', WORDPRESS_USER: 'ed', WORDPRESS_APP_PASSWORD: 'p w', WORDPRESS_WEBHOOK_SECRET: 's' })!;
    expect(c).toMatchObject({ url: 'http://127.0.0.1:8080', intervalSeconds: 60, auth: { user: 'ed', password: 'p w' }, webhookSecret: 's' });
    expect(wordpressConfig({ WORDPRESS_URL: 'https://blog.example.jp', WORDPRESS_SYNC_SECONDS: '15' })!.intervalSeconds).toBe(15);
  });
  it('drops every magazine answer, the sitemap and the rankings included', () => {
    expect(magazineCacheTags()).toEqual(expect.arrayContaining(['post', 'sitemap', 'ranking', 'pv', 'redirect']));
  });
});

describeEachDb('live WordPress sync', (fx) => {
  let wp: FakeWordpress;
  let config: WordpressConfig;
  // Each run is due at once: the test moves the schedule instead of waiting.
  const run = async (owner = 'test') => {
    await requestRun(fx.db);
    return runDueSync(fx.db, config, owner, { fetchImages: images(wp.host) });
  };

  let api: TestServer;
  let staff: Member;
  const env = { ...process.env };
  beforeAll(async () => {
    wp = await startFakeWordpress();
    fillFakeWordpress(wp);
    config = { url: wp.url, intervalSeconds: 60, auth: FAKE_WP_AUTH, webhookSecret: null, timeoutMs: 1500 };
    // The staff page's endpoint and /readyz, served as in production.
    process.env.WORDPRESS_URL = wp.url;
    api = await startApiServer({ '/readyz': handleReadyz });
    staff = await insertMember(fx.db, 'magazine-staff@example.com', { staff: true });
  });
  afterAll(async () => {
    process.env = env;
    await api.close();
    await wp.close();
  });

  it('first syncs everything: articles keep their WordPress ids, writers, terms and images come along', async () => {
    expect(await run()).toBe(true);
    expect(await publicIds(fx.db)).toEqual([5001, 5002]);
    const a = await getArticle(fx.db, 5001, 1);
    expect(a.title).toBe('秋の軽井沢で叶える森のチャペル挙式');
    // Copied into our store: no reader loads anything from the WordPress host.
    expect(a.content).not.toContain(wp.host);
    expect(a.content).not.toContain('127.0.0.1');
    expect(a.content).toContain('alt="チャペルで向かい合う新郎新婦"');
    const [row] = await fx.db.select().from(magazinePosts).where(eq(magazinePosts.id, 5001));
    expect(row.content).toMatch(/<img src="\/media\/stored\/\d+\.jpg"/);
    expect(row.thumbnailUrl).toMatch(/^\/media\/stored\/\d+\.jpg$/);
    const b = await getArticle(fx.db, 5002, 1);
    expect(b.content).toContain('<p>前撮りの費用は');
    const [writer] = await fx.db.select().from(magazineWriters).where(eq(magazineWriters.wpUserId, 2));
    expect(writer).toMatchObject({ login: 'misaki-sato', displayName: '佐藤 美咲' });
    const [dress] = await fx.db.select().from(magazineTerms).where(eq(magazineTerms.wpTermId, 11));
    expect(dress.slug).toBe('dress');
    const state = (await readSyncState(fx.db))!;
    expect(state).toMatchObject({ postsSynced: 2, failures: 0, lastError: null });
    expect(state.fullSyncedAt).not.toBeNull();
    expect(state.lastSuccessAt).not.toBeNull();
  });

  it('then fetches only what changed (the id listing alone when nothing did)', async () => {
    wp.requests.length = 0;
    await run();
    expect(wp.requests.filter((r) => r.includes('include='))).toEqual([]);
    expect((await readSyncState(fx.db))!.lastChanged).toBe(0);
  });

  it('follows an edit: same id and address, new title, slug and tags; the old slug redirects', async () => {
    const oldLink = '/2026/03/karuizawa-autumn-chapel';
    expect((await findRedirect(fx.db, { path: oldLink })).location).toBe('/magazine/5001');
    wp.save({ id: 5001, title: '紅葉の軽井沢・森のチャペル挙式レポート', slug: 'karuizawa-forest-chapel', tags: [20, 21] });
    wp.requests.length = 0;
    await run();
    expect(wp.requests.some((r) => r.includes('/wp/v2/posts') && r.includes('include=5001'))).toBe(true);
    expect((await getArticle(fx.db, 5001, 1)).title).toBe('紅葉の軽井沢・森のチャペル挙式レポート');
    expect((await findRedirect(fx.db, { path: oldLink })).location).toBe('/magazine/5001');
    expect((await findRedirect(fx.db, { path: '/2026/03/karuizawa-forest-chapel' })).location).toBe('/magazine/5001');
  });

  it('shows a scheduled post from its time on, not before', async () => {
    const later = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 19);
    wp.save({ id: 5003, title: '来月公開：冬のナイトウエディング特集', status: 'future', date_gmt: later, author: 2, categories: [10], content: '冬の夜を彩るキャンドル演出。' });
    await run();
    expect(await publicIds(fx.db)).toEqual([5001, 5002]);
    await expect(getArticle(fx.db, 5003, 1)).rejects.toMatchObject({ status: 404 });
    const [row] = await fx.db.select().from(magazinePosts).where(eq(magazinePosts.id, 5003));
    expect(row.publishedAt.slice(0, 10)).toBe(later.slice(0, 10));
  });

  it('withdraws a post moved to draft, private, password-protected, trashed or deleted, and brings it back', async () => {
    // Withdrawn: the page and its old addresses answer 410, and it leaves the sitemap and every list.
    const gone = async (id: number) => {
      await expect(getArticle(fx.db, id, 1)).rejects.toMatchObject({ status: 410, message: 'この記事は公開を終了しました' });
      expect(await publicIds(fx.db)).not.toContain(id);
      const sitemap = await sitemapEntries(fx.db, { part: 'articles', page: 1 });
      expect(sitemap.urls.map((u) => u.path)).not.toContain(`/magazine/${id}`);
      await expect(findRedirect(fx.db, { path: '/', p: id })).rejects.toMatchObject({ status: 410 });
      await expect(findRedirect(fx.db, { path: '/2026/03/maedori-cost/' })).rejects.toMatchObject({ status: 410 });
    };
    for (const change of [{ status: 'draft' as const }, { status: 'private' as const }, { password: 'himitsu' }]) {
      wp.save({ id: 5002, ...change });
      await run();
      await gone(5002);
      const [row] = await fx.db.select().from(magazinePosts).where(eq(magazinePosts.id, 5002));
      expect(row.content).toBe('');
      wp.save({ id: 5002, status: 'publish', password: '' });
      await run();
      expect(await publicIds(fx.db)).toContain(5002);
    }
    wp.trash(5002);
    await run();
    await gone(5002);
    wp.remove(5002);
    await run();
    await gone(5002);
    wp.save({ id: 5002, status: 'publish', title: '前撮りの費用相場と節約のコツ', content: '復活した記事です。' });
    await run();
    expect((await getArticle(fx.db, 5002, 1)).content).toContain('復活した記事です。');
  });

  it('sanitises scripts and skips a huge body or impossible dates, with the reason, while the rest goes on', async () => {
    wp.save({ id: 5004, title: '<script>alert(1)</script>ガーデン挙式の魅力', content: '<p onclick="steal()">緑に囲まれた<script>document.cookie</script>ガーデン。</p><iframe src="https://evil.example/"></iframe>', author: 3 });
    wp.save({ id: 5005, title: '長すぎる記事', content: 'あ'.repeat(1_000_001), author: 3 });
    wp.save({ id: 5006, title: 'ありえない日付', date_gmt: '2026-02-30T10:00:00', author: 3 });
    await run();
    const a = await getArticle(fx.db, 5004, 1);
    expect(a.content).not.toMatch(/script|onclick|iframe|evil/);
    expect(a.content).toContain('緑に囲まれた');
    await expect(getArticle(fx.db, 5005, 1)).rejects.toMatchObject({ status: 404 });
    await expect(getArticle(fx.db, 5006, 1)).rejects.toMatchObject({ status: 404 });
    const state = (await readSyncState(fx.db))!;
    expect(state.lastSkipped.map((s) => s.wpId).sort()).toEqual([5005, 5006]);
    expect(state.lastSkipped.find((s) => s.wpId === 5005)!.reason).toContain('本文が大きすぎます');
    expect(state.failures).toBe(0);
  });

  // What staff read at /staff/magazine for each failure: Japanese, with nothing of fetch's own English.
  const reasons = {
    '500': /^\/wp-json\/wp\/v2\/posts: WordPress がエラーを返しました（HTTP 500）$/,
    garbage: /^\/wp-json\/wp\/v2\/posts: JSON ではない応答です$/,
    'redirect-loop': /^\/wp-json\/wp\/v2\/posts: リダイレクトが繰り返されています/,
    slow: /^\/wp-json\/wp\/v2\/posts: 1\.5 秒以内に応答がありません$/,
    'not-array': null,
  } as const;
  it.each(['500', 'garbage', 'redirect-loop', 'slow', 'not-array'] as const)('keeps serving and backs off when WordPress answers %s; /readyz stays ready; staff read why', async (failure) => {
    const before = await publicIds(fx.db);
    const article = await getArticle(fx.db, 5001, 1);
    wp.failure = failure;
    try {
      expect(await run()).toBe(true);
    } finally {
      wp.failure = null;
    }
    const state = (await readSyncState(fx.db))!;
    const reason = reasons[failure];
    if (!reason) {
      // One malformed item in a listing is skipped; the run itself goes well.
      expect(state.failures).toBe(0);
    } else {
      expect(state.lastError).toMatch(reason);
      expect(state.failures).toBeGreaterThanOrEqual(1);
      // Backoff: the next run waits at least the interval (60 s here), doubled per failure in a row.
      expect(Date.parse(state.nextRunAt)).toBeGreaterThan(Date.now() + 30_000);
      const staffView = await call(api.url, 'GET', '/api/staff/magazine', staff);
      expect(staffView.status).toBe(200);
      expect(staffView.body).toMatchObject({ last_error: expect.stringMatching(reason), failures: state.failures });
    }
    expect(await publicIds(fx.db)).toEqual(before);
    expect(await getArticle(fx.db, 5001, 1)).toEqual(article);
    const ready = await fetch(`${api.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, expect.objectContaining({ ready: true })]);
    // Recovers by itself on the next run.
    await run();
    expect((await readSyncState(fx.db))!).toMatchObject({ failures: 0 });
  });

  it('starts no sync while the instance shuts down (drains), and syncs again once another one runs', async () => {
    const draining = Symbol.for('musubi.draining');
    await requestRun(fx.db);
    wp.requests.length = 0;
    (globalThis as Record<symbol, unknown>)[draining] = true;
    try {
      expect(await runDueSync(fx.db, config, 'draining', { fetchImages: images(wp.host) })).toBe(false);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[draining];
    }
    expect(wp.requests).toEqual([]);
    const state = (await readSyncState(fx.db))!;
    expect(state.leaseOwner).toBeNull();
    expect(Date.parse(state.nextRunAt)).toBeLessThanOrEqual(Date.now());
    expect(await runDueSync(fx.db, config, 'next', { fetchImages: images(wp.host) })).toBe(true);
  });

  it('lets one instance sync at a time (the lease), and none before the run is due', async () => {
    await requestRun(fx.db);
    const ran = await Promise.all([runDueSync(fx.db, config, 'instance-a', { fetchImages: images(wp.host) }), runDueSync(fx.db, config, 'instance-b', { fetchImages: images(wp.host) })]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runDueSync(fx.db, config, 'instance-c')).toBe(false);
    // A lease left by an instance that died frees itself.
    await fx.db.update(wordpressSync).set({ leaseOwner: 'dead', leaseUntil: new Date(Date.now() + 60_000).toISOString(), nextRunAt: new Date(0).toISOString() });
    expect(await runDueSync(fx.db, config, 'instance-c')).toBe(false);
    await fx.db.update(wordpressSync).set({ leaseUntil: new Date(Date.now() - 1000).toISOString() });
    expect(await runDueSync(fx.db, config, 'instance-c', { fetchImages: images(wp.host) })).toBe(true);
  });
});
