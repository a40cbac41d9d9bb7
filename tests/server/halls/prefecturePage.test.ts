import { sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { withResponseCache } from '../support/responseCache';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as D from '@/api/contract/directory';
import { getPrefecturePage, PREFECTURE_PAGE_SIZES as SIZES } from '@/api/contract/prefecturePage';
import { prefecturePage } from '@/server/halls/prefecturePage';
import { execRows } from '@/server/search/execRows';
import { seedAll } from '@/server/seed';
import { countStatements as statementsOf } from '../support/statements';
import { getJson, getOk } from './support';
import { invalidateResponses } from '@/server/http/responseCache';
import { listTag } from '@/lib/cacheTags';

jest.setTimeout(180_000);

describeEachDb('a prefecture page in one call: GET /api/wn/geo/prefectures/{slug}/page', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    // PR halls in a few prefectures, whatever the seed drew.
    await fx.db.execute(sql`UPDATE halls SET is_pr = true WHERE id IN (SELECT min(id) FROM halls WHERE overseas_destination IS NULL GROUP BY prefecture_id)`);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  /** Each part as its own endpoint answers it, with the sizes the page shows. */
  const separately = async (slug: string) => ({
    geo: await getOk(server, D.getGeoPrefecture, `/api/wn/geo/prefectures/${slug}`),
    ranking: await getOk(server, D.getHallRanking, `/api/wn/halls/ranking?prefecture_slug=${slug}&limit=${SIZES.ranking}`),
    pr_halls: await getOk(server, D.getPrHalls, `/api/pr_hall?prefecture_slug=${slug}`),
    stats: await getOk(server, D.getPlaceStats, `/api/wn/stats?prefecture_slug=${slug}`),
    pickup_weddings: await getOk(server, D.getPickupWeddings, `/api/wn/pickup_weddings?prefecture=${slug}&limit=${SIZES.pickup_weddings}`),
    posts: await getOk(server, D.getPrefecturePosts, `/api/wn/prefecture_posts?prefecture=${slug}&per_page=${SIZES.posts}`),
  });

  it('answers for every prefecture exactly what the part endpoints answer', async () => {
    const prefs = await execRows<{ slug: string }>(fx.db, sql`SELECT slug FROM prefectures ORDER BY id`);
    let filled = 0;
    for (const { slug } of prefs) {
      const page = await getOk(server, getPrefecturePage, `/api/wn/geo/prefectures/${slug}/page`);
      expect(page).toEqual(await separately(slug));
      if (page.ranking.items.length && page.pr_halls.items.length && page.pickup_weddings.items.length && page.posts.items.length) filled++;
    }
    // The comparison compares something: prefectures with every part filled, and ones without halls.
    expect(filled).toBeGreaterThan(0);
    expect(prefs.length).toBe(47);
  });

  it('reads every part in one statement', async () => {
    await prefecturePage(fx.db, 'tokyo');
    expect(await statementsOf(fx.db, () => prefecturePage(fx.db, 'osaka'))).toBe(1);
  });

  describe('kept by the hot-read cache', () => {
    withResponseCache();

    it("is dropped by a write to the halls' lists and by the editors' columns, and then shows what changed", async () => {
      const path = '/api/wn/geo/prefectures/tokyo/page';
      const before = await getOk(server, getPrefecturePage, path);
      const [post] = before.posts.items;
      await fx.db.execute(sql`UPDATE prefecture_posts SET title = 'キャッシュ確認のコラム' WHERE id = ${post.id}`);
      await fx.db.execute(sql`UPDATE halls SET is_pr = false WHERE prefecture_id = (SELECT id FROM prefectures WHERE slug = 'tokyo')`);
      expect((await getOk(server, getPrefecturePage, path)).posts.items[0].title).toBe(post.title);
      // Another domain's lists leave it; the columns' domain and the halls' lists drop it.
      await invalidateResponses(fx.db, [listTag('magazine')]);
      expect((await getOk(server, getPrefecturePage, path)).posts.items[0].title).toBe(post.title);
      await invalidateResponses(fx.db, ['prefecture_posts']);
      expect((await getOk(server, getPrefecturePage, path)).posts.items[0].title).toBe('キャッシュ確認のコラム');
      expect(before.pr_halls.items.length).toBeGreaterThan(0);
      await invalidateResponses(fx.db, [listTag('halls')]);
      expect((await getOk(server, getPrefecturePage, path)).pr_halls.items).toEqual([]);
    });
  });

  it('answers 404 for an unknown prefecture and 400 for what cannot be a slug', async () => {
    expect((await getJson(server, '/api/wn/geo/prefectures/atlantis/page')).status).toBe(404);
    expect((await getJson(server, '/api/wn/geo/prefectures/TOKYO%00/page')).status).toBe(400);
  });
}, (db) => seedAll(db, { scale: 0.05, quiet: true }));
