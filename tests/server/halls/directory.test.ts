import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as H from '../../../api/contract/halls';
import * as D from '../../../api/contract/directory';
import { seedHallDomain } from './hallSeed';
import { getJson, getOk } from './support';
import { eq } from 'drizzle-orm';
import { toHiragana } from 'wanakana';
import { halls } from '../../../server/db/schema';
import { demoVideoSeconds, hallVideoUrl } from '../../../server/media/videoClip';
import { isListedVideo } from '../../../server/media/listedVideo';
import { bayesianScore } from '../../../lib/halls/rankingFormula';

// Seeding the hall domain takes a few seconds per database.
jest.setTimeout(120_000);

describeEachDb('hall directory: /api/halls/ and friends', (fx) => {
  let server: TestServer;
  let all: Awaited<ReturnType<typeof getOk<typeof D.searchHalls>>>;
  beforeAll(async () => {
    server = await startApiServer();
    all = await getOk(server, D.searchHalls, '/api/halls/?per_page=50');
  });
  afterAll(() => server.close());

  it('lists 18 halls a page, with the total and stable pages', async () => {
    const p1 = await getOk(server, D.searchHalls, '/api/halls/');
    expect(p1.per_page).toBe(18);
    expect(p1.items).toHaveLength(Math.min(18, all.total));
    expect(p1.total_pages).toBe(Math.ceil(all.total / 18));
    const p2 = await getOk(server, D.searchHalls, '/api/halls?page=2');
    expect(p2.items.map((h) => h.id)).toEqual(all.items.slice(18, 36).map((h) => h.id));
    const count = await getOk(server, D.countHalls, '/api/halls/count/');
    expect(count.count).toBe(all.total);
  });

  it('filters by prefecture, region, area and several prefectures', async () => {
    const tokyo = await getOk(server, D.searchHalls, '/api/halls/?prefecture_slug=tokyo&per_page=50');
    expect(tokyo.total).toBeGreaterThan(0);
    expect(tokyo.items.every((h) => h.location.prefecture_slug === 'tokyo')).toBe(true);
    const kanto = await getOk(server, D.searchHalls, '/api/halls/?region_slugs=kanto&region_slugs=kansai&per_page=50');
    expect(kanto.items.every((h) => ['kanto', 'kansai'].includes(h.location.region_slug))).toBe(true);
    const area = tokyo.items[0].location.area_slug!;
    const inArea = await getOk(server, D.searchHalls, `/api/halls/?area_slug=${area}&per_page=50`);
    expect(inArea.items.every((h) => h.area_slug === area)).toBe(true);
    const two = await getOk(server, D.countHalls, '/api/halls/count?s_prefecture_slug=tokyo,osaka&s_prefecture_slug=');
    const osaka = await getOk(server, D.countHalls, '/api/halls/count?prefecture_slug=osaka');
    expect(two.count).toBe(tokyo.total + osaka.count);
  });

  it('filters by station and district', async () => {
    const hall = await getOk(server, H.getHall, `/api/wn/halls/${all.items.find((h) => h.station_name)!.id}`);
    const byStation = await getOk(server, D.searchHalls, `/api/halls/?station_id=${hall.station_id}&per_page=50`);
    expect(byStation.items.map((h) => h.id)).toContain(hall.id);
    expect(byStation.items.every((h) => h.station_name === hall.station_name)).toBe(true);
    const withDistrict = await Promise.all(all.items.slice(0, 20).map((h) => getOk(server, H.getHall, `/api/wn/halls/${h.id}`)));
    const d = withDistrict.find((h) => h.district_slug)!;
    const byDistrict = await getOk(server, D.searchHalls, `/api/halls/?district_slug=${d.district_slug}`);
    expect(byDistrict.items.map((h) => h.id)).toContain(d.id);
  });

  it('filters by こだわり (all of them), service type, budget, guest count and flags', async () => {
    const chapelGarden = await getOk(server, D.searchHalls, '/api/halls/?k=chapel&k=garden&per_page=50');
    for (const h of chapelGarden.items) {
      const full = await getOk(server, H.getHall, `/api/wn/halls/${h.id}`);
      expect(full.features).toEqual(expect.arrayContaining(['chapel', 'garden']));
    }
    const hotels = await getOk(server, D.searchHalls, '/api/halls/?g=1&per_page=50');
    expect(hotels.items.every((h) => h.service_id === 1 && h.service_name === 'ホテル')).toBe(true);
    const budget = await getOk(server, D.searchHalls, '/api/halls/?p=3&per_page=50');
    expect(budget.items.every((h) => h.cost >= 3000000 && h.cost < 4000000)).toBe(true);
    const people = await getOk(server, D.searchHalls, '/api/halls/?people=120&per_page=50');
    expect(people.items.every((h) => h.capacity_min <= 120 && h.capacity_max >= 120)).toBe(true);
    const official = await getOk(server, D.searchHalls, '/api/halls/?official=true&per_page=50');
    expect(official.items.every((h) => h.is_official)).toBe(true);
    const combined = await getOk(server, D.countHalls, '/api/halls/count?g=1&g=3&t=natural&c=christian&ws=small&best_rate=1');
    expect(combined.count).toBeLessThanOrEqual(all.total);
  });

  it('finds a hall by its name as written, and by its reading in katakana, hiragana and spaced latin-width forms', async () => {
    const full = await getOk(server, H.getHall, `/api/wn/halls/${all.items[0].id}`);
    const [{ kana }] = await fx.db.select({ kana: halls.nameKana }).from(halls).where(eq(halls.id, full.id));
    for (const q of [kana, toHiragana(kana, { convertLongVowelMark: false }), `${kana.slice(0, 3)} ${kana.slice(3, 6)}`]) {
      const found = await getOk(server, D.searchHalls, `/api/halls/?name=${encodeURIComponent(q)}&per_page=50`);
      expect(found.items.map((h) => h.id)).toContain(full.id);
    }
    const byName = await getOk(server, D.searchHalls, `/api/halls/?name=${encodeURIComponent(full.name)}`);
    expect(byName.items.map((h) => h.id)).toContain(full.id);
    const short = await getOk(server, D.searchHalls, `/api/halls/?name=${encodeURIComponent(full.short_name)}`);
    expect(short.items.map((h) => h.id)).toContain(full.id);
    const none = await getOk(server, D.searchHalls, `/api/halls/?name=${encodeURIComponent('存在しない式場名xyz')}`);
    expect(none.total).toBe(0);
    const wildcard = await getOk(server, D.countHalls, `/api/halls/count?name=${encodeURIComponent('%_')}`);
    expect(wildcard.count).toBe(0);
  });

  it('sorts by rating, review count, price and newness', async () => {
    const byRating = await getOk(server, D.searchHalls, '/api/halls/?s=rating&per_page=50');
    const r = byRating.items.map((h) => h.rating);
    expect(r).toEqual([...r].sort((a, b) => b - a));
    const byCount = await getOk(server, D.searchHalls, '/api/halls/?s=review_count&per_page=50');
    const c = byCount.items.map((h) => h.rating_count);
    expect(c).toEqual([...c].sort((a, b) => b - a));
    const high = await getOk(server, D.searchHalls, '/api/halls/?s=price_high&per_page=50');
    expect(high.items.map((h) => h.cost)).toEqual([...high.items.map((h) => h.cost)].sort((a, b) => b - a));
    const low = await getOk(server, D.searchHalls, '/api/halls/?s=price_low&per_page=50');
    expect(low.items.map((h) => h.cost)).toEqual([...low.items.map((h) => h.cost)].sort((a, b) => a - b));
    const newest = await getOk(server, D.searchHalls, '/api/halls/?s=created_at_desc');
    expect(newest.total).toBe(all.total);
  });

  it.each([
    ['k=spaceship', /^k/], ['p=9', /^p/], ['g=7', /^g/], ['t=gothic', /^t/], ['c=pagan', /^c/], ['ws=space', /^ws/], ['s=random', /^s/],
    ['people=zero', /^people/], ['official=maybe', /^official/], ['station_id=999999', /^station_id/], ['district_slug=atlantis', /^district_slug/],
    ['region_slugs=moon', /^region_slugs/], ['area_slug=nowhere', /^area_slug/], ['prefecture_slug=atlantis', /^prefecture_slug/],
    ['s_prefecture_slug=tokyo,atlantis', /^s_prefecture_slug/], ['page=0', /^page/], ['prefecture_slug=TOKYO!', /^prefecture_slug/],
  ])('answers 400 naming the parameter for %s', async (query, re) => {
    const res = await getJson(server, `/api/halls/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(re);
    expect((await getJson(server, `/api/halls/count?${query}`)).status).toBe(query.startsWith('page') ? 200 : 400);
  });

  it('aggregate_area counts every region, prefecture and area for the non-place filters', async () => {
    const agg = await getOk(server, D.aggregateHallAreas, '/api/halls/aggregate_area/?prefecture_slug=tokyo');
    expect(agg.total).toBe(all.total);
    expect(agg.regions).toHaveLength(9);
    expect(agg.regions.flatMap((r) => r.prefectures)).toHaveLength(47);
    const tokyo = agg.regions.find((r) => r.slug === 'kanto')!.prefectures.find((p) => p.slug === 'tokyo')!;
    expect(tokyo.count).toBe((await getOk(server, D.countHalls, '/api/halls/count?prefecture_slug=tokyo')).count);
    const hotels = await getOk(server, D.aggregateHallAreas, '/api/halls/aggregate_area?g=1');
    expect(hotels.total).toBe((await getOk(server, D.countHalls, '/api/halls/count?g=1')).count);
    expect((await getJson(server, '/api/halls/aggregate_area?k=moon')).status).toBe(400);
  });

  it('hall_search_conditions lists every value with labels and counts', async () => {
    const cond = await getOk(server, D.getHallSearchConditions, '/api/wn/hall_search_conditions');
    expect(cond.total).toBe(all.total);
    expect(cond.c.map((o) => o.label)).toEqual(['キリスト教式', '人前式', '神前式', '仏前式']);
    expect(cond.g.find((o) => o.value === '1')!.count).toBe((await getOk(server, D.countHalls, '/api/halls/count?g=1')).count);
    expect(cond.k.find((o) => o.value === 'chapel')!.count).toBe((await getOk(server, D.countHalls, '/api/halls/count?k=chapel')).count);
    expect(cond.p.reduce((a, o) => a + o.count, 0)).toBe(all.total);
    const tokyo = await getOk(server, D.getHallSearchConditions, '/api/wn/hall_search_conditions?prefecture_slug=tokyo');
    expect(tokyo.total).toBeLessThan(cond.total);
    // Every dimension within a place agrees with a search for that value there.
    for (const dim of ['k', 't', 'c', 'ws', 'g', 'p'] as const) {
      const option = tokyo[dim].find((o) => o.count > 0)!;
      expect(option.count).toBe((await getOk(server, D.countHalls, `/api/halls/count?prefecture_slug=tokyo&${dim}=${option.value}`)).count);
    }
    expect((await getJson(server, '/api/wn/hall_search_conditions?prefecture_slug=mars')).status).toBe(400);
  });

  it('search_props gives places with counts and the areas of tokyo by default', async () => {
    const props = await getOk(server, D.getSearchProps, '/api/search_props');
    expect(props.prefecture.slug).toBe('tokyo');
    expect(props.areas.map((a) => a.name)).toEqual(expect.arrayContaining(['銀座・日本橋', '表参道・青山', '新宿']));
    expect(props.page_size).toBe(18);
    expect(props.sorts.map((s) => s.label)).toEqual(expect.arrayContaining(['おすすめ順', '口コミ評価が高い順', '費用が安い順']));
    const osaka = await getOk(server, D.getSearchProps, '/api/search_props?prefecture_slug=osaka');
    expect(osaka.areas.map((a) => a.name)).toContain('梅田');
  });

  it('geography reads answer by slug or id and 404 when unknown', async () => {
    const regions = await getOk(server, D.getGeoRegions, '/api/wn/geo/regions');
    expect(regions.regions.map((r) => r.slug)).toEqual(['hokkaido', 'tohoku', 'kanto', 'hokuriku-koshinetsu', 'tokai', 'kansai', 'chugoku', 'shikoku', 'kyushu-okinawa']);
    // Every hall is in a region, or abroad (海外挙式: tests/server/halls/overseas.test.ts).
    const abroad = await getOk(server, D.getOverseasDestinations, '/api/wn/geo/overseas_destinations');
    expect(regions.regions.reduce((a, r) => a + r.hall_count, 0) + abroad.hall_count).toBe(all.total);
    const kanto = await getOk(server, D.getGeoRegion, '/api/wn/geo/regions/kanto');
    expect(kanto.region.prefectures.map((p) => p.slug)).toContain('kanagawa');
    const kanagawa = await getOk(server, D.getGeoPrefecture, '/api/wn/geo/prefectures/kanagawa');
    expect(kanagawa.prefecture).toMatchObject({ id: 14, name: '神奈川県' });
    expect(kanagawa.areas.map((a) => a.name)).toEqual(expect.arrayContaining(['横浜', 'みなとみらい', '鎌倉・湘南']));
    const area = await getOk(server, D.getGeoArea, '/api/wn/geo/areas/omotesando-aoyama');
    expect(area.prefecture.slug).toBe('tokyo');
    expect(area.districts.length).toBeGreaterThan(0);
    const district = await getOk(server, D.getGeoDistrict, `/api/wn/geo/districts/${area.districts[0].slug}`);
    expect(district.area.slug).toBe('omotesando-aoyama');
    const station = await getOk(server, D.getGeoStation, `/api/wn/geo/stations/${area.stations[0].id}`);
    expect(station.station.name).toBe(area.stations[0].name);
    expect(station.neighbours.length).toBeGreaterThan(0);
    for (const path of ['/api/wn/geo/regions/moon', '/api/wn/geo/prefectures/atlantis', '/api/wn/geo/areas/nowhere', '/api/wn/geo/districts/nowhere', '/api/wn/geo/stations/1']) {
      expect((await getJson(server, path)).status).toBe(404);
    }
    expect((await getJson(server, '/api/wn/geo/areas/Bad Slug')).status).toBe(400);
  });

  it('ranking defaults to tokyo, ranks by rating, and takes a region or another sort', async () => {
    const tokyo = await getOk(server, D.getHallRanking, '/api/wn/halls/ranking/');
    expect(tokyo.prefecture?.slug).toBe('tokyo');
    expect(tokyo.items.every((h) => h.location.prefecture_slug === 'tokyo')).toBe(true);
    expect(tokyo.items.map((h) => h.rank)).toEqual(tokyo.items.map((_, i) => i + 1));
    // The rating ranking orders by the Bayesian average towards the region's mean (lib/halls/rankingFormula).
    const m = tokyo.formula!.region_mean;
    const scores = tokyo.items.map((h) => bayesianScore(h.rating, h.rating_count, m, tokyo.formula!.prior_weight));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const kansai = await getOk(server, D.getHallRanking, '/api/wn/halls/ranking?region_slug=kansai&s=review_count');
    expect(kansai.prefecture).toBeNull();
    expect(kansai.items.every((h) => h.location.region_slug === 'kansai')).toBe(true);
    expect((await getJson(server, '/api/wn/halls/ranking?prefecture_slug=atlantis')).status).toBe(400);
    expect((await getJson(server, '/api/wn/halls/ranking?s=likes')).body.message).toMatch(/^s:/);
  });

  it('pr_hall and stats answer for a prefecture', async () => {
    const pr = await getOk(server, D.getPrHalls, '/api/pr_hall?prefecture_slug=tokyo');
    expect(pr.items.every((h) => h.location.prefecture_slug === 'tokyo')).toBe(true);
    expect((await getJson(server, '/api/pr_hall?prefecture_slug=atlantis')).status).toBe(400);
    const japan = await getOk(server, D.getPlaceStats, '/api/wn/stats');
    expect(japan).toMatchObject({ scope: 'all', name: '全国', hall_count: all.total });
    expect(all.total).toBeLessThanOrEqual(50);
    expect(japan.review_count).toBe(all.items.reduce((a, h) => a + h.rating_count, 0));
    const tokyo = await getOk(server, D.getPlaceStats, '/api/wn/stats?prefecture_slug=tokyo');
    expect(tokyo.scope).toBe('prefecture');
    expect(tokyo.average_rating).toBeGreaterThan(1);
    expect(tokyo.by_service.reduce((a, s) => a + s.count, 0)).toBe(tokyo.hall_count);
    const kanto = await getOk(server, D.getPlaceStats, '/api/wn/stats?region_slug=kanto');
    expect(kanto.hall_count).toBeGreaterThanOrEqual(tokyo.hall_count);
    expect((await getJson(server, '/api/wn/stats?area_slug=nowhere')).status).toBe(400);
  });

  it('editorial lists: videos, pickups, prefecture posts, guides, booking categories', async () => {
    const videos = await getOk(server, D.getHallVideos, '/api/wn/hall_videos?page=1');
    expect(videos.total).toBeGreaterThan(0);
    for (const v of videos.items) {
      // The row's length is the clip's (server/media/videoClip.ts), and the text promises no more.
      const n = Number(/^\/media\/halls\/\d+\/video\/(\d+)\.mp4$/.exec(v.video_url)?.[1]);
      expect(v.video_url).toBe(hallVideoUrl(v.hall_id, n));
      expect(v.duration_seconds).toBe(demoVideoSeconds(v.hall_id, n));
      expect(v.description).toContain(`${v.duration_seconds}秒`);
      expect(v.description).not.toMatch(/[0-9０-９]+分/);
    }
    // The media route makes only listed clips.
    const first = videos.items[0];
    await expect(isListedVideo(first.hall_id, first.video_url)).resolves.toBe(true);
    await expect(isListedVideo(first.hall_id, hallVideoUrl(first.hall_id, 99))).resolves.toBe(false);
    await expect(isListedVideo(first.hall_id + 1_000_000, hallVideoUrl(first.hall_id + 1_000_000, 1))).resolves.toBe(false);
    const pref = videos.items[0].prefecture_slug;
    const inPref = await getOk(server, D.getHallVideos, `/api/wn/hall_videos?prefecture=${pref}`);
    expect(inPref.items.every((v) => v.prefecture_slug === pref)).toBe(true);
    const brides = await getOk(server, D.getPickupBrides, '/api/wn/pickup_brides');
    expect(brides.items.length).toBeGreaterThan(0);
    expect(brides.items.every((b) => b.reception_cover_image2.photo.photo_url.startsWith('/media/brides/') && b.profile_share_url.endsWith(`/brides/${b.user_id}`))).toBe(true);
    const weddings = await getOk(server, D.getPickupWeddings, '/api/wn/pickup_weddings?prefecture=tokyo');
    expect(weddings.items.length).toBeGreaterThan(0);
    expect(weddings.items.every((w) => w.prefecture_slug === 'tokyo')).toBe(true);
    const posts = await getOk(server, D.getPrefecturePosts, '/api/wn/prefecture_posts?prefecture=osaka&page=1');
    expect(posts.items.every((p) => p.prefecture_slug === 'osaka' && p.title.includes('大阪'))).toBe(true);
    const guides = await getOk(server, D.getWeddingPreparationGuides, '/api/wn/wedding_preparation_guides?page=2');
    expect(guides.items[0].step).toBe(11);
    // The totals come with the page's rows; a page past the end still tells them.
    const allGuides = await getOk(server, D.getWeddingPreparationGuides, '/api/wn/wedding_preparation_guides?per_page=50');
    expect(guides.total).toBe(allGuides.items.length);
    const allPosts = await getOk(server, D.getPrefecturePosts, '/api/wn/prefecture_posts?prefecture=osaka&per_page=50');
    expect(posts.total).toBe(allPosts.items.length);
    expect(posts.total).toBeGreaterThan(0);
    for (const [path, total] of [[`/api/wn/prefecture_posts?prefecture=osaka&page=${posts.total_pages + 1}`, posts.total], [`/api/wn/wedding_preparation_guides?page=${guides.total_pages + 1}`, guides.total]] as const) {
      const past = (await getJson(server, path)).body as { items: unknown[]; total: number };
      expect({ path, items: past.items, total: past.total }).toEqual({ path, items: [], total });
    }
    const cats = await getOk(server, D.getBookingSiteCategories, '/api/wn/booking_site_categories');
    expect(cats.items.length).toBeGreaterThan(3);
    for (const path of ['/api/wn/hall_videos?prefecture=atlantis', '/api/wn/pickup_weddings?prefecture=atlantis', '/api/wn/prefecture_posts?prefecture=atlantis', '/api/wn/pickup_brides?prefecture=atlantis']) {
      const res = await getJson(server, path);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^prefecture:/);
    }
  });

  it('records visitor views, lists them newest first and recommends other halls', async () => {
    const uuid = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
    const [a, b] = all.items;
    expect(await getOk(server, D.recordHallView, `/api/uuid/halls/create?uuid=${uuid}&hall_id=${a.id}`)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    await getOk(server, D.recordHallView, `/api/uuid/halls/create?uuid=${uuid}&hall_id=${b.id}`);
    const recent = await getOk(server, D.getRecentlyViewedHalls, `/api/wn/uuid/${uuid}/recently_viewed_halls`);
    expect(recent.items.map((h) => h.id)).toEqual([b.id, a.id]);
    const rec = await getOk(server, D.getRecommendedHallsForVisitor, `/api/wn/uuid/${uuid}/recommended_halls?hall_id=${a.id}`);
    expect(rec.items.some((h) => h.id === a.id || h.id === b.id)).toBe(false);
    expect(rec.items.every((h) => h.location.prefecture_slug === a.location.prefecture_slug)).toBe(true);
    const stranger = await getOk(server, D.getRecommendedHallsForVisitor, '/api/wn/uuid/00000000-0000-0000-0000-000000000000/recommended_halls');
    expect(stranger.items.length).toBeGreaterThan(0);
    expect((await getJson(server, `/api/uuid/halls/create?uuid=${uuid}&hall_id=987654`)).status).toBe(404);
    expect((await getJson(server, `/api/uuid/halls/create?uuid=${uuid}`)).body.message).toMatch(/^hall_id/);
    expect((await getJson(server, '/api/uuid/halls/create?uuid=<x>&hall_id=1')).body.message).toMatch(/^uuid/);
  });
}, (db) => seedHallDomain(db));
