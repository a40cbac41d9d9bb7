import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as B from '../../../api/contract/brides';
import * as P from '../../../api/contract/photoSearch';
import * as H from '../../../api/contract/halls';
import * as D from '../../../api/contract/directory';
import { getProfile } from '../../../api/contract/accounts';
import { sitemapEntries } from '../../../api/contract/magazine';
import { getJson, getOk } from '../halls/support';
import { call, headersFor, insertMember } from '../clips/support';
import { createSession } from '../../../server/accounts/sessions';
import { hiddenMembers, seedBrideDomain, type HiddenMembers } from './brideSeed';
import { renderPage } from '../support/renderPage';
import { toBrideCard } from '../../../lib/brides/brideCardData';
import { getServerSideProps as bridesPage, type BridesPageProps } from '../../../pages/brides/index';
import { getServerSideProps as reportPage } from '../../../pages/brides/[id]/index';

jest.setTimeout(180_000);

describeEachDb('bride reports: /api/brides/* reads', (fx) => {
  let server: TestServer;
  let hidden: HiddenMembers;
  let hiddenIds: Set<number>;
  let all: B.BrideCard[];
  beforeAll(async () => {
    hidden = await hiddenMembers(fx.db);
    hiddenIds = new Set([...hidden.privateIds, ...hidden.inactiveIds]);
    server = await startApiServer();
    all = [];
    for (let page = 1; ; page++) {
      const res = await getOk(server, B.listBrides, `/api/brides/?per_page=50&page=${page}`);
      all.push(...res.items);
      if (page >= res.total_pages) break;
    }
  });
  afterAll(() => server.close());

  it('seeds private and inactive members with reports (so their absence below means something)', () => {
    expect(hidden.privateIds.length).toBeGreaterThan(0);
    expect(hidden.inactiveIds.length).toBeGreaterThan(0);
  });

  it('lists 18 public reports a page, newest first, with stable pages', async () => {
    const p1 = await getOk(server, B.listBrides, '/api/brides/');
    expect(p1.per_page).toBe(18);
    expect(p1.total).toBe(all.length);
    expect(p1.items.map((b) => b.id)).toEqual(all.slice(0, 18).map((b) => b.id));
    const p2 = await getOk(server, B.listBrides, '/api/brides?page=2');
    expect(p2.items.map((b) => b.id)).toEqual(all.slice(18, 36).map((b) => b.id));
    const posted = all.map((b) => b.id);
    expect(new Set(posted).size).toBe(posted.length);
    expect(all.every((b) => !hiddenIds.has(b.id) && b.id === b.user_id && b.profile_share_url.endsWith(`/brides/${b.id}`))).toBe(true);
    const past = await getOk(server, B.listBrides, '/api/brides/?page=999');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('filters by prefecture, region, tag, season, style, hall and pickup', async () => {
    const one = all.find((b) => b.hall_id !== null)!;
    const cases: [string, (b: B.BrideCard) => boolean][] = [
      [`prefecture=${one.prefecture_slug}`, (b) => b.prefecture_slug === one.prefecture_slug],
      [`region=${one.region_slug}`, (b) => b.region_slug === one.region_slug],
      [`tag=${one.theme_tags[0].id}`, (b) => b.theme_tags.some((t) => t.id === one.theme_tags[0].id)],
      [`season=${one.season}`, (b) => b.season === one.season],
      [`style=${one.style}`, (b) => b.style === one.style],
      [`hall_id=${one.hall_id}`, (b) => b.hall_id === one.hall_id],
    ];
    for (const [query, keep] of cases) {
      const res = await getOk(server, B.listBrides, `/api/brides/?${query}&per_page=50`);
      expect(res.total).toBe(all.filter(keep).length);
      expect(res.items.every(keep)).toBe(true);
      expect(res.items.map((b) => b.id)).toContain(one.id);
    }
    const pickup = await getOk(server, B.listBrides, '/api/brides/?pickup=true&per_page=50');
    expect(pickup.total).toBeGreaterThan(0);
    expect(pickup.total).toBeLessThan(all.length);
    for (const [path, message] of [
      ['/api/brides/?prefecture=atlantis', /^prefecture:/],
      ['/api/brides/?region=atlantis', /^region:/],
      ['/api/brides/?style=chapel', /^style:/],
      ['/api/brides/?season=rainy', /^season:/],
      ['/api/brides/?tag=abc', /^tag:/],
      ['/api/brides/?page=0', /^page:/],
      ['/api/brides/?prefecture=%00', /^prefecture:/],
    ] as const) {
      const res = await getJson(server, path);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('aggregates counts that equal the list totals, under the other filters', async () => {
    const agg = await getOk(server, B.bridesAggregate, '/api/brides/aggregate');
    expect(agg.total).toBe(all.length);
    expect(agg.regions.reduce((a, r) => a + r.count, 0)).toBe(all.length);
    expect(agg.regions.every((r) => r.count > 0)).toBe(true);
    expect(agg.seasons.reduce((a, r) => a + r.count, 0)).toBe(all.length);
    expect(agg.styles.reduce((a, r) => a + r.count, 0)).toBe(all.length);
    expect(agg.seasons.map((s) => s.label)).toEqual(['春', '夏', '秋', '冬']);
    for (const t of agg.theme_tags) expect(t.count).toBe(all.filter((b) => b.theme_tags.some((x) => x.id === t.id)).length);

    const region = agg.regions.find((r) => r.count > 3)!;
    const style = agg.styles.find((s) => s.count > 0)!;
    const narrowed = await getOk(server, B.bridesAggregate, `/api/brides/aggregate?region=${region.key}&style=${style.key}`);
    const base = `/api/brides/?region=${region.key}&style=${style.key}`;
    expect(narrowed.total).toBe((await getOk(server, B.listBrides, base)).total);
    expect(narrowed.prefectures.every((p) => p.region_slug === region.key)).toBe(true);
    for (const p of narrowed.prefectures.filter((x) => x.count > 0).slice(0, 3)) {
      expect((await getOk(server, B.listBrides, `${base}&prefecture=${p.key}`)).total).toBe(p.count);
    }
    for (const s of narrowed.seasons) expect((await getOk(server, B.listBrides, `${base}&season=${s.key}`)).total).toBe(s.count);
    for (const s of narrowed.styles) expect((await getOk(server, B.listBrides, `/api/brides/?region=${region.key}&style=${s.key}`)).total).toBe(s.count);
    for (const r of narrowed.regions.slice(0, 4)) expect((await getOk(server, B.listBrides, `/api/brides/?region=${r.key}&style=${style.key}`)).total).toBe(r.count);
    for (const t of narrowed.theme_tags.slice(0, 4)) expect((await getOk(server, B.listBrides, `${base}&tag=${t.id}`)).total).toBe(t.count);
    const tag = narrowed.theme_tags.find((t) => t.count > 0)!;
    const withTag = await getOk(server, B.bridesAggregate, `/api/brides/aggregate?region=${region.key}&style=${style.key}&tag=${tag.id}`);
    expect(withTag.total).toBe(tag.count);
  });

  it('answers a report, its written part and its albums; unknown ids 404', async () => {
    const one = all.find((b) => b.hall_id !== null && b.photo_count > 0)!;
    const detail = await getOk(server, B.getBride, `/api/brides/${one.id}`);
    expect(detail).toMatchObject({ id: one.id, basic_nickname: one.basic_nickname, is_owner: false, is_private: false, hall: { id: one.hall_id, url: `/halls/${one.hall_id}` } });
    expect(detail.albums.length).toBeGreaterThanOrEqual(3);
    expect(detail.albums.length).toBeLessThanOrEqual(6);
    expect(detail.albums.reduce((a, x) => a + x.photo_count, 0)).toBe(one.photo_count);
    const report = await getOk(server, B.getBrideReport, `/api/brides/${one.id}/report`);
    expect(report.cost_per_guest).toBe(Math.round(report.total_cost / report.guest_count));
    expect(report.style_label).toBe(one.reception_style);
    const albums = await getOk(server, B.getBrideAlbums, `/api/brides/${one.id}/albums/`);
    expect(albums.items.map((a) => a.id)).toEqual(detail.albums.map((a) => a.id));
    for (const a of albums.items) {
      expect(a.photo_count).toBeGreaterThanOrEqual(8);
      expect(a.photo_count).toBeLessThanOrEqual(30);
      expect(a.photo_list.every((p) => p.photo_url.includes(`/${p.section}/`))).toBe(true);
    }
    const album = await getOk(server, B.getAlbum, `/api/albums/${albums.items[0].id}/`);
    expect(album).toMatchObject({ id: albums.items[0].id, user_id: one.id, photo_count: albums.items[0].photo_count });
    expect(album.albums.map((a) => a.id)).toEqual(detail.albums.map((a) => a.id));
    for (const path of ['/api/brides/99999999', '/api/brides/99999999/report', '/api/brides/99999999/albums/', '/api/albums/99999999/']) {
      expect((await getJson(server, path)).status).toBe(404);
    }
    expect((await getJson(server, '/api/brides/abc')).status).toBe(400);
  });

  it('never shows a private or inactive member to others, but shows a private one to herself', async () => {
    const privateId = hidden.privateIds[0];
    const inactiveId = hidden.inactiveIds[0];
    const stranger = await insertMember(fx.db, 'みしらぬ');
    for (const id of [privateId, inactiveId]) {
      for (const path of [`/api/brides/${id}`, `/api/brides/${id}/report`, `/api/brides/${id}/albums/`, `/api/profile/${id}`]) {
        expect((await getJson(server, path)).status).toBe(404);
        expect((await call(server.url, 'GET', path, { as: stranger })).status).toBe(404);
      }
      expect((await call(server.url, 'POST', '/api/wn/bride_report_clips', { as: stranger, body: { bride_report_id: id } })).status).toBe(404);
      expect((await call(server.url, 'POST', '/api/love/add/', { as: stranger, body: { type: 'user', id }, form: true })).body.status).toBe('failure');
    }
    const owner = { userId: privateId, sessionId: await createSession(fx.db, privateId, 'jest') };
    const mine = await call(server.url, 'GET', `/api/brides/${privateId}`, { as: owner });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ is_owner: true, is_private: true });
    const albumId = mine.body.albums[0].id;
    expect((await getJson(server, `/api/albums/${albumId}/`)).status).toBe(404);
    expect((await call(server.url, 'GET', `/api/albums/${albumId}/`, { as: owner })).status).toBe(200);
    const profile = await call(server.url, 'GET', `/api/profile/${privateId}`, { as: owner });
    expect(getProfile.output.parse(profile.body).report_url).toBe(`/brides/${privateId}`);

    const pickups = await getOk(server, B.listPickupBrides, '/api/pickup/bride/list/?limit=30');
    const wn = await getOk(server, D.getPickupBrides, '/api/wn/pickup_brides?limit=30');
    const tags = await getOk(server, B.listThemeTags, '/api/brides/theme_tags/');
    const tagLists = await Promise.all(tags.items.map((t) => getOk(server, B.getThemeTag, `/api/brides/theme_tags/${t.id}?per_page=50`)));
    const photos = await getOk(server, P.searchPhotos, '/api/photo_search/?per_page=60');
    const seen = [
      ...pickups.items.map((b) => b.id), ...wn.items.map((b) => b.user_id), ...tagLists.flatMap((t) => t.items.map((b) => b.id)), ...photos.items.map((p) => p.user_id),
    ];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((id) => hiddenIds.has(id))).toEqual([]);
    const hiddenHalls = new Set<number>();
    for (const id of hiddenIds) {
      const res = await call(server.url, 'GET', `/api/brides/${id}`, { as: { userId: id, sessionId: await createSession(fx.db, id, 'jest') } });
      if (res.status === 200 && res.body.hall_id) hiddenHalls.add(res.body.hall_id);
    }
    for (const hallId of [...hiddenHalls].slice(0, 3)) {
      const hb = await getOk(server, H.getHallBrides, `/api/wn/halls/${hallId}/brides?per_page=50`);
      expect(hb.items.filter((b) => hiddenIds.has(b.user_id))).toEqual([]);
      expect(hb.total).toBe(all.filter((b) => b.hall_id === hallId).length);
    }
  });

  it('lists theme tags with counts, and a tag page with a word search', async () => {
    const tags = await getOk(server, B.listThemeTags, '/api/brides/theme_tags/');
    expect(tags.items.map((t) => t.name)).toEqual(expect.arrayContaining(['ナチュラル', '和婚', 'ガーデン', '少人数', 'DIY', 'ナイト', 'リゾート']));
    const tag = tags.items.find((t) => t.count > 2)!;
    const page = await getOk(server, B.getThemeTag, `/api/brides/theme_tags/${tag.id}?per_page=50`);
    expect(page.total).toBe(tag.count);
    expect(page.tag).toMatchObject({ id: tag.id, name: tag.name, count: tag.count });
    const word = page.items[0].basic_nickname;
    const found = await getOk(server, B.getThemeTag, `/api/brides/theme_tags/${tag.id}?query=${encodeURIComponent(word)}`);
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((b) => b.basic_nickname.includes(word) || b.title.includes(word) || b.reception_place.includes(word))).toBe(true);
    expect(found.tag.count).toBe(tag.count);
    const none = await getOk(server, B.getThemeTag, `/api/brides/theme_tags/${tag.id}?query=${encodeURIComponent('%_')}`);
    expect(none.total).toBe(0);
    expect((await getJson(server, '/api/brides/theme_tags/99999')).status).toBe(404);
  });

  it('picks up reports on /api/pickup/bride/list/ and /api/wn/pickup_brides alike', async () => {
    const pickups = await getOk(server, B.listPickupBrides, '/api/pickup/bride/list/?limit=30');
    const wn = await getOk(server, D.getPickupBrides, '/api/wn/pickup_brides?limit=30');
    expect(wn.items.map((b) => b.user_id)).toEqual(pickups.items.map((b) => b.id));
    const pickupTotal = (await getOk(server, B.listBrides, '/api/brides/?pickup=true')).total;
    expect(pickups.items.length).toBe(Math.min(30, pickupTotal));
    expect(wn.items.every((b) => b.profile_share_url.endsWith(`/brides/${b.user_id}`))).toBe(true);
    // The same cards, tags included, as the list's first picked-up reports, everywhere and in a prefecture.
    expect(pickups.items).toEqual((await getOk(server, B.listBrides, '/api/brides/?pickup=true&per_page=30')).items);
    const [first] = pickups.items;
    const inPrefecture = await getOk(server, B.listPickupBrides, `/api/pickup/bride/list/?limit=3&prefecture=${first.prefecture_slug}`);
    expect(inPrefecture.items.length).toBeGreaterThan(0);
    expect(inPrefecture.items).toEqual((await getOk(server, B.listBrides, `/api/brides/?pickup=true&per_page=3&prefecture=${first.prefecture_slug}`)).items);
    expect(pickups.items.some((b) => b.theme_tags.length > 0)).toBe(true);
  });

  it('counts photos by section, style and region, equal to the photo listing', async () => {
    const agg = await getOk(server, P.photoSearchAggregate, '/api/photo_search/aggregate');
    const photoTotal = all.reduce((a, b) => a + b.photo_count, 0);
    expect(agg.total).toBe(photoTotal);
    expect(agg.sections.reduce((a, s) => a + s.count, 0)).toBe(photoTotal);
    expect(agg.sections.find((s) => s.key === 'prewedding')!.label).toBe('前撮り');
    const section = agg.sections.find((s) => s.count > 0)!;
    const list = await getOk(server, P.searchPhotos, `/api/photo_search/?section=${section.key}`);
    expect(list.total).toBe(section.count);
    expect(list.per_page).toBe(36);
    expect(list.items.every((p) => p.section === section.key && !hiddenIds.has(p.user_id))).toBe(true);
    const narrowed = await getOk(server, P.photoSearchAggregate, `/api/photo_search/aggregate?section=${section.key}`);
    for (const r of narrowed.regions.slice(0, 3)) expect((await getOk(server, P.searchPhotos, `/api/photo_search/?section=${section.key}&region=${r.key}`)).total).toBe(r.count);
    for (const s of narrowed.styles.slice(0, 3)) expect((await getOk(server, P.searchPhotos, `/api/photo_search/?section=${section.key}&style=${s.key}`)).total).toBe(s.count);
    // Several scenes at once (repeated or comma-separated): any of them, counted as the facets say.
    const [a, b] = agg.sections.filter((x) => x.count > 0);
    for (const q of [`section=${a.key}&section=${b.key}`, `section=${a.key},${b.key}`]) {
      const both = await getOk(server, P.searchPhotos, `/api/photo_search/?${q}&per_page=60`);
      expect(both.total).toBe(a.count + b.count);
      expect(both.items.every((p) => p.section === a.key || p.section === b.key)).toBe(true);
      const bothAgg = await getOk(server, P.photoSearchAggregate, `/api/photo_search/aggregate?${q}`);
      expect(bothAgg.total).toBe(both.total);
      expect(bothAgg.sections).toEqual(agg.sections);
    }
    // A prefecture, alone or inside its region; the prefecture facet counts equal the listing.
    const pref = agg.prefectures.find((x) => x.count > 0)!;
    const inPref = await getOk(server, P.searchPhotos, `/api/photo_search/?prefecture=${pref.key}`);
    expect(inPref.total).toBe(pref.count);
    expect((await getOk(server, P.searchPhotos, `/api/photo_search/?region=${pref.region}&prefecture=${pref.key}`)).total).toBe(pref.count);
    const prefAgg = await getOk(server, P.photoSearchAggregate, `/api/photo_search/aggregate?prefecture=${pref.key}&section=${a.key}`);
    expect(prefAgg.total).toBe((await getOk(server, P.searchPhotos, `/api/photo_search/?prefecture=${pref.key}&section=${a.key}`)).total);
    expect(prefAgg.regions.reduce((n, r) => n + r.count, 0)).toBe(a.count);
    expect(agg.prefectures.reduce((n, x) => n + x.count, 0)).toBe(photoTotal);
    const otherRegion = agg.regions.find((r) => r.key !== pref.region)!;
    expect((await getJson(server, `/api/photo_search/?region=${otherRegion.key}&prefecture=${pref.key}`)).status).toBe(400);
    expect((await getJson(server, '/api/photo_search/?prefecture=atlantis')).status).toBe(400);
    expect((await getJson(server, `/api/photo_search/?section=${a.key},kitchen`)).status).toBe(400);
    expect((await getJson(server, '/api/photo_search/?section=kitchen')).status).toBe(400);
    expect((await getJson(server, '/api/photo_search/aggregate?region=atlantis')).status).toBe(400);
  });

  it('lists public reports, their albums and the bride pages in the sitemap, and no hidden one', async () => {
    const index = await getOk(server, sitemapEntries, '/api/web/sitemap');
    expect(index.parts).toEqual(expect.arrayContaining([{ part: 'brides', page: 1 }, { part: 'albums', page: 1 }]));
    const reports = await getOk(server, sitemapEntries, '/api/web/sitemap?part=brides');
    const paths = reports.urls.map((u) => u.path);
    expect(paths).toEqual(expect.arrayContaining(['/brides/', '/photos/', ...all.map((b) => `/brides/${b.id}`)]));
    const albums = await getOk(server, sitemapEntries, '/api/web/sitemap?part=albums');
    const all2 = [...paths, ...albums.urls.map((u) => u.path)];
    expect(albums.urls.length).toBeGreaterThan(all.length * 3 - 1);
    expect(all2.filter((p) => [...hiddenIds].some((id) => p.startsWith(`/brides/${id}/`) || p === `/brides/${id}`))).toEqual([]);
  });

  it('counts a view once per registered visitor per day, never a made-up visitor id nor the member herself', async () => {
    const one = all[0];
    const before = (await getOk(server, B.getBride, `/api/brides/${one.id}`)).viewed_count;
    const view = (uuid: string) => fetch(`${server.url}/api/brides/${one.id}/view`, { method: 'POST', headers: { ...csrfHeaders(), 'x-musubi-uuid': uuid, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json());
    expect(await view('33333333-3333-4333-8333-333333333333')).toEqual({ viewed_count: before, counted: false });
    for (const uuid of ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']) expect((await fetch(`${server.url}/api/uuid/?uuid=${uuid}`)).status).toBe(200);
    const a = await view('11111111-1111-4111-8111-111111111111');
    expect(a).toEqual({ viewed_count: before + 1, counted: true });
    expect(await view('11111111-1111-4111-8111-111111111111')).toEqual({ viewed_count: before + 1, counted: false });
    expect((await view('22222222-2222-4222-8222-222222222222')).viewed_count).toBe(before + 2);
    const owner = { userId: one.id, sessionId: await createSession(fx.db, one.id, 'jest') };
    expect((await call(server.url, 'POST', `/api/brides/${one.id}/view`, { as: owner, body: {} })).body).toEqual({ viewed_count: before + 2, counted: false });
    expect((await call(server.url, 'POST', `/api/brides/${hidden.privateIds[0]}/view`, { body: {} })).status).toBe(404);
  });

  it("the list page's data holds each report as its card shows it, not the API's whole card", async () => {
    const answer = await getOk(server, B.listBrides, '/api/brides/');
    const out = (await renderPage(bridesPage, '/brides/')).out as { props: BridesPageProps };
    expect(out.props.result.items).toEqual(answer.items.map(toBrideCard));
    expect(out.props.result.total).toBe(answer.total);
    expect(JSON.stringify([out.props.result.items, out.props.pickups])).not.toMatch(/"(profile_share_url|prefecture_slug|region_slug|viewed_count|season)"/);
  });

  it("a report's page reads the report, its tags and albums in one statement for both of its calls", async () => {
    const one = all.at(-2)!; // a report no other test here reads (its answers are not cached yet)
    const client = (fx.db as unknown as { $client: { exec?: (text: string) => Promise<unknown> } }).$client;
    if (!client.exec) return; // PGlite's session shows each statement it runs; a pool's clients do not
    const exec = jest.spyOn(client as { exec: (text: string) => Promise<unknown> }, 'exec');
    try {
      const out = (await renderPage(reportPage, `/brides/${one.id}`, { id: String(one.id) })).out as { props: { bride: B.BrideDetail; report: B.BrideReportBody } };
      expect(out.props.bride.id).toBe(one.id);
      expect(out.props.report.user_id).toBe(one.id);
      expect(exec.mock.calls.filter(([text]) => text.includes('EXECUTE'))).toHaveLength(1);
    } finally {
      exec.mockRestore();
    }
  });
}, (db) => seedBrideDomain(db));

const csrfHeaders = () => headersFor(null);
