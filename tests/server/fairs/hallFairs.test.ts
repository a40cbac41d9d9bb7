import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { inArray } from 'drizzle-orm';
import { hasUpcomingFair } from '../../../server/fairs/upcoming';
import { halls } from '../../../server/db/schema';
import { inDays, insertFair, insertOtherHall, today } from './support';

describeEachDb('hall fair reads', (fx) => {
  let server: TestServer;
  let hallId: number;
  let otherHallId: number;
  let emptyHallId: number;
  let contentId: number;
  let firstFairId: number;
  let pastFairId: number;
  const get = (path: string) => fetch(`${server.url}${path}`);

  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    otherHallId = await insertOtherHall(fx.db, 'ホテル・ザ・テスト東京', 'hotel-test');
    emptyHallId = await insertOtherHall(fx.db, 'フェアのない式場', 'no-fair');
    // One content held on six upcoming dates, plus a past and a today fair that must not show.
    const first = await insertFair(fx.db, { hallId, holdAt: inDays(2), name: '【初めての方におすすめ】会場見学＆ご相談会', flags: { hasConsultation: true } });
    contentId = first.contentId;
    firstFairId = first.fairId;
    for (const d of [3, 9, 10, 16, 17]) await insertFair(fx.db, { hallId, holdAt: inDays(d), contentId });
    pastFairId = (await insertFair(fx.db, { hallId, holdAt: inDays(-2), contentId })).fairId;
    await insertFair(fx.db, { hallId, holdAt: today(), contentId });
    await insertFair(fx.db, { hallId, holdAt: inDays(9), name: '【豪華特典】無料試食×ドレス試着フェア', flags: { hasTasting: true, hasTryDress: true }, price: 3000, isRecommended: true });
    await insertFair(fx.db, { hallId: otherHallId, holdAt: inDays(4), name: '【花嫁人気No.1】模擬挙式＆模擬披露宴 体感フェア', flags: { hasMockCeremony: true }, isRecommended: true });
    server = await startApiServer();
  });
  afterAll(() => server.close());

  describe('GET /api/wn/halls/{id}/fairs', () => {
    it('lists upcoming fairs by date, 4 a page, with every upcoming date for the calendar', async () => {
      const res = await get(`/api/wn/halls/${hallId}/fairs`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ total: 7, page: 1, per_page: 4, total_pages: 2 });
      expect(body.items.map((f: { hold_at: string }) => f.hold_at)).toEqual([inDays(2), inDays(3), inDays(9), inDays(9)]);
      expect(body.hold_dates).toEqual([2, 3, 9, 10, 16, 17].map(inDays));
      const fair = body.items[0];
      expect(fair).toMatchObject({ id: firstFairId, hall_id: hallId, hold_time1: '10:00〜12:00', hold_time2: '13:00〜15:00', hold_time3: null, hold_time8: null, has_consultation: true, has_tasting: false, capacity: 3, remaining: 6, price: 0 });
      expect(fair.image_url).toBe(`/media/fairs/${contentId}/cover/1.jpg`);
      expect(fair.start_date).toBe(inDays(2 - 90));
    });

    it('pages and filters by hold_at', async () => {
      const page2 = await (await get(`/api/wn/halls/${hallId}/fairs?page=2&per_page=4`)).json();
      expect(page2.items.map((f: { hold_at: string }) => f.hold_at)).toEqual([inDays(10), inDays(16), inDays(17)]);
      const day = await (await get(`/api/wn/halls/${hallId}/fairs?hold_at=${inDays(9)}`)).json();
      expect(day).toMatchObject({ total: 2 });
      expect(day.items.every((f: { hold_at: string }) => f.hold_at === inDays(9))).toBe(true);
      const past = await (await get(`/api/wn/halls/${hallId}/fairs?hold_at=${inDays(-2)}`)).json();
      expect(past.total).toBe(0);
      const beyond = await (await get(`/api/wn/halls/${hallId}/fairs?page=9`)).json();
      expect(beyond.items).toEqual([]);
    });

    it('404 for an unknown hall, 400 for bad parameters', async () => {
      expect((await get('/api/wn/halls/999999/fairs')).status).toBe(404);
      const bad = await get(`/api/wn/halls/${hallId}/fairs?hold_at=2026-02-30`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/^hold_at: 日付を入力してください/);
      expect((await get(`/api/wn/halls/${hallId}/fairs?page=0`)).status).toBe(400);
      expect((await get(`/api/wn/halls/${hallId}/fairs?per_page=500`)).status).toBe(400);
    });
  });

  describe('GET /api/wn/halls/{id}/fairs/{fairId}', () => {
    it('answers the fair with its slots, reserved counts, the hall and its other dates', async () => {
      const body = await (await get(`/api/wn/halls/${hallId}/fairs/${firstFairId}?reserved=true`)).json();
      expect(body).toMatchObject({ id: firstFairId, is_past: false, hall: { id: hallId, name: 'テストガーデン迎賓館', prefecture_slug: 'tokyo' } });
      expect(body.slots).toEqual([
        { slot: 1, hold_time: '10:00〜12:00', capacity: 3, reserved: 0, remaining: 3 },
        { slot: 2, hold_time: '13:00〜15:00', capacity: 3, reserved: 0, remaining: 3 },
      ]);
      expect(body.other_dates.map((d: { hold_at: string }) => d.hold_at)).toEqual([3, 9, 10, 16, 17].map(inDays));
    });

    it('shows a past fair as past', async () => {
      const body = await (await get(`/api/wn/halls/${hallId}/fairs/${pastFairId}`)).json();
      expect(body.is_past).toBe(true);
    });

    it('404 for another hall\'s fair or an unknown fair, 400 for a malformed id', async () => {
      expect((await get(`/api/wn/halls/${otherHallId}/fairs/${firstFairId}`)).status).toBe(404);
      expect((await get(`/api/wn/halls/${hallId}/fairs/999999`)).status).toBe(404);
      const bad = await get(`/api/wn/halls/${hallId}/fairs/abc`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/^fairId:/);
    });
  });

  describe('recommended fairs and fair contents', () => {
    it('recommended_fairs: fairs of other nearby halls, one per hall', async () => {
      const body = await (await get(`/api/wn/halls/${hallId}/recommended_fairs`)).json();
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ hall_id: otherHallId, hall: { name: 'ホテル・ザ・テスト東京' }, has_mock_ceremony: true });
      expect((await get('/api/wn/halls/999999/recommended_fairs')).status).toBe(404);
      expect((await get(`/api/wn/halls/${hallId}/recommended_fairs?limit=99`)).status).toBe(400);
    });

    it('v3 recommended_fair: the hall\'s own recommended upcoming fair, null without one', async () => {
      const body = await (await get(`/api/v3/wn/halls/${hallId}/recommended_fair`)).json();
      expect(body).toMatchObject({ name: '【豪華特典】無料試食×ドレス試着フェア', price: 3000, is_recommended: true, hold_at: inDays(9) });
      expect(await (await get(`/api/v3/wn/halls/${emptyHallId}/recommended_fair`)).json()).toBeNull();
      expect((await get('/api/v3/wn/halls/999999/recommended_fair')).status).toBe(404);
    });

    it('v3 faircontents/: each fair the hall offers with its next date', async () => {
      const res = await get(`/api/v3/wn/halls/${hallId}/faircontents/`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toHaveLength(2);
      expect(body.find((c: { id: number }) => c.id === contentId)).toMatchObject({ next_hold_at: inDays(2), next_fair_id: firstFairId, upcoming_dates: 6, has_consultation: true });
      expect(await (await get(`/api/v3/wn/halls/${emptyHallId}/faircontents`)).json()).toEqual([]);
      expect((await get('/api/v3/wn/halls/999999/faircontents/')).status).toBe(404);
    });
  });

  describe('GET /api/wn/fairs (search across halls)', () => {
    it('finds upcoming fairs by date, area and contents, paged', async () => {
      const all = await (await get('/api/wn/fairs?per_page=3')).json();
      expect(all).toMatchObject({ total: 8, per_page: 3, total_pages: 3 });
      expect(all.items[0].hall).toMatchObject({ prefecture_name: '東京都' });
      const byDate = await (await get(`/api/wn/fairs?date=${inDays(4)}`)).json();
      expect(byDate.items.map((f: { hall_id: number }) => f.hall_id)).toEqual([otherHallId]);
      const byFlags = await (await get('/api/wn/fairs?flags=has_tasting&flags=has_try_dress')).json();
      expect(byFlags.total).toBe(1);
      expect((await (await get('/api/wn/fairs?flags[]=has_mock_ceremony&free=true')).json()).total).toBe(1);
      expect((await (await get('/api/wn/fairs?prefecture_slug=tokyo&region_slug=kanto')).json()).total).toBe(8);
      expect((await (await get('/api/wn/fairs?prefecture_slug=osaka')).json()).total).toBe(0);
      expect((await (await get(`/api/wn/fairs?date_from=${inDays(10)}&date_to=${inDays(16)}`)).json()).total).toBe(2);
      const page2 = await (await get('/api/wn/fairs?per_page=3&page=3')).json();
      expect(page2.items).toHaveLength(2);
    });

    it('400 for an unknown flag or a malformed date', async () => {
      const bad = await get('/api/wn/fairs?flags=has_pool');
      expect(bad.status).toBe(400);
      expect((await get('/api/wn/fairs?date=tomorrow')).status).toBe(400);
      expect((await get('/api/wn/fairs?prefecture_slug=東京')).status).toBe(400);
    });
  });

  it('hasUpcomingFair marks only halls with a fair from tomorrow on', async () => {
    const rows = await fx.db.select({ id: halls.id, hasFair: hasUpcomingFair(halls.id) }).from(halls).where(inArray(halls.id, [hallId, otherHallId, emptyHallId, 424242]));
    expect(rows.filter((r) => r.hasFair).map((r) => r.id).sort()).toEqual([hallId, otherHallId].sort());
    expect(rows.find((r) => r.id === emptyHallId)?.hasFair).toBe(false);
  });

  it('search cards carry the next bookable fair date and the 特典 badge from the same query', async () => {
    const res = await get('/api/halls/?per_page=50');
    expect(res.status).toBe(200);
    const cards = (await res.json()).items as { id: number; has_fair: boolean; next_fair_date: string | null; has_benefits: boolean }[];
    const byId = new Map(cards.map((c) => [c.id, c]));
    // Today's and past fairs do not count: the next one is in two days.
    expect(byId.get(hallId)).toMatchObject({ has_fair: true, next_fair_date: inDays(2), has_benefits: true });
    expect(byId.get(otherHallId)).toMatchObject({ has_fair: true, next_fair_date: inDays(4), has_benefits: true });
    expect(byId.get(emptyHallId)).toMatchObject({ has_fair: false, next_fair_date: null, has_benefits: false });
  });
});
