import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import * as D from '@/api/contract/directory';
import type { LandingProps } from '@/lib/halls/landing';
import type { SearchData } from '@/lib/halls/searchLoader';
import { getServerSideProps as searchPage } from '@/pages/halls/search';
import { getServerSideProps as prefecturePage } from '@/pages/pref/[prefecture_slug]';
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

  it('a landing names its place from the trimmed places', async () => {
    const props = (await renderPage(prefecturePage, '/pref/tokyo?page=2', { prefecture_slug: 'tokyo' })).out as { props: LandingProps };
    expect(props.props.meta.title).toContain('東京都');
  });
}, (db) => seedHallDomain(db));
