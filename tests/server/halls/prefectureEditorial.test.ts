import { sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import * as D from '@/api/contract/directory';
import type { LandingProps } from '@/lib/halls/landing';
import { PREFECTURE_PAGE_SIZES as SIZES } from '@/api/contract/prefecturePage';
import { getServerSideProps as prefecturePage } from '@/pages/pref/[prefecture_slug]';
import { getServerSideProps as areaPage } from '@/pages/a/[area_slug]';
import { getServerSideProps as guidePage, type GuidePageProps } from '@/pages/guide';
import { getServerSideProps as hallFairsPage, NEARBY_FAIRS_SHOWN } from '@/pages/halls/[id]/fairs/index';
import * as F from '@/api/contract/fairs';
import { execRows } from '@/server/search/execRows';
import { getOk } from './support';
import { seedAll } from '@/server/seed';

jest.setTimeout(120_000);

const propsOf = <P>(out: unknown) => (out as { props: P }).props;

// Issue 33 "Content that exists but no page shows": the editors' content of a prefecture on its
// landing, and the preparation guides on /guide.
describeEachDb('editorial content on the pages a bride reads', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    // One hall of Tokyo with a paid placement, whatever the seed drew.
    await fx.db.execute(sql`UPDATE halls SET is_pr = true WHERE id = (SELECT h.id FROM halls h JOIN prefectures p ON p.id = h.prefecture_id WHERE p.slug = 'tokyo' AND h.overseas_destination IS NULL ORDER BY h.id LIMIT 1)`);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('a prefecture landing shows its PR halls, pickup weddings and columns, as the API answers them', async () => {
    const [pr, weddings, posts] = await Promise.all([
      getOk(server, D.getPrHalls, '/api/pr_hall?prefecture_slug=tokyo'),
      getOk(server, D.getPickupWeddings, `/api/wn/pickup_weddings?prefecture=tokyo&limit=${SIZES.pickup_weddings}`),
      getOk(server, D.getPrefecturePosts, `/api/wn/prefecture_posts?prefecture=tokyo&per_page=${SIZES.posts}`),
    ]);
    expect(pr.items.length).toBeGreaterThan(0);
    expect(weddings.items.length).toBeGreaterThan(0);
    expect(posts.items.length).toBeGreaterThan(0);
    const { editorial } = propsOf<LandingProps>((await renderPage(prefecturePage, '/pref/tokyo', { prefecture_slug: 'tokyo' })).out);
    expect(editorial?.name).toBe('東京都');
    expect(editorial?.prHalls.map((h) => [h.id, h.note])).toEqual(pr.items.map((h) => [h.id, 'PR']));
    expect(editorial?.pickupWeddings.map((w) => [w.id, w.hall_id, w.title])).toEqual(weddings.items.map((w) => [w.id, w.hall_id, w.title]));
    expect(editorial?.posts.map((p) => [p.id, p.title, p.body])).toEqual(posts.items.map((p) => [p.id, p.title, p.body]));
  });

  it('other landings carry no prefecture content', async () => {
    const [area] = await execRows<{ slug: string }>(fx.db, sql`SELECT slug FROM areas ORDER BY id LIMIT 1`);
    const props = propsOf<LandingProps>((await renderPage(areaPage, `/a/${area.slug}`, { area_slug: area.slug })).out);
    expect(props.editorial).toBeUndefined();
  });

  it("a hall's fairs page shows nearby halls' recommended fairs under its own", async () => {
    const [hall] = await execRows<{ id: number }>(fx.db, sql`SELECT h.id FROM halls h JOIN prefectures p ON p.id = h.prefecture_id WHERE p.slug = 'tokyo' AND h.overseas_destination IS NULL ORDER BY h.id LIMIT 1`);
    const answer = await getOk(server, F.recommendedFairs, `/api/wn/halls/${hall.id}/recommended_fairs?limit=${NEARBY_FAIRS_SHOWN}`);
    expect(answer.length).toBeGreaterThan(0);
    const props = propsOf<{ nearby: F.FairWithHall[] }>((await renderPage(hallFairsPage, `/halls/${hall.id}/fairs`, { id: String(hall.id) })).out);
    expect(props.nearby.map((f) => [f.id, f.hall.id])).toEqual(answer.map((f) => [f.id, f.hall.id]));
    expect(props.nearby.every((f) => f.hall_id !== hall.id)).toBe(true);
  });

  it('/guide lists every preparation step in order, under its own canonical', async () => {
    const all = await getOk(server, D.getWeddingPreparationGuides, '/api/wn/wedding_preparation_guides?per_page=50');
    const props = propsOf<GuidePageProps>((await renderPage(guidePage, '/guide')).out);
    expect(all.items.length).toBeGreaterThan(3);
    expect(props.guides.map((g) => g.step)).toEqual(all.items.map((g) => g.step));
    expect(props.guides.map((g) => g.step)).toEqual([...props.guides.map((g) => g.step)].sort((a, b) => a - b));
    expect(props.meta.canonical).toMatch(/\/guide$/);
    expect(props.meta.noindex).toBeUndefined();
  });
}, (db) => seedAll(db, { scale: 0.05, quiet: true }));
