import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import * as D from '@/api/contract/directory';
import type { LandingProps } from '@/lib/halls/landing';
import type { SearchData } from '@/lib/halls/searchLoader';
import { getServerSideProps as searchPage } from '@/pages/halls/search';
import { getServerSideProps as prefecturePage } from '@/pages/pref/[prefecture_slug]';
import { getServerSideProps as hallTopPage } from '@/pages/halls/[id]/index';
import { getServerSideProps as hallReviewsPage } from '@/pages/halls/[id]/reviews';
import { toHallCard } from '@/lib/halls/hallCardData';
import type { HallTopProps } from '@/lib/halls/hallTopProps';
import { seedHallDomain } from './hallSeed';
import { getOk } from './support';

jest.setTimeout(120_000);

const dataOf = (out: unknown) => (out as { props: { data: SearchData } }).props.data;
const place = ({ slug, name, hall_count }: { slug: string; name: string; hall_count: number }) => ({ slug, name, hall_count });

// The search page and the landings send the places of the search form (names and hall counts),
// not the whole /api/search_props answer (ids, coordinates, stations, sorts) in __NEXT_DATA__.
describeEachDb('search pages: the places of the search form in the page data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it.each([
    ['/halls/search/', '/halls/search/?prefecture_slug=tokyo', searchPage, {}],
    ['/pref/tokyo', '/pref/tokyo', prefecturePage, { prefecture_slug: 'tokyo' }],
  ] as const)('%s', async (_name, url, page, params) => {
    const answer = await getOk(server, D.getSearchProps, '/api/search_props?prefecture_slug=tokyo');
    const data = dataOf((await renderPage(page, url, params)).out);
    expect(data.searchProps).toEqual({
      regions: answer.regions.map((r) => ({ slug: r.slug, name: r.name, prefectures: r.prefectures.map(place) })),
      prefecture: { slug: 'tokyo' },
      areas: answer.areas.map(place),
      overseas_destinations: answer.overseas_destinations.map(place),
    });
    expect(answer.areas.length).toBeGreaterThan(0);
    expect(answer.stations.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.searchProps)).not.toMatch(/"(lat|lng|id|stations|sorts)"/);
  });

  it('the results are hall cards: what a card shows, not the whole summary', async () => {
    const answer = await getOk(server, D.searchHalls, '/api/halls/?prefecture_slug=tokyo&per_page=18');
    const data = dataOf((await renderPage(searchPage, '/halls/search/?prefecture_slug=tokyo')).out);
    expect(data.result.items).toEqual(answer.items.map(toHallCard));
    expect(data.result.total).toBe(answer.total);
    expect(JSON.stringify(data.result.items)).not.toMatch(/"(address|access|slug|area_slug|price_min|price_max|region_slug)"/);
    expect(data.result.items.every((h) => h.cover_images.length <= 1)).toBe(true);
  });

  it("a hall page's document carries in __NEXT_DATA__ only what the browser draws; a navigation's JSON carries all", async () => {
    const [{ id }] = (await getOk(server, D.searchHalls, '/api/halls/?per_page=1')).items;
    const document = (await renderPage(hallTopPage, `/halls/${id}`, { id: String(id) })).out as { props: HallTopProps };
    const navigation = (await renderPage(hallTopPage, `/_next/data/build/halls/${id}.json`, { id: String(id) })).out as { props: HallTopProps };
    // The render sees everything either way.
    expect(document.props.data.nearby).toEqual(navigation.props.data.nearby);
    expect(document.props.data.qa).toEqual(navigation.props.data.qa);
    const sent = JSON.parse(JSON.stringify(document.props)) as HallTopProps;
    const full = JSON.parse(JSON.stringify(navigation.props)) as HallTopProps;
    expect(full.data.qa.length + full.data.nearby.length + full.data.comments.items.length).toBeGreaterThan(0);
    expect(sent.data.qa).toEqual([]);
    for (const list of [sent.data.nearby, sent.data.benefits, sent.data.plans.items, sent.data.comments.items, sent.data.costs.items, sent.fairs.items]) {
      expect(list.every((x) => x === null)).toBe(true);
    }
    // The lengths the page reads outside its static parts, and what the browser draws itself, stay.
    expect(sent.data.nearby.length).toBe(full.data.nearby.length);
    expect(sent.data.comments.items.length).toBe(full.data.comments.items.length);
    expect(sent.data.photoSections).toEqual(full.data.photoSections);
    expect(sent.data.brides).toEqual(full.data.brides);
    expect(sent.fairs.hold_dates).toEqual(full.fairs.hold_dates);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(full).length);
  });

  it("a hall's sub-page leaves the top page's Q&A out of its data", async () => {
    const [{ id }] = (await getOk(server, D.searchHalls, '/api/halls/?per_page=1')).items;
    const out = (await renderPage(hallReviewsPage, `/halls/${id}/reviews`, { id: String(id) })).out as { props: { hall: { hall_question_and_answers: unknown[] } } };
    expect(out.props.hall.hall_question_and_answers).toEqual([]);
  });

  it("a landing's document leaves its place links and ranking row out of __NEXT_DATA__; a navigation's JSON carries them", async () => {
    const document = (await renderPage(prefecturePage, '/pref/tokyo', { prefecture_slug: 'tokyo' })).out as { props: LandingProps };
    const navigation = (await renderPage(prefecturePage, '/_next/data/build/pref/tokyo.json', { prefecture_slug: 'tokyo' })).out as { props: LandingProps };
    // The render sees everything either way.
    expect(document.props.linkGroups).toEqual(navigation.props.linkGroups);
    expect(document.props.ranking).toEqual(navigation.props.ranking);
    const sent = JSON.parse(JSON.stringify(document.props)) as LandingProps;
    const full = JSON.parse(JSON.stringify(navigation.props)) as LandingProps;
    expect(full.linkGroups.flatMap((g) => g.links).length).toBeGreaterThan(0);
    expect(full.ranking!.length).toBeGreaterThan(0);
    expect(sent.linkGroups.map((g) => [g.title, g.links.length])).toEqual(full.linkGroups.map((g) => [g.title, g.links.length]));
    expect(sent.linkGroups.flatMap((g) => g.links).every((l) => l === null)).toBe(true);
    expect(sent.ranking).toEqual(full.ranking!.map(() => null));
    expect(sent.data).toEqual(full.data);
  });

  it('a landing names its place from the trimmed places', async () => {
    const props = (await renderPage(prefecturePage, '/pref/tokyo?page=2', { prefecture_slug: 'tokyo' })).out as { props: LandingProps };
    expect(props.props.meta.title).toContain('東京都');
  });
}, (db) => seedHallDomain(db));
