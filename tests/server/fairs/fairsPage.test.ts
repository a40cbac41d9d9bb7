import { sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { countStatements } from '../support/statements';
import { addMonths, fairCalendarWindow, FAIR_HALLS_PER_PAGE, getFairCalendar, searchFairHalls } from '@/api/contract/fairs';
import { getFairsPage, type FairsPage } from '@/api/contract/fairsPage';
import { fairsPage } from '@/server/fairs/fairsPage';
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
  const together = (query: string, at: { date?: string; month?: string; page?: number }) =>
    getOk(server, getFairsPage, `/api/wn/fairs/page?${[query, at.date ? `date=${at.date}` : '', at.month ? `month=${at.month}` : '', at.page ? `page=${at.page}` : ''].filter(Boolean).join('&')}`);

  it('answers, for every place, month, day and page, exactly what the calendar and the day\'s list answer', async () => {
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
        const page = await together(place, at);
        expect({ place, at, page }).toEqual({ place, at, page: await separately(place, at) });
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

  it('answers 400 for a day or month outside the calendar and for malformed input', async () => {
    const window = fairCalendarWindow(todayInJapan());
    for (const q of [`date=${addDays(window.to, 1)}`, `month=${addMonths(window.last_month, 1)}`, 'date=2026-02-30', 'month=2026-13', 'page=0', 'prefecture_slug=to%00kyo', 'flags=unknown']) {
      const res = await getJson(server, `/api/wn/fairs/page?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });
}, (db) => seedAll(db, { scale: 0.05, quiet: true }));
