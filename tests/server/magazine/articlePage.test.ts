import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import type { PreloadedState } from '@/store';
import { getServerSideProps as articlePage } from '@/pages/magazine/[id]';
import { insertMagazineFixture } from './fixtures';
import { eq } from 'drizzle-orm';
import { magazinePosts, magazineRedirects } from '@/server/db/schema';
import { getServerSideProps as oldAddressPage } from '@/pages/[...path]';

jest.setTimeout(60_000);

type Out = { props: { meta: unknown; preloadedState: PreloadedState } };

// The article page asks for the article, its related posts and the ranking at once (the view is counted from the browser).
describeEachDb('the article page data', (fx) => {
  let server: TestServer;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeAll(async () => {
    server = await startApiServer();
    process.on('unhandledRejection', onRejection);
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    return server.close();
  });

  it('holds the article and its related posts', async () => {
    const { out, res } = await renderPage(articlePage, '/magazine/1', { id: '1' });
    const magazine = (out as Out).props.preloadedState.magazine!;
    expect(res.statusCode).toBe(200);
    expect(magazine.post.data).toMatchObject({ id: 1, title: '記事1' });
    expect(magazine.related.status).toBe('done');
    expect(magazine.related.data.map((p) => p.post_id)).toEqual(expect.arrayContaining([6, 2]));
  });

  it('is a 404 page for an unknown or draft article and a page past its end, and leaves no call failing unheard', async () => {
    for (const [url, id] of [['/magazine/999', '999'], ['/magazine/7', '7'], ['/magazine/3?page=3', '3']]) {
      const { out, res } = await renderPage(articlePage, url, { id });
      expect(res.statusCode).toBe(404);
      expect((out as Out).props.meta).toBeNull();
    }
    // The related-posts call of an unknown article fails after the page has answered.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });

  it('is a 410 page for a withdrawn article and its old address; unknown ones stay 404', async () => {
    await fx.db.update(magazinePosts).set({ status: 'withdrawn', content: '' }).where(eq(magazinePosts.id, 5));
    await fx.db.insert(magazineRedirects).values({ path: '/2026/03/withdrawn-post', kind: 'post', location: '/magazine/5', targetPostId: 5 });
    const { out, res } = await renderPage(articlePage, '/magazine/5', { id: '5' });
    expect(res.statusCode).toBe(410);
    expect((out as Out & { props: { gone?: boolean } }).props).toMatchObject({ gone: true, meta: null });
    const old = await renderPage(oldAddressPage, '/2026/03/withdrawn-post/', { path: ['2026', '03', 'withdrawn-post'] as never });
    expect(old.res.statusCode).toBe(410);
    expect(old.out).toEqual({ props: { gone: true } });
    expect((await renderPage(oldAddressPage, '/2026/03/no-such-post/')).out).toEqual({ notFound: true });
    expect((await renderPage(articlePage, '/magazine/999', { id: '999' })).res.statusCode).toBe(404);
  });
}, insertMagazineFixture);
