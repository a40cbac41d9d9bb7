import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { areas, halls, prefectures, regions } from '../../../server/db/schema';
import { addMonths, fairCalendarWindow } from '../../../api/contract/fairs';
import { fairCalendar, fairHallsOfDay } from '../../../server/fairs/fairsByDay';
import { inDays, insertFair, insertOtherHall, today } from './support';

interface Day { date: string; fairs: number; halls: number }
interface Calendar { month: string; today: string; first_bookable_date: string; first_month: string; last_month: string; first_date: string | null; last_date: string | null; days: Day[] }
interface Group { hall: { id: number; name: string; prefecture_name: string; area_name: string | null; cover_image_url: string | null }; fairs: { id: number; hall_id: number; hold_at: string; name: string; price: number; has_tasting: boolean; hold_time1: string | null }[] }
interface HallsPage { items: Group[]; total: number; total_fairs: number; page: number; per_page: number; total_pages: number; date: string; is_past: boolean }

describeEachDb('the fair calendar and a day\'s fairs by hall (/fairs)', (fx) => {
  let server: TestServer;
  let hallA: number; // 東京都, no area
  let hallB: number; // 東京都・表参道, with a photo, a recommended fair
  let hallC: number; // 大阪府 (関西)
  const get = (path: string) => fetch(`${server.url}${path}`);
  const json = async <T>(path: string): Promise<T> => {
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const calendarOf = (date: string, filters = '') => json<Calendar>(`/api/wn/fairs/calendar?month=${date.slice(0, 7)}${filters}`);
  const dayOf = async (date: string, filters = ''): Promise<Day> =>
    (await calendarOf(date, filters)).days.find((d) => d.date === date) ?? { date, fairs: 0, halls: 0 };

  beforeAll(async () => {
    hallA = await insertMinimalHall(fx.db);
    hallB = await insertOtherHall(fx.db, 'ホテル・ザ・テスト東京', 'hotel-test');
    const [area] = await fx.db.insert(areas).values({ slug: 'omotesando', name: '表参道', prefectureId: 13, lat: 35.66, lng: 139.71 }).returning();
    await fx.db.update(halls).set({ areaId: area.id, coverImages: [{ image_url: '/media/halls/2/cover/1.jpg' }] }).where(eq(halls.id, hallB));
    const [kansai] = await fx.db.insert(regions).values({ slug: 'kansai', name: '関西', sortOrder: 6 }).returning();
    await fx.db.insert(prefectures).values({ id: 27, slug: 'osaka', name: '大阪府', regionId: kansai.id, lat: 34.69, lng: 135.52 });
    hallC = await insertOtherHall(fx.db, '大阪ベイサイド迎賓館', 'osaka-bay');
    await fx.db.update(halls).set({ prefectureId: 27, areaSlug: 'osaka' }).where(eq(halls.id, hallC));

    // Tomorrow (the first bookable day): A twice, B once (recommended), C once.
    await insertFair(fx.db, { hallId: hallA, holdAt: inDays(1), name: '【初めての方へ】会場見学＆ご相談会', flags: { hasConsultation: true } });
    await insertFair(fx.db, { hallId: hallA, holdAt: inDays(1), name: '【有料試食】フルコース試食フェア', flags: { hasTasting: true }, price: 3000 });
    await insertFair(fx.db, { hallId: hallB, holdAt: inDays(1), name: '【花嫁人気No.1】模擬挙式体感フェア', flags: { hasMockCeremony: true }, isRecommended: true });
    await insertFair(fx.db, { hallId: hallC, holdAt: inDays(1), name: '【無料試食】大阪湾を望むチャペル見学', flags: { hasTasting: true } });
    await insertFair(fx.db, { hallId: hallA, holdAt: inDays(3), name: '試食フェア', flags: { hasTasting: true } });
    await insertFair(fx.db, { hallId: hallC, holdAt: inDays(3), name: '相談会', flags: { hasConsultation: true } });
    await insertFair(fx.db, { hallId: hallB, holdAt: inDays(8), name: 'ドレス試着フェア', flags: { hasTryDress: true } });
    // Not bookable: today's (before tomorrow is past, §9) and one whose listing has not started (start_date 90 days before).
    await insertFair(fx.db, { hallId: hallA, holdAt: today(), name: '本日のフェア', flags: { hasTasting: true } });
    await insertFair(fx.db, { hallId: hallB, holdAt: inDays(100), name: '掲載前のフェア' });
    server = await startApiServer();
  });
  afterAll(() => server.close());

  describe('GET /api/wn/fairs/calendar', () => {
    it('counts the bookable fairs and halls of each day of the month, past days and unlisted fairs left out', async () => {
      const cal = await calendarOf(inDays(1));
      expect(cal).toMatchObject({ month: inDays(1).slice(0, 7), today: today(), first_bookable_date: inDays(1), first_date: inDays(1), last_date: inDays(8) });
      expect(cal.days.find((d) => d.date === inDays(1))).toEqual({ date: inDays(1), fairs: 4, halls: 3 });
      expect(cal.days.every((d) => d.date >= inDays(1) && d.date.startsWith(cal.month))).toBe(true);
      expect(await dayOf(inDays(3))).toEqual({ date: inDays(3), fairs: 2, halls: 2 });
      expect(await dayOf(inDays(8))).toEqual({ date: inDays(8), fairs: 1, halls: 1 });
      // Today's fair is past.
      expect((await calendarOf(today())).days.find((d) => d.date === today())).toBeUndefined();
    });

    it('without a month answers the month of the first date with a fair, and the window of months', async () => {
      const cal = await json<Calendar>('/api/wn/fairs/calendar');
      const window = fairCalendarWindow(today());
      expect(cal).toMatchObject({ month: inDays(1).slice(0, 7), first_month: window.first_month, last_month: addMonths(window.first_month, 12) });
      const none = await json<Calendar>('/api/wn/fairs/calendar?prefecture_slug=hokkaido');
      expect(none).toMatchObject({ month: today().slice(0, 7), first_date: null, last_date: null, days: [] });
    });

    it('follows the filters: region, prefecture, area, contents (all of them) and free', async () => {
      const d = inDays(1);
      expect(await dayOf(d, '&prefecture_slug=tokyo')).toMatchObject({ fairs: 3, halls: 2 });
      expect(await dayOf(d, '&region_slug=kanto')).toMatchObject({ fairs: 3, halls: 2 });
      expect(await dayOf(d, '&region_slug=kansai')).toMatchObject({ fairs: 1, halls: 1 });
      expect(await dayOf(d, '&area_slug=omotesando')).toMatchObject({ fairs: 1, halls: 1 });
      expect(await dayOf(d, '&flags=has_tasting')).toMatchObject({ fairs: 2, halls: 2 });
      expect(await dayOf(d, '&flags=has_tasting&free=true')).toMatchObject({ fairs: 1, halls: 1 });
      expect(await dayOf(d, '&flags=has_tasting,has_consultation')).toMatchObject({ fairs: 0, halls: 0 });
      expect(await dayOf(d, '&free=true')).toMatchObject({ fairs: 3, halls: 3 });
      expect(await dayOf(d, '&prefecture_slug=tokyo&region_slug=kansai')).toMatchObject({ fairs: 0, halls: 0 });
      const tasting = await json<Calendar>('/api/wn/fairs/calendar?flags=has_tasting');
      expect(tasting).toMatchObject({ first_date: inDays(1), last_date: inDays(3) });
    });

    it('400 for a malformed month or one outside this month … 12 months ahead', async () => {
      const window = fairCalendarWindow(today());
      for (const month of ['2026-13', '2026-1', 'next', addMonths(window.first_month, -1), addMonths(window.first_month, 13)]) {
        const res = await get(`/api/wn/fairs/calendar?month=${month}`);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/^month: /);
      }
      expect((await get(`/api/wn/fairs/calendar?month=${window.last_month}`)).status).toBe(200);
      expect((await get('/api/wn/fairs/calendar?flags=has_pool')).status).toBe(400);
      expect((await get('/api/wn/fairs/calendar?prefecture_slug=東京')).status).toBe(400);
      expect((await get('/api/wn/fairs/calendar?month=%00')).status).toBe(400);
      expect((await get('/api/wn/fairs/calendar?region_slug=kan%00to')).status).toBe(400);
    });
  });

  describe('GET /api/wn/fairs/halls', () => {
    it('groups the day\'s fairs by hall: recommended first, each hall with its area, photo and fairs', async () => {
      const body = await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(1)}`);
      expect(body).toMatchObject({ date: inDays(1), total: 3, total_fairs: 4, page: 1, per_page: 10, total_pages: 1, is_past: false });
      expect(body.items.map((g) => g.hall.id)).toEqual([hallB, hallA, hallC]);
      const [b, a, c] = body.items;
      expect(b.hall).toMatchObject({ name: 'ホテル・ザ・テスト東京', prefecture_name: '東京都', area_name: '表参道', cover_image_url: '/media/halls/2/cover/1.jpg' });
      expect(a.hall).toMatchObject({ prefecture_name: '東京都', area_name: null, cover_image_url: null });
      expect(c.hall).toMatchObject({ prefecture_name: '大阪府' });
      expect(a.fairs.map((f) => f.name)).toEqual(['【初めての方へ】会場見学＆ご相談会', '【有料試食】フルコース試食フェア']);
      expect(a.fairs.every((f) => f.hall_id === hallA && f.hold_at === inDays(1) && f.hold_time1 === '10:00〜12:00')).toBe(true);
    });

    it('pages by hall, not by fair', async () => {
      const p1 = await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(1)}&per_page=2`);
      const p2 = await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(1)}&per_page=2&page=2`);
      expect(p1).toMatchObject({ total: 3, total_fairs: 4, total_pages: 2 });
      expect(p1.items).toHaveLength(2);
      expect(p2.items.map((g) => g.hall.id)).toEqual([hallC]);
      const beyond = await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(1)}&per_page=2&page=9`);
      expect(beyond).toMatchObject({ items: [], total: 3 });
    });

    it('a day\'s count in the calendar is the list\'s total, for every day and filter', async () => {
      const filters = ['', '&prefecture_slug=tokyo', '&region_slug=kansai', '&area_slug=omotesando', '&flags=has_tasting', '&flags=has_tasting&free=true', '&free=true', '&flags=has_consultation&flags=has_mock_ceremony'];
      const months = [...new Set([today(), inDays(1), inDays(3), inDays(8)].map((d) => d.slice(0, 7)))];
      let checked = 0;
      for (const f of filters) {
        for (const m of months) {
          const cal = await json<Calendar>(`/api/wn/fairs/calendar?month=${m}${f}`);
          for (const day of cal.days) {
            let fairs = 0;
            let hallsSeen = 0;
            for (let page = 1; ; page++) {
              const list = await json<HallsPage>(`/api/wn/fairs/halls?date=${day.date}${f}&per_page=1&page=${page}`);
              expect({ total: list.total, total_fairs: list.total_fairs }).toEqual({ total: day.halls, total_fairs: day.fairs });
              if (!list.items.length) break;
              hallsSeen += list.items.length;
              fairs += list.items.reduce((n, g) => n + g.fairs.length, 0);
            }
            expect({ halls: hallsSeen, fairs }).toEqual({ halls: day.halls, fairs: day.fairs });
            checked++;
          }
        }
        // A day without fairs for the filters lists nothing either.
        const empty = await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(2)}${f}`);
        expect(empty).toMatchObject({ total: 0, total_fairs: 0, items: [], total_pages: 0 });
      }
      expect(checked).toBeGreaterThan(10);
    });

    it('filters like the calendar', async () => {
      const d = inDays(1);
      const ids = async (f: string) => (await json<HallsPage>(`/api/wn/fairs/halls?date=${d}${f}`)).items.map((g) => g.hall.id);
      expect(await ids('&region_slug=kansai')).toEqual([hallC]);
      expect(await ids('&prefecture_slug=tokyo')).toEqual([hallB, hallA]);
      expect(await ids('&area_slug=omotesando')).toEqual([hallB]);
      const tasting = await json<HallsPage>(`/api/wn/fairs/halls?date=${d}&flags[]=has_tasting`);
      expect(tasting.items.flatMap((g) => g.fairs.map((f) => f.has_tasting))).toEqual([true, true]);
      const free = await json<HallsPage>(`/api/wn/fairs/halls?date=${d}&free=true`);
      expect(free.items.flatMap((g) => g.fairs.map((f) => f.price))).toEqual([0, 0, 0]);
      expect(free.total_fairs).toBe(3);
    });

    it('a past day (today included) lists nothing and says it is past', async () => {
      const body = await json<HallsPage>(`/api/wn/fairs/halls?date=${today()}`);
      expect(body).toMatchObject({ date: today(), total: 0, total_fairs: 0, items: [], is_past: true });
      const firstOfMonth = `${today().slice(0, 7)}-01`;
      expect((await json<HallsPage>(`/api/wn/fairs/halls?date=${firstOfMonth}`)).is_past).toBe(true);
      // The listing has not started yet: not bookable either.
      expect((await json<HallsPage>(`/api/wn/fairs/halls?date=${inDays(100)}`)).total).toBe(0);
    });

    it('400 for a missing, malformed or out-of-range date and bad parameters', async () => {
      const window = fairCalendarWindow(today());
      const missing = await get('/api/wn/fairs/halls');
      expect(missing.status).toBe(400);
      expect((await missing.json()).message).toMatch(/^date: 日付を入力してください/);
      for (const date of ['2026-02-30', 'tomorrow', '2026-1-01', `${addMonths(window.first_month, -1)}-28`, `${addMonths(window.last_month, 1)}-01`, '0001-01-01']) {
        const res = await get(`/api/wn/fairs/halls?date=${date}`);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/^date: /);
      }
      expect((await get(`/api/wn/fairs/halls?date=${window.to}`)).status).toBe(200);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}&page=0`)).status).toBe(400);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}&per_page=31`)).status).toBe(400);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}&flags=has_pool`)).status).toBe(400);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}&free=maybe`)).status).toBe(400);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}%00`)).status).toBe(400);
      expect((await get(`/api/wn/fairs/halls?date=${inDays(1)}&area_slug=%00`)).status).toBe(400);
    });
  });

  it('the implementations take the clock they are given (Japan time)', async () => {
    // 15:00 UTC is midnight in Japan: "today" is already the next day there.
    const now = new Date(`${today()}T15:00:00Z`);
    const cal = await fairCalendar(fx.db, { now });
    expect(cal.today).toBe(inDays(1));
    expect(cal.first_bookable_date).toBe(inDays(2));
    const list = await fairHallsOfDay(fx.db, { date: inDays(1), page: 1, perPage: 10, now });
    expect(list).toMatchObject({ is_past: true, total: 0 });
  });
});
