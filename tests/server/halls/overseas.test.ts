import { and, arrayContains, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage as render } from '../support/renderPage';
import * as H from '../../../api/contract/halls';
import * as D from '../../../api/contract/directory';
import { sitemapEntries } from '../../../api/contract/magazine';
import { OVERSEAS_DESTINATION_SLUGS, OVERSEAS_DESTINATIONS } from '../../../api/contract/overseasDestinations';
import { halls } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { nearbyHalls } from '../../../server/halls/nearbyHalls';
import type { LandingProps } from '../../../lib/halls/landing';
import { hallCrumbs, hallJsonLd } from '../../../lib/halls/hallSeo';
import { getServerSideProps as destinationPage } from '../../../pages/overseas/[destination_slug]';
import { getServerSideProps as overseasPage } from '../../../pages/overseas/index';
import { getServerSideProps as homePage } from '../../../pages/index';
import { getServerSideProps as searchPage } from '../../../pages/halls/search';
import type { SearchData } from '../../../lib/halls/searchLoader';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { seedHalls } from '../../../server/seed/halls';
import { TEST_TODAY } from './hallSeed';
import { getJson, getOk } from './support';

jest.setTimeout(120_000);

const TOKYO = 13;

async function hallCount(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(halls).where(where);
  return Number(n);
}

const propsOf = (out: Awaited<ReturnType<typeof destinationPage>>) => (out as { props: LandingProps }).props;

// 海外挙式 (issue 15): the destinations of §3's enumeration in the directory, their halls and landings.
describeEachDb('海外挙式: overseas destinations in the hall directory', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('seeds halls abroad in every destination, some with their salon in Tokyo', async () => {
    const list = await getOk(server, D.getOverseasDestinations, '/api/wn/geo/overseas_destinations');
    expect(list.destinations.map((d) => d.slug)).toEqual(OVERSEAS_DESTINATION_SLUGS);
    expect(list.destinations.map((d) => d.name)).toEqual(Object.values(OVERSEAS_DESTINATIONS).map((d) => d.name));
    for (const d of list.destinations) {
      expect(d.hall_count).toBeGreaterThanOrEqual(d.slug === 'hawaii' ? 4 : 1);
      expect(d.hall_count).toBe(await hallCount(fx.db, eq(halls.overseasDestination, d.slug)));
    }
    expect(list.hall_count).toBe(await hallCount(fx.db, isNotNull(halls.overseasDestination)));
    // Otherwise "Tokyo's searches leave them out" would prove nothing.
    expect(await hallCount(fx.db, and(eq(halls.prefectureId, TOKYO), isNotNull(halls.overseasDestination)))).toBeGreaterThan(0);
  });

  it('filters the search by destination: only its halls, with the right totals', async () => {
    const { destinations } = await getOk(server, D.getOverseasDestinations, '/api/wn/geo/overseas_destinations');
    for (const d of destinations) {
      const found = await getOk(server, D.searchHalls, `/api/halls/?overseas_destination_slug=${d.slug}&per_page=50`);
      expect(found.total).toBe(d.hall_count);
      expect(found.items).toHaveLength(Math.min(50, d.hall_count));
      expect(found.items.every((h) => h.location.overseas_destination_slug === d.slug && h.location.overseas_destination_name === d.name)).toBe(true);
      expect(found.items.every((h) => h.location.area_slug === null && h.station_name === null)).toBe(true);
      expect((await getOk(server, D.countHalls, `/api/halls/count/?overseas_destination_slug=${d.slug}`)).count).toBe(d.hall_count);
    }
    // With other filters and pages, the total stays that of the filter set.
    const hawaii = destinations.find((d) => d.slug === 'hawaii')!;
    const page2 = await getOk(server, D.searchHalls, '/api/halls/?overseas_destination_slug=hawaii&per_page=1&page=2&s=price_low');
    expect(page2.total).toBe(hawaii.hall_count);
    expect(page2.total_pages).toBe(hawaii.hall_count);
    const chapels = await getOk(server, D.searchHalls, '/api/halls/?overseas_destination_slug=hawaii&k=chapel&per_page=50');
    expect(chapels.total).toBe(await hallCount(fx.db, and(eq(halls.overseasDestination, 'hawaii'), arrayContains(halls.features, ['chapel']))));
    expect(chapels.total).toBeGreaterThan(0);
    const abroad = await getOk(server, D.countHalls, '/api/halls/count/?overseas=1');
    expect(abroad.count).toBe(destinations.reduce((s, d) => s + d.hall_count, 0));
  });

  it("the home page's hall count is the search's total (halls abroad included in both)", async () => {
    const home = (await render(homePage, '/')).out as { props: { hallTotal: number } };
    const search = (await render(searchPage, '/halls/search/')).out as { props: { data: SearchData } };
    expect(home.props.hallTotal).toBe(search.props.data.result.total);
    expect(home.props.hallTotal).toBe(await hallCount(fx.db, undefined));
    expect(await hallCount(fx.db, isNotNull(halls.overseasDestination))).toBeGreaterThan(0);
  });

  it('the home page reads the hall counts per place once for its regions and its destinations together', async () => {
    const client = (fx.db as unknown as { $client: { query(...args: unknown[]): Promise<unknown> } }).$client;
    const query = jest.spyOn(client, 'query');
    const countsReads = () => query.mock.calls.filter(([q]) => /from "hall_place_counts"/.test(typeof q === 'string' ? q : String((q as { text?: string }).text))).length;
    try {
      const home = (await render(homePage, '/')).out as { props: { regions: unknown[] } };
      expect(home.props.regions.length).toBeGreaterThan(0);
      expect(countsReads()).toBe(1);
      // Nothing is kept: the next page reads them afresh.
      await render(homePage, '/');
      expect(countsReads()).toBe(2);
    } finally {
      query.mockRestore();
    }
  });

  it.each([
    ['overseas_destination_slug=atlantis'], ['overseas_destination_slug=tokyo'], ['overseas_destination_slug=Hawaii!'], ['overseas=maybe'],
  ])('answers 400 naming the parameter for %s', async (query) => {
    const name = query.split('=')[0];
    for (const path of ['/api/halls/', '/api/halls/count/', '/api/wn/hall_search_conditions', '/api/wn/stats']) {
      const res = await getJson(server, `${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${name}`));
    }
  });

  it('a place in Japan never lists a hall abroad (its prefecture is only its salon\'s)', async () => {
    const all = await getOk(server, D.countHalls, '/api/halls/count/');
    const abroad = await getOk(server, D.countHalls, '/api/halls/count/?overseas=true');
    const japan = await getOk(server, D.countHalls, '/api/halls/count/?overseas=false');
    // Without a place, the search covers every hall, at home and abroad.
    expect(all.count).toBe(japan.count + abroad.count);
    expect(japan.count).toBe(await hallCount(fx.db, isNull(halls.overseasDestination)));
    expect((await getOk(server, D.getPlaceStats, '/api/wn/stats?overseas=false')).hall_count).toBe(japan.count);
    expect((await getOk(server, D.getHallSearchConditions, '/api/wn/hall_search_conditions?overseas=0')).total).toBe(japan.count);
    expect((await getOk(server, D.getPlaceStats, '/api/wn/stats')).hall_count).toBe(all.count);

    const tokyoInJapan = await hallCount(fx.db, and(eq(halls.prefectureId, TOKYO), isNull(halls.overseasDestination)));
    const tokyo = await getOk(server, D.searchHalls, '/api/halls/?prefecture_slug=tokyo&per_page=50');
    expect(tokyo.total).toBe(tokyoInJapan);
    expect(tokyo.items.every((h) => !h.location.overseas_destination_slug)).toBe(true);
    const several = await getOk(server, D.countHalls, '/api/halls/count/?s_prefecture_slug=tokyo,osaka');
    const osaka = await getOk(server, D.countHalls, '/api/halls/count/?prefecture_slug=osaka');
    expect(several.count).toBe(tokyo.total + osaka.count);
    const kanto = await getOk(server, D.searchHalls, '/api/halls/?region_slugs=kanto&per_page=50');
    expect(kanto.items.every((h) => !h.location.overseas_destination_slug)).toBe(true);
    // Tokyo and a destination together: nothing (a hall is in one or the other).
    expect((await getOk(server, D.countHalls, '/api/halls/count/?prefecture_slug=tokyo&overseas_destination_slug=hawaii')).count).toBe(0);

    const ranking = await getOk(server, D.getHallRanking, '/api/wn/halls/ranking?prefecture_slug=tokyo&s=pv&limit=50');
    expect(ranking.items.length).toBe(Math.min(50, tokyoInJapan));
    expect(ranking.items.every((h) => !h.location.overseas_destination_slug)).toBe(true);
    const pr = await getOk(server, D.getPrHalls, '/api/pr_hall?prefecture_slug=tokyo');
    expect(pr.items.every((h) => !h.location.overseas_destination_slug)).toBe(true);
    expect((await getOk(server, D.getPlaceStats, '/api/wn/stats?prefecture_slug=tokyo')).hall_count).toBe(tokyoInJapan);
    expect((await getOk(server, D.getHallSearchConditions, '/api/wn/hall_search_conditions?prefecture_slug=tokyo')).total).toBe(tokyoInJapan);
    expect((await getOk(server, D.getGeoPrefecture, '/api/wn/geo/prefectures/tokyo')).prefecture.hall_count).toBe(tokyoInJapan);
    const regions = await getOk(server, D.getGeoRegions, '/api/wn/geo/regions');
    expect(regions.regions.reduce((s, r) => s + r.hall_count, 0)).toBe(japan.count);

    // aggregate_area: a hall abroad counts for its destination, and the total for everything.
    const agg = await getOk(server, D.aggregateHallAreas, '/api/halls/aggregate_area/');
    expect(agg.total).toBe(all.count);
    expect(agg.regions.find((r) => r.slug === 'kanto')!.prefectures.find((p) => p.slug === 'tokyo')!.count).toBe(tokyoInJapan);
    expect(agg.overseas_destinations.reduce((s, d) => s + d.count, 0)).toBe(abroad.count);
    const props = await getOk(server, D.getSearchProps, '/api/search_props');
    expect(props.overseas_destinations.find((d) => d.slug === 'hawaii')!.hall_count).toBe(agg.overseas_destinations.find((d) => d.slug === 'hawaii')!.count);
  });

  it('a hall abroad: its destination on the hall, its neighbours from the same destination, its breadcrumbs and address', async () => {
    const [{ id }] = await fx.db.select({ id: halls.id }).from(halls).where(eq(halls.overseasDestination, 'hawaii')).limit(1);
    const hall = await getOk(server, H.getHall, `/api/wn/halls/${id}`);
    expect(hall.location).toMatchObject({ overseas_destination_slug: 'hawaii', overseas_destination_name: 'ハワイ', area_slug: null });
    expect(hall.address).toMatch(/^アメリカ合衆国ハワイ州/);
    const crumbs = hallCrumbs(hall);
    expect(crumbs.map((c) => c.name)).toEqual(['トップ', '海外挙式', 'ハワイの挙式会場', hall.name]);
    expect(crumbs[1].href).toBe('/overseas');
    expect(crumbs[2].href).toBe('/overseas/hawaii');
    expect(hallJsonLd(hall, 'https://musubi.example')).toMatchObject({ address: { addressCountry: 'US', streetAddress: hall.address } });
    expect(JSON.stringify(hallJsonLd(hall, 'https://musubi.example'))).not.toContain('東京都');

    const near = await nearbyHalls(fx.db, id, 6);
    const hawaiiCount = await hallCount(fx.db, eq(halls.overseasDestination, 'hawaii'));
    expect(near.items).toHaveLength(Math.min(6, hawaiiCount - 1));
    expect(near.items.every((h) => h.location.overseas_destination_slug === 'hawaii')).toBe(true);
    const [{ id: tokyoHall }] = await fx.db.select({ id: halls.id }).from(halls).where(and(eq(halls.prefectureId, TOKYO), isNull(halls.overseasDestination))).limit(1);
    expect((await nearbyHalls(fx.db, tokyoHall, 50)).items.every((h) => !h.location.overseas_destination_slug)).toBe(true);

    // Visitor recommendations from a hall abroad stay in its destination.
    const uuid = 'b1b2c3d4-e5f6-4711-8899-aabbccddeeff';
    const rec = await getOk(server, D.getRecommendedHallsForVisitor, `/api/wn/uuid/${uuid}/recommended_halls?hall_id=${id}`);
    expect(rec.items.every((h) => h.location.overseas_destination_slug === 'hawaii')).toBe(true);
  });

  it('the landing of a destination: its halls, figures, links, breadcrumbs and canonical; unknown → 404', async () => {
    const one = await getOk(server, D.getOverseasDestination, '/api/wn/geo/overseas_destinations/hawaii');
    expect(one.destination).toMatchObject({ slug: 'hawaii', name: 'ハワイ', country_name: 'アメリカ合衆国' });
    expect(one.neighbours).toHaveLength(OVERSEAS_DESTINATION_SLUGS.length - 1);
    expect((await getJson(server, '/api/wn/geo/overseas_destinations/atlantis')).status).toBe(404);
    expect((await getJson(server, '/api/wn/geo/overseas_destinations/tokyo')).status).toBe(404);
    const stats = await getOk(server, D.getPlaceStats, '/api/wn/stats?overseas_destination_slug=hawaii');
    expect(stats).toMatchObject({ scope: 'overseas_destination', name: 'ハワイ', hall_count: one.destination.hall_count });
    const cond = await getOk(server, D.getHallSearchConditions, '/api/wn/hall_search_conditions?overseas_destination_slug=hawaii');
    expect(cond.total).toBe(one.destination.hall_count);

    const { out, res } = await render(destinationPage, '/overseas/hawaii', { destination_slug: 'hawaii' });
    const props = propsOf(out);
    expect(props.heading).toBe('ハワイの海外挙式・ウェディング会場');
    expect(props.data.result.total).toBe(one.destination.hall_count);
    expect(props.data.result.items.every((h) => h.location.overseas_destination_name === 'ハワイ')).toBe(true);
    expect(props.data.preset).toEqual({ overseas_destination_slug: 'hawaii' });
    expect(props.stats).toMatchObject({ name: 'ハワイ', hall_count: one.destination.hall_count });
    expect(props.crumbs).toEqual([{ name: 'トップ', href: '/' }, { name: '海外挙式', href: '/overseas' }, { name: 'ハワイの挙式会場' }]);
    expect(props.meta.canonical).toMatch(/\/overseas\/hawaii$/);
    expect(props.meta.title).toContain(`（${one.destination.hall_count}件）`);
    expect(props.linkGroups[0].links.map((l) => l.label)).toContain('グアム');
    expect(res.getHeader('Cache-Control')).toMatch(/^public, s-maxage=/);
    // Never a slug in what the visitor reads.
    const words = JSON.stringify([props.heading, props.intro, props.crumbs.map((c) => c.name), props.linkGroups.flatMap((g) => [g.title, ...g.links.map((l) => l.label)]), props.meta.title, props.meta.description]);
    expect(words).not.toMatch(/hawaii|guam|new-caledonia/);

    // The visitor's own filters narrow the destination's halls; a filter of another place is no way out of it.
    const filtered = propsOf((await render(destinationPage, '/overseas/hawaii?k=chapel', { destination_slug: 'hawaii' })).out);
    expect(filtered.data.result.total).toBe((await getOk(server, D.countHalls, '/api/halls/count/?overseas_destination_slug=hawaii&k=chapel')).count);

    for (const slug of ['atlantis', 'tokyo', 'Hawaii']) {
      expect((await render(destinationPage, `/overseas/${slug}`, { destination_slug: slug })).out).toEqual({ notFound: true });
    }
  });

  it('/overseas lists every hall abroad and every destination with its count', async () => {
    const list = await getOk(server, D.getOverseasDestinations, '/api/wn/geo/overseas_destinations');
    const props = propsOf((await render(overseasPage, '/overseas')).out);
    expect(props.data.result.total).toBe(list.hall_count);
    expect(props.data.result.items.every((h) => h.location.overseas_destination_name)).toBe(true);
    expect(props.crumbs).toEqual([{ name: 'トップ', href: '/' }, { name: '海外挙式' }]);
    expect(props.linkGroups[0].links).toEqual(list.destinations.map((d) => ({ href: `/overseas/${d.slug}`, label: d.name, count: d.hall_count })));
    expect(props.stats).toMatchObject({ scope: 'overseas', hall_count: list.hall_count });
  });

  it('puts the 海外挙式 landings in the sitemap', async () => {
    const { urls } = await getOk(server, sitemapEntries, '/api/web/sitemap?part=magazine');
    const paths = urls.map((u) => u.path);
    expect(paths).toContain('/overseas');
    for (const slug of OVERSEAS_DESTINATION_SLUGS) expect(paths).toContain(`/overseas/${slug}`);
  });
}, async (db) => {
  // The halls alone (no reviews, photos or members), at a scale where every destination has a few.
  const ctx = createSeedContext(0.5, { today: TEST_TODAY, quiet: true });
  await seedGeo(db, ctx);
  await seedHalls(db, ctx);
});
