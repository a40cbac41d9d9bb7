import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import { recentPosts } from '@/api/contract/magazine';
import { magazinePosts, magazinePostTerms } from '@/server/db/schema';
import { refreshTermCounts, syncMagazineSequences } from '@/server/magazine/counts';
import type { Db } from '@/server/db/client';
import type { PreloadedState } from '@/store';
import { getServerSideProps as magazineTop } from '@/pages/magazine/index';
import { insertMagazineFixture } from './fixtures';
import { getOk } from '../halls/support';

jest.setTimeout(120_000);

/** The fixture's six published posts and fourteen more (8–21, one day apart in April), so the top has more than it shows. */
async function seedManyPosts(db: Db): Promise<void> {
  await insertMagazineFixture(db);
  const ids = Array.from({ length: 14 }, (_, i) => i + 8);
  await db.insert(magazinePosts).values(ids.map((id) => ({
    id,
    title: `記事${id}`,
    content: `<p>本文${id}</p>`,
    excerpt: `本文${id}の抜粋です。`,
    authorId: 1,
    categoryId: 1,
    publishedAt: `2026-04-${String(id).padStart(2, '0')}T10:00:00+09:00`,
    modifiedAt: `2026-04-${String(id).padStart(2, '0')}T12:00:00+09:00`,
  })));
  await db.insert(magazinePostTerms).values(ids.flatMap((postId) => [{ postId, termId: 1 }, { postId, termId: 10 }]));
  await syncMagazineSequences(db);
  await refreshTermCounts(db);
}

// /magazine shows the twelve newest articles as cards; its page data carries those cards only
// (no excerpts or tags, one category), not the whole first page of /api/web/post/recent.
describeEachDb('the magazine top page data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('holds the twelve newest posts as cards, with the list totals of the API', async () => {
    const answer = await getOk(server, recentPosts, '/api/web/post/recent?page=1');
    const { out } = await renderPage(magazineTop, '/magazine');
    const recent = (out as { props: { preloadedState: PreloadedState } }).props.preloadedState.magazine!.recent.data!;
    expect(answer.posts.length).toBe(20);
    expect(recent.posts.map((p) => p.post_id)).toEqual(answer.posts.slice(0, 12).map((p) => p.post_id));
    for (const [i, card] of recent.posts.entries()) {
      const full = answer.posts[i];
      expect(card).toEqual({ ...full, post_excerpt: '', taxonomies: { ...full.taxonomies, category: full.taxonomies.category.slice(0, 1), post_tag: [] } });
    }
    expect(answer.posts[0].post_excerpt).not.toBe('');
    expect(answer.posts[0].taxonomies.post_tag.length).toBeGreaterThan(0);
    expect({ total: recent.total, page: recent.page, total_pages: recent.total_pages }).toEqual({ total: answer.total, page: 1, total_pages: answer.total_pages });
  });
}, seedManyPosts);
