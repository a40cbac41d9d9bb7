import { asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { areas, fairContents, fairDayCounts, fairDayHalls, fairs, halls, prefectures } from '@/server/db/schema';
import { preparedSections, type StatementParams } from '@/server/db/preparedSections';
import { limitInText } from '@/server/db/preparedStatements';
import { rowsQuery, sqlRowsQuery } from '@/server/db/jsonRows';
import { FAIR_HALLS_PER_PAGE as PER_PAGE, fairCalendarWindow, type FairCalendar, type FairHallGroup, type FairHallsOfDay } from '@/api/contract/fairs';
import type { FairsPage } from '@/api/contract/fairsPage';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { dayHallFields, dayPageOf, fairCalendar, fairHallsOfDay, hallFairOrder, onContent, onHall, toDayHall, toFairCalendar, type FairCalendarQuery, type FairHallsQuery } from './fairsByDay';
import { and2, fairColumns, toFair, toSlot } from './fairQuery';
import type { FairFilters } from './fairFilters';
import { firstBookableDate, todayInJapan } from './dates';
import { visibleFairWhere } from './visibility';

export interface FairsPageQuery extends FairFilters {
  date?: string;
  month?: string;
  page: number;
  now?: Date;
}

/** The day listed: the one asked for, else the calendar month's first day with a fair (the first date at all). */
function shownDay(q: FairsPageQuery, calendar: FairsPage['calendar']): string | null {
  return q.date ?? (q.month ? calendar.days[0]?.date : calendar.first_date) ?? null;
}

/** The page made of its two endpoints' answers, one after the other (any filter). */
async function composedFairsPage(db: Db, q: FairsPageQuery): Promise<FairsPage> {
  const calendar = await fairCalendar(db, { ...q, month: q.date?.slice(0, 7) ?? q.month });
  const shown = shownDay(q, calendar);
  const result = shown ? await fairHallsOfDay(db, { ...q, date: shown, perPage: PER_PAGE }) : null;
  return { calendar, shown, result };
}

type Place = 'everywhere' | 'prefecture' | 'region';
/** A kind of place and its id (0 everywhere). */
type Where = { place: Place; placeId: number };
type Params = StatementParams<'placeId' | 'monthStart' | 'date' | 'offset', number | string | null>;

/** A place's condition on a prefecture column (none everywhere). */
function inPlaceOf(place: Place, db: Db, p: Params, prefectureId: AnyPgColumn): SQL | undefined {
  if (place === 'prefecture') return eq(prefectureId, sql`${p.placeId}::int`);
  if (place === 'region') return inArray(prefectureId, db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.regionId, sql`${p.placeId}::int`)));
  return undefined;
}

/**
 * What the page shows follows from the data, so the statement works it out once, in a WITH list the
 * sections read: the first and last bookable dates (`fair_range`); the month (`monthStart`, the date's
 * or the asked month's first day, else the first date's month); its days (`fair_days`); the day
 * listed (`date`, else the month's first day with a fair). All from the day's totals per prefecture
 * and listing start (`fair_day_counts`, migration 0033): bookable is from the first bookable date on,
 * listed by today — the same fairs as visibleFairWhere.
 */
const sharedReads = (place: Place, now: Date) => (db: Db, p: Params): SQL => {
  const today = todayInJapan(now);
  const window = fairCalendarWindow(today);
  const c = fairDayCounts;
  const bookable = (...more: (SQL | undefined)[]) => and2(gte(c.holdAt, firstBookableDate(now)), lte(c.listedFrom, today), inPlaceOf(place, db, p, c.prefectureId), ...more);
  const range = db.select({ first: sql`min(${c.holdAt})`.as('first'), last: sql`max(${c.holdAt})`.as('last') }).from(c).where(bookable(lte(c.holdAt, window.to)));
  const inMonth = and2(gte(c.holdAt, sql`(SELECT start FROM fair_month)`), lt(c.holdAt, sql`(SELECT (start + interval '1 month')::date FROM fair_month)`));
  const days = db.select({ holdAt: c.holdAt, n: sql`sum(${c.fairs})`.as('n'), h: sql`sum(${c.halls})`.as('h') }).from(c).where(bookable(inMonth)).groupBy(c.holdAt);
  return sql`fair_range AS MATERIALIZED (${range}),
    fair_month AS MATERIALIZED (SELECT coalesce(${p.monthStart}::date, date_trunc('month', first)::date, ${window.from}::date) AS start FROM fair_range),
    fair_days AS MATERIALIZED (${days}),
    fair_shown AS MATERIALIZED (SELECT coalesce(${p.date}::date, (SELECT min(hold_at) FROM fair_days)) AS day)`;
};

/** The calendar's parts, read from the WITH list: its range and the month's days. */
const calendarSections = () => ({
  range: sqlRowsQuery({ first: sql<string | null>`first::text`, last: sql<string | null>`last::text` }, (list) => sql`SELECT ${list} FROM fair_range`),
  days: sqlRowsQuery({ date: sql<string>`hold_at::text`, fairs: sql<number>`n`.mapWith(Number), halls: sql<number>`h`.mapWith(Number) }, (list) => sql`SELECT ${list} FROM fair_days ORDER BY hold_at`),
});

/** The page's parts, read from the WITH list: the calendar's range and days, and the shown day's page of halls. */
const pageSections = (place: Place, now: Date) => (db: Db, p: Params) => {
  const bookable = (...more: (SQL | undefined)[]) => and2(visibleFairWhere(now), ...more);
  const shownDay = sql`(SELECT day FROM fair_shown)`;
  const d = fairDayHalls;
  // The day's halls in the order of the day's list (dayHallOrder): grouped along fair_day_halls_rank_idx
  // (one row per hall and listing start), the page cut before it is numbered.
  const rec = sql<boolean>`bool_or(${d.recommended} > 0)`;
  const score = sql<number>`min(${d.recommendScore})`;
  const page = db
    .select({ hallId: d.hallId, rec: rec.as('rec'), score: score.as('score') })
    .from(d)
    .where(and2(eq(d.holdAt, shownDay), gte(d.holdAt, firstBookableDate(now)), lte(d.startDate, todayInJapan(now)), inPlaceOf(place, db, p, d.prefectureId)))
    .groupBy(d.hallId)
    .orderBy(desc(rec), desc(score), asc(d.hallId))
    .limit(limitInText(PER_PAGE))
    .offset(p.offset as number)
    .as('day_page');
  const dayHalls = db.$with('day_halls').as(
    db.select({ hallId: sql<number>`${page.hallId}`.as('day_hall_id'), rank: sql<number>`row_number() over (order by ${page.rec} desc, ${page.score} desc, ${page.hallId})`.as('day_rank') }).from(page),
  );
  return {
    ...calendarSections(),
    // The page of halls' fairs that day, each with its hall card and its slots (as JSON: one read).
    dayFairs: rowsQuery(
      {
        ...fairColumns,
        hall: dayHallFields,
        slots: sql<[number, string, number, number][]>`(SELECT coalesce(json_agg(json_build_array(s.slot, s.hold_time, s.capacity, s.reserved) ORDER BY s.slot), '[]'::json) FROM fair_slots s WHERE s.fair_id = ${fairs.id})`,
      },
      (select) =>
        db
          .with(dayHalls)
          .select(select)
          .from(fairs)
          .innerJoin(dayHalls, eq(dayHalls.hallId, fairs.hallId))
          .innerJoin(fairContents, onContent)
          .innerJoin(halls, onHall)
          .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
          .leftJoin(areas, eq(halls.areaId, areas.id))
          .where(bookable(eq(fairs.holdAt, shownDay)))
          .orderBy(asc(dayHalls.rank), ...hallFairOrder()),
    ),
  };
};

const NAMES = ['placeId', 'monthStart', 'date', 'offset'] as const;
type Reader = ReturnType<typeof readerOf>;
type Sections = ReturnType<ReturnType<typeof pageSections>>;
const readerOf = (place: Place, now: Date) =>
  preparedSections<(typeof NAMES)[number], Sections, number | string | null>(NAMES, pageSections(place, now), sharedReads(place, now));
const calendarReaderOf = (place: Place, now: Date) =>
  preparedSections<(typeof NAMES)[number], ReturnType<typeof calendarSections>, number | string | null>(NAMES, calendarSections, sharedReads(place, now));

/** One statement per kind of place and day in Japan: what is bookable moves with the date. */
function readersByDay<R>(make: (place: Place, now: Date) => R): (place: Place, now: Date) => R {
  const readers = new Map<Place, { day: string; read: R }>();
  return (place, now) => {
    const day = todayInJapan(now);
    let r = readers.get(place);
    if (!r || r.day !== day) readers.set(place, (r = { day, read: make(place, now) }));
    return r.read;
  };
}
const readerFor = readersByDay(readerOf);
const calendarReaderFor = readersByDay(calendarReaderOf);

/** Where the filters are only a place the statement knows (or none): its kind and id. */
async function placeOf(db: Db, q: FairFilters): Promise<Where | null> {
  if (q.areaSlug || q.flags?.length || q.free) return null;
  if (!q.prefectureSlug && !q.regionSlug) return { place: 'everywhere', placeId: 0 };
  const geo = await geoCatalog(db);
  // A prefecture outside the region asked for finds nothing, as the filters' conditions say.
  const pref = q.prefectureSlug ? geo.prefectureBySlug.get(q.prefectureSlug) : undefined;
  const region = q.regionSlug ? geo.regionBySlug.get(q.regionSlug) : undefined;
  if (q.prefectureSlug && q.regionSlug) return pref && region && pref.regionId === region.id ? { place: 'prefecture', placeId: pref.id } : null;
  if (pref) return { place: 'prefecture', placeId: pref.id };
  if (region) return { place: 'region', placeId: region.id };
  return null;
}

/** The rows of the day's page of halls → the day's hall groups, in the page's order. */
function toHallGroups(rows: Awaited<ReturnType<Reader>>['dayFairs']): FairHallGroup[] {
  const groups = new Map<number, FairHallGroup>();
  for (const r of rows) {
    const fair = toFair(r, r.slots.map(([slot, holdTime, capacity, reserved]) => toSlot({ fairId: r.id, slot, holdTime, capacity, reserved })));
    const group = groups.get(r.hallId);
    if (group) group.fairs.push(fair);
    else groups.set(r.hallId, { hall: toDayHall(r.hall), fairs: [fair] });
  }
  return [...groups.values()];
}

/**
 * The place the summaries' statement answers for, or null when the grouped reads must: a filter
 * other than a place, or a day or month outside the calendar's window (their own 400s).
 */
async function summaryPlace(db: Db, q: FairFilters & { date?: string; month?: string }, now: Date): Promise<Where | null> {
  const window = fairCalendarWindow(todayInJapan(now));
  const outside = q.date ? q.date < window.from || q.date > window.to : Boolean(q.month && (q.month < window.first_month || q.month > window.last_month));
  return outside ? null : placeOf(db, q);
}

/** The page from the summaries' one statement, for a place `summaryPlace` gave. */
async function summaryPage(db: Db, q: FairsPageQuery, where: Where, now: Date): Promise<FairsPage> {
  const ym = q.date?.slice(0, 7) ?? q.month;
  const offset = (q.page - 1) * PER_PAGE;
  const rows = await readerFor(where.place, now)(db, { placeId: where.placeId, monthStart: ym ? `${ym}-01` : null, date: q.date ?? null, offset });
  const calendar = toFairCalendar(now, ym ?? rows.range[0]?.first?.slice(0, 7) ?? fairCalendarWindow(todayInJapan(now)).first_month, rows.range[0], rows.days);
  const shown = shownDay(q, calendar);
  if (!shown) return { calendar, shown, result: null };
  // The day's totals are its calendar cell: the same bookable fairs for the same filters.
  const day = calendar.days.find((d) => d.date === shown);
  return { calendar, shown, result: { ...dayPageOf(shown, day, { page: q.page, perPage: PER_PAGE }, now), items: toHallGroups(rows.dayFairs) } };
}

/**
 * GET /api/wn/fairs/page: the calendar and the shown day's halls. With no filter but a place, ONE
 * prepared statement (one per kind of place); with contents filters or an area, the two endpoints'
 * reads one after the other. Both answer alike (tests/server/fairs/fairsPage.test.ts).
 */
export async function fairsPage(db: Db, q: FairsPageQuery): Promise<FairsPage> {
  const now = q.now ?? new Date();
  const where = await summaryPlace(db, q, now);
  return where ? summaryPage(db, q, where, now) : composedFairsPage(db, { ...q, now });
}

/**
 * GET /api/wn/fairs/calendar: with no filter but a place, the month's days from the summaries in one
 * prepared statement (the page's WITH list, without its day); otherwise the grouped reads of
 * `fairCalendar`, which answer alike (tests/server/fairs/fairsPage.test.ts).
 */
export async function fairCalendarFromSummaries(db: Db, q: FairCalendarQuery): Promise<FairCalendar> {
  const now = q.now ?? new Date();
  const where = await summaryPlace(db, q, now);
  if (!where) return fairCalendar(db, q);
  const rows = await calendarReaderFor(where.place, now)(db, { placeId: where.placeId, monthStart: q.month ? `${q.month}-01` : null, date: null, offset: 0 });
  return toFairCalendar(now, q.month ?? rows.range[0]?.first?.slice(0, 7) ?? fairCalendarWindow(todayInJapan(now)).first_month, rows.range[0], rows.days);
}

/**
 * GET /api/wn/fairs/halls: with no filter but a place and the page's size, the day's list as the
 * page reads it (one statement); otherwise the grouped reads of `fairHallsOfDay`, which answer alike.
 */
export async function fairHallsOfDayFromSummaries(db: Db, q: FairHallsQuery): Promise<FairHallsOfDay> {
  const now = q.now ?? new Date();
  const where = q.perPage === PER_PAGE ? await summaryPlace(db, q, now) : null;
  if (!where) return fairHallsOfDay(db, q);
  // A date is given, so the page shows it and its list.
  return (await summaryPage(db, { ...q, month: undefined }, where, now)).result!;
}
