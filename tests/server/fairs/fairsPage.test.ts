import { sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { countStatements } from '../support/statements';
import { addMonths, fairCalendarWindow, FAIR_HALLS_PER_PAGE, getFairCalendar, searchFairHalls } from '@/api/contract/fairs';
import { getFairsPage, type FairsPage } from '@/api/contract/fairsPage';
import { fairCalendarFromSummaries, fairHallsOfDayFromSummaries, fairsPage } from '@/server/fairs/fairsPage';
import { fairCalendar, fairHallsOfDay } from '@/server/fairs/fairsByDay';
import { addDays, todayInJapan } from '@/server/fairs/dates';
import { execRows } from '@/server/search/execRows';
import { seedAll } from '@/server/seed';
import { getJson, getOk } from '../halls/support';

jest.setTimeout(240_000);

describeEachDb('the fair search page in one call: GET /api/wn/fairs/page', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  /** What the page read before: the calendar, then the shown day's halls, each from its own endpoint. */
  const separately = async (query: string, at: { date?: string; month?: string; page?: number }): Promise<FairsPage> => {
    const month = at.date?.slice(0, 7) ?? at.month;
    const calendar = await getOk(server, getFairCalendar, `/api/wn/fairs/calendar?${[query, month ? `month=${month}` : ''].filter(Boolean).join('&')}`);
    const shown = at.date ?? (at.month ? calendar.days[0]?.date : calendar.first_date) ?? null;
    const result = shown
      ? await getOk(server, searchFairHalls, `/api/wn/fairs/halls?${[query, `date=${shown}`, `page=${at.page ?? 1}`, `per_page=${FAIR_HALLS_PER_PAGE}`].filter(Boolean).join('&')}`)
      : null;
    return { calendar, shown, result };
  };
  /**
   * The reference: the grouped reads of every fair (`fairCalendar`, `fairHallsOfDay`), in-process, for
   * the same query. The endpoints answer a place from the summaries too, so they are compared with it.
   */
  const grouped = async (query: string, at: { date?: string; month?: string; page?: number }): Promise<FairsPage> => {
    const month = at.date?.slice(0, 7) ?? at.month;
    const i = getFairCalendar.input.parse({ ...Object.fromEntries(new URLSearchParams(query)), ...(month ? { month } : {}) });
    const filters = { regionSlug: i.region_slug, prefectureSlug: i.prefecture_slug, areaSlug: i.area_slug, flags: i.flags, free: i.free };
    const calendar = await fairCalendar(fx.db, { ...filters, month: i.month });
    const shown = at.date ?? (at.month ? calendar.days[0]?.date : calendar.first_date) ?? null;
    const result = shown ? await fairHallsOfDay(fx.db, { ...filters, date: shown, page: at.page ?? 1, perPage: FAIR_HALLS_PER_PAGE }) : null;
    return JSON.parse(JSON.stringify({ calendar, shown, result })) as FairsPage;
  };
  /** The composite and the two endpoints, each as the reference answers. */
  const expectAsGrouped = async (place: string, at: { date?: string; month?: string; page?: number }): Promise<FairsPage> => {
    const expected = { place, at, page: await grouped(place, at) };
    const page = await together(place, at);
    expect({ place, at, page }).toEqual(expected);
    expect({ place, at, page: await separately(place, at) }).toEqual(expected);
    return page;
  };
  const together = (query: string, at: { date?: string; month?: string; page?: number }) =>
    getOk(server, getFairsPage, `/api/wn/fairs/page?${[query, at.date ? `date=${at.date}` : '', at.month ? `month=${at.month}` : '', at.page ? `page=${at.page}` : ''].filter(Boolean).join('&')}`);

  it('answers, for every place, month, day and page, exactly what the calendar and the day\'s list answer, and both as the grouped reads do', async () => {
    const window = fairCalendarWindow(todayInJapan());
    const months = [0, 1, 2, 3].map((n) => addMonths(window.first_month, n));
    const busiest = await execRows<{ slug: string }>(fx.db, sql`SELECT p.slug FROM fairs f JOIN halls h ON h.id = f.hall_id JOIN prefectures p ON p.id = h.prefecture_id GROUP BY p.slug ORDER BY count(*) DESC, p.slug LIMIT 2`);
    const places = [
      '',
      ...busiest.map((p) => `prefecture_slug=${p.slug}`),
      'prefecture_slug=okinawa',
      'region_slug=kanto',
      'region_slug=kansai',
      'region_slug=kanto&prefecture_slug=tokyo',
      // A prefecture outside the region finds nothing; an unknown place too.
      'region_slug=kansai&prefecture_slug=tokyo',
      'prefecture_slug=atlantis',
      // Contents filters and an area take the two reads, and answer alike too.
      'flags=has_tasting&free=true',
      'prefecture_slug=tokyo&flags=has_mock_ceremony',
    ];
    let listed = 0;
    for (const place of places) {
      const first = await separately(place, {});
      const days = [first.calendar.first_date, first.calendar.last_date, addDays(todayInJapan(), 1), todayInJapan(), window.to].filter((d): d is string => Boolean(d));
      const asks: { date?: string; month?: string; page?: number }[] = [
        {},
        { page: 2 },
        { page: 99 },
        ...months.map((month) => ({ month })),
        ...days.map((date) => ({ date })),
        // A date wins over a month; a later page of the first date.
        { date: days[0], month: months[3], page: 2 },
      ];
      for (const at of asks) {
        const page = await expectAsGrouped(place, at);
        listed += page.result?.items.length ?? 0;
      }
    }
    // The comparison compares something: days listed with their halls and fairs.
    expect(listed).toBeGreaterThan(30);
  });

  it('reads the page in one statement when the only filter is a place', async () => {
    for (const q of [{}, { prefectureSlug: 'tokyo' }, { regionSlug: 'kanto' }, { month: addMonths(todayInJapan().slice(0, 7), 1) }]) {
      await fairsPage(fx.db, { ...q, page: 1 });
      expect({ q, statements: await countStatements(fx.db, () => fairsPage(fx.db, { ...q, page: 1 })) }).toEqual({ q, statements: 1 });
    }
  });

  it('answers the calendar and a day\'s list of a place in one statement each', async () => {
    const day = (await fairCalendar(fx.db, {})).first_date!;
    for (const q of [{}, { prefectureSlug: 'tokyo' }, { regionSlug: 'kanto' }]) {
      await fairCalendarFromSummaries(fx.db, q);
      expect({ q, calendar: await countStatements(fx.db, () => fairCalendarFromSummaries(fx.db, q)) }).toEqual({ q, calendar: 1 });
      const list = { ...q, date: day, page: 1, perPage: FAIR_HALLS_PER_PAGE };
      await fairHallsOfDayFromSummaries(fx.db, list);
      expect({ q, list: await countStatements(fx.db, () => fairHallsOfDayFromSummaries(fx.db, list)) }).toEqual({ q, list: 1 });
    }
  });

  /** The summaries (migration 0033) as they are, and as a grouping of every fair not cancelled says they should be. */
  const summaries = async () => {
    const kept = await execRows(fx.db, sql`SELECT hold_at::text, hall_id, start_date::text, prefecture_id, recommend_score, fairs, recommended FROM fair_day_halls ORDER BY 1, 2, 3`);
    const grouped = await execRows(fx.db, sql`
      SELECT f.hold_at::text, f.hall_id, f.start_date::text, h.prefecture_id, h.recommend_score, count(*)::int AS fairs, sum(c.is_recommended::int)::int AS recommended
      FROM fairs f JOIN halls h ON h.id = f.hall_id JOIN fair_contents c ON c.id = f.content_id
      WHERE f.cancelled_at IS NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3`);
    const counts = await execRows(fx.db, sql`SELECT hold_at::text, prefecture_id, listed_from::text, fairs, halls FROM fair_day_counts ORDER BY 1, 2, 3`);
    const counted = await execRows(fx.db, sql`
      WITH live AS (SELECT f.hold_at, f.hall_id, f.start_date, h.prefecture_id FROM fairs f JOIN halls h ON h.id = f.hall_id WHERE f.cancelled_at IS NULL),
      cells AS (
        SELECT hold_at, prefecture_id, start_date AS listed_from, count(*) AS fairs, 0 AS halls FROM live GROUP BY 1, 2, 3
        UNION ALL
        SELECT hold_at, prefecture_id, listed_from, 0, count(*) FROM (SELECT hold_at, prefecture_id, hall_id, min(start_date) AS listed_from FROM live GROUP BY 1, 2, 3) e GROUP BY 1, 2, 3)
      SELECT hold_at::text, prefecture_id, listed_from::text, sum(fairs)::int AS fairs, sum(halls)::int AS halls FROM cells GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
    return { kept: { halls: kept, counts }, grouped: { halls: grouped, counts: counted } };
  };

  it('keeps its summaries equal to the fairs through every kind of write, and still answers as the two reads do', async () => {
    const before = await summaries();
    expect(before.kept).toEqual(before.grouped);
    expect(before.kept.halls.length).toBeGreaterThan(100);

    const today = todayInJapan();
    const [busy] = await execRows<{ day: string; pref: string; prefecture_id: number }>(fx.db, sql`
      SELECT f.hold_at::text AS day, p.slug AS pref, p.id AS prefecture_id FROM fairs f JOIN halls h ON h.id = f.hall_id JOIN prefectures p ON p.id = h.prefecture_id
      WHERE f.hold_at > ${today}::date + 1 AND f.cancelled_at IS NULL GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1, 2 LIMIT 1`);
    const dayHalls = await execRows<{ hall_id: number; content_id: number }>(fx.db, sql`
      SELECT f.hall_id, min(f.content_id) AS content_id FROM fairs f JOIN halls h ON h.id = f.hall_id
      WHERE f.hold_at = ${busy.day}::date AND h.prefecture_id = ${busy.prefecture_id} AND f.cancelled_at IS NULL GROUP BY 1 ORDER BY 1 LIMIT 5`);
    expect(dayHalls.length).toBe(5);
    const [a, b, c, d, e] = dayHalls;
    const [elsewhere] = await execRows<{ id: number }>(fx.db, sql`SELECT id FROM prefectures WHERE id <> ${busy.prefecture_id} ORDER BY id LIMIT 1`);
    // A hall cancels every date it holds that day; another cancels one and gets a date listed only from next week.
    await fx.db.execute(sql`UPDATE fairs SET cancelled_at = now() WHERE hold_at = ${busy.day}::date AND hall_id = ${a.hall_id}`);
    await fx.db.execute(sql`UPDATE fairs SET cancelled_at = now() WHERE id = (SELECT min(id) FROM fairs WHERE hold_at = ${busy.day}::date AND hall_id = ${b.hall_id})`);
    await fx.db.execute(sql`INSERT INTO fairs (content_id, hall_id, hold_at, start_date) VALUES (${b.content_id}, ${b.hall_id}, ${busy.day}::date, ${today}::date + 7), (${b.content_id}, ${b.hall_id}, ${busy.day}::date + 1, ${today}::date + 7), (${c.content_id}, ${c.hall_id}, ${busy.day}::date + 1, ${today}::date)`);
    // A content's recommendation turned over, a hall's score raised, a hall moved to another prefecture, a date deleted outright.
    await fx.db.execute(sql`UPDATE fair_contents SET is_recommended = NOT is_recommended WHERE id = ${e.content_id}`);
    await fx.db.execute(sql`UPDATE halls SET recommend_score = recommend_score + 1000 WHERE id = ${d.hall_id}`);
    await fx.db.execute(sql`UPDATE halls SET prefecture_id = ${elsewhere.id} WHERE id = ${c.hall_id}`);
    await fx.db.execute(sql`DELETE FROM reservations WHERE fair_id IN (SELECT id FROM fairs WHERE hold_at = ${busy.day}::date AND hall_id = ${d.hall_id})`);
    await fx.db.execute(sql`DELETE FROM fairs WHERE hold_at = ${busy.day}::date AND hall_id = ${d.hall_id} AND id = (SELECT max(id) FROM fairs WHERE hold_at = ${busy.day}::date AND hall_id = ${d.hall_id})`);
    // An update that changes nothing counted (the trigger's no-op path).
    await fx.db.execute(sql`UPDATE fairs SET start_date = start_date WHERE hold_at = ${busy.day}::date`);

    const after = await summaries();
    expect(after.kept).toEqual(after.grouped);
    expect(after.kept).not.toEqual(before.kept);
    for (const place of ['', `prefecture_slug=${busy.pref}`]) {
      for (const at of [{ date: busy.day }, { date: busy.day, page: 2 }, { date: addDays(busy.day, 1) }, { month: busy.day.slice(0, 7) }]) await expectAsGrouped(place, at);
    }
  });

  it('keeps its summaries right when halls of one day and prefecture write at the same moment', async () => {
    const today = todayInJapan();
    const [busy] = await execRows<{ day: string; prefecture_id: number }>(fx.db, sql`
      SELECT f.hold_at::text AS day, h.prefecture_id FROM fairs f JOIN halls h ON h.id = f.hall_id
      WHERE f.hold_at > ${today}::date + 7 AND f.cancelled_at IS NULL GROUP BY 1, 2 ORDER BY count(DISTINCT f.hall_id) DESC, 1, 2 LIMIT 1`);
    const writers = await execRows<{ hall_id: number; content_id: number }>(fx.db, sql`
      SELECT f.hall_id, min(f.content_id) AS content_id FROM fairs f JOIN halls h ON h.id = f.hall_id
      WHERE f.hold_at = ${busy.day}::date AND h.prefecture_id = ${busy.prefecture_id} AND f.cancelled_at IS NULL GROUP BY 1 ORDER BY 1 LIMIT 8`);
    expect(writers.length).toBeGreaterThanOrEqual(4);
    // Each hall cancels its dates of that day and lists a new one, in its own transaction, all at once;
    // the pause keeps every transaction open while the others write the same summary cells.
    await Promise.all(
      writers.map((w, i) =>
        fx.db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE fairs SET cancelled_at = now() WHERE hold_at = ${busy.day}::date AND hall_id = ${w.hall_id}`);
          await tx.execute(sql`INSERT INTO fairs (content_id, hall_id, hold_at, start_date) VALUES (${w.content_id}, ${w.hall_id}, ${busy.day}::date, ${today}::date - ${i}::int)`);
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
        }),
      ),
    );
    const after = await summaries();
    expect(after.kept).toEqual(after.grouped);
  });

  it('answers 400 for a day or month outside the calendar and for malformed input', async () => {
    const window = fairCalendarWindow(todayInJapan());
    for (const q of [`date=${addDays(window.to, 1)}`, `month=${addMonths(window.last_month, 1)}`, 'date=2026-02-30', 'month=2026-13', 'page=0', 'prefecture_slug=to%00kyo', 'flags=unknown']) {
      const res = await getJson(server, `/api/wn/fairs/page?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });
}, (db) => seedAll(db, { scale: 0.05, quiet: true }));
