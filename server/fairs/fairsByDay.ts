import { asc, count, countDistinct, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, fairContents, fairs, halls, prefectures } from '../db/schema';
import { badRequest } from '../http/errors';
import { fairCalendarWindow, lastDayOfMonth, type FairCalendar, type FairDayHall, type FairHallsOfDay } from '../../api/contract/fairs';
import { and2, toFairs, type FairRow } from './fairQuery';
import { fairFilterConds, type FairFilters } from './fairFilters';
import { firstBookableDate, todayInJapan } from './dates';
import { visibleFairWhere } from './visibility';

// Every query below reads `fairs ⋈ fair_contents ⋈ halls`, the rows the filters are written over.
export const onContent = eq(fairs.contentId, fairContents.id);
export const onHall = eq(fairs.hallId, halls.id);

/** Bookable (from tomorrow, listing started) fairs that match the filters. */
function bookableWhere(db: Db, f: FairFilters, now: Date, ...more: (SQL | undefined)[]): SQL | undefined {
  return and2(visibleFairWhere(now), ...fairFilterConds(db, f), ...more);
}

function outOfWindow(field: string, from: string, to: string) {
  return badRequest(`${field}: ${from}から${to}までの範囲で指定してください`);
}

export interface FairCalendarQuery extends FairFilters {
  month?: string;
  now?: Date;
}

/**
 * GET /api/wn/fairs/calendar: how many bookable fairs (and halls) each day of a month has for the
 * filters — one grouped query for the month, plus one for the first and last such dates.
 */
export async function fairCalendar(db: Db, q: FairCalendarQuery): Promise<FairCalendar> {
  const now = q.now ?? new Date();
  const today = todayInJapan(now);
  const window = fairCalendarWindow(today);
  if (q.month && (q.month < window.first_month || q.month > window.last_month)) throw outOfWindow('month', window.first_month, window.last_month);
  // With no filter on the fair's contents or hall, both reads come from fairs alone (a fair's non-null
  // keys make the joins redundant): min/max then read both ends of its hold_at index (≈5 ms at the
  // market's size, against ≈35 ms through the joins), and the month's days skip two hash joins.
  const filtered = fairFilterConds(db, q).length > 0;
  const rangeOf = db.select({ first: sql<string | null>`min(${fairs.holdAt})::text`, last: sql<string | null>`max(${fairs.holdAt})::text` }).from(fairs).$dynamic();
  const [range] = await (filtered ? rangeOf.innerJoin(fairContents, onContent).innerJoin(halls, onHall) : rangeOf).where(bookableWhere(db, q, now, lte(fairs.holdAt, window.to)));
  const month = q.month ?? range?.first?.slice(0, 7) ?? window.first_month;
  const daysOf = db.select({ date: fairs.holdAt, fairs: count(), halls: countDistinct(fairs.hallId) }).from(fairs).$dynamic();
  const days = await (filtered ? daysOf.innerJoin(fairContents, onContent).innerJoin(halls, onHall) : daysOf)
    .where(bookableWhere(db, q, now, gte(fairs.holdAt, `${month}-01`), lte(fairs.holdAt, lastDayOfMonth(month))))
    .groupBy(fairs.holdAt)
    .orderBy(asc(fairs.holdAt));
  return toFairCalendar(now, month, range, days);
}

/** A calendar answer from its reads: the first and last bookable dates, and the month's days. */
export function toFairCalendar(now: Date, month: string, range: { first: string | null; last: string | null } | undefined, days: { date: string; fairs: number; halls: number }[]): FairCalendar {
  const window = fairCalendarWindow(todayInJapan(now));
  return {
    month,
    today: todayInJapan(now),
    first_bookable_date: firstBookableDate(now),
    first_month: window.first_month,
    last_month: window.last_month,
    first_date: range?.first ?? null,
    last_date: range?.last ?? null,
    days: days.map((d) => ({ date: d.date, fairs: Number(d.fairs), halls: Number(d.halls) })),
  };
}

export interface FairHallsQuery extends FairFilters {
  date: string;
  page: number;
  perPage: number;
  now?: Date;
}

/** The hall fields a day's hall card shows (with its area's name): select over halls ⋈ prefectures ⟕ areas. */
export const dayHallFields = {
  id: halls.id,
  name: halls.name,
  shortName: halls.shortName,
  address: halls.address,
  coverImages: halls.coverImages,
  prefSlug: prefectures.slug,
  prefName: prefectures.name,
  areaName: areas.name,
};

type DayHallRow = { id: number; name: string; shortName: string; address: string; coverImages: (typeof halls.$inferSelect)['coverImages']; prefSlug: string; prefName: string; areaName: string | null };

export const toDayHall = (r: DayHallRow): FairDayHall => ({
  id: r.id,
  name: r.name,
  short_name: r.shortName,
  address: r.address,
  prefecture_slug: r.prefSlug,
  prefecture_name: r.prefName,
  area_name: r.areaName ?? null,
  cover_image_url: r.coverImages[0]?.image_url ?? null,
});

/** The day's hall cards by hall id. */
async function dayHallsById(db: Db, ids: number[]): Promise<Map<number, FairDayHall>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(dayHallFields)
    .from(halls)
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .leftJoin(areas, eq(halls.areaId, areas.id))
    .where(inArray(halls.id, ids));
  return new Map(rows.map((r) => [r.id, toDayHall(r)]));
}

/** The order of a day's halls (grouped by hall): those with a recommended fair first, then the editorial score. */
export const dayHallOrder = () => [desc(sql`bool_or(${fairContents.isRecommended})`), desc(halls.recommendScore), asc(halls.id)];

/** The order of a hall's fairs that day. */
export const hallFairOrder = () => [desc(fairContents.isRecommended), asc(fairContents.sortOrder), asc(fairs.id)];

/** A day's list without its items: its totals (halls and fairs) and paging. */
export function dayPageOf(date: string, totals: { fairs: number; halls: number } | undefined, q: { page: number; perPage: number }, now: Date): Omit<FairHallsOfDay, 'items'> {
  const total = Number(totals?.halls ?? 0);
  return { date, total, total_fairs: Number(totals?.fairs ?? 0), is_past: date < firstBookableDate(now), page: q.page, per_page: q.perPage, total_pages: Math.ceil(total / q.perPage) };
}

/**
 * GET /api/wn/fairs/halls: the day's bookable fairs for the filters, one entry per hall, paged by
 * hall. Halls with a recommended fair come first, then by the editorial score. Its totals are the
 * calendar's counts for that day (the same conditions).
 */
export async function fairHallsOfDay(db: Db, q: FairHallsQuery): Promise<FairHallsOfDay> {
  const now = q.now ?? new Date();
  const window = fairCalendarWindow(todayInJapan(now));
  if (q.date < window.from || q.date > window.to) throw outOfWindow('date', window.from, window.to);
  const where = bookableWhere(db, q, now, eq(fairs.holdAt, q.date));
  const [totals] = await db
    .select({ fairs: count(), halls: countDistinct(fairs.hallId) })
    .from(fairs)
    .innerJoin(fairContents, onContent)
    .innerJoin(halls, onHall)
    .where(where);
  const base = dayPageOf(q.date, totals, q, now);
  if (base.total === 0 || (q.page - 1) * q.perPage >= base.total) return { ...base, items: [] };

  const hallPage = await db
    .select({ id: halls.id })
    .from(fairs)
    .innerJoin(fairContents, onContent)
    .innerJoin(halls, onHall)
    .where(where)
    .groupBy(halls.id)
    .orderBy(...dayHallOrder())
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const ids = hallPage.map((h) => h.id);
  const rows: FairRow[] = await db
    .select({ id: fairs.id, hallId: fairs.hallId, holdAt: fairs.holdAt, startDate: fairs.startDate, content: fairContents })
    .from(fairs)
    .innerJoin(fairContents, onContent)
    .innerJoin(halls, onHall)
    .where(and2(where, inArray(fairs.hallId, ids)))
    .orderBy(...hallFairOrder());
  const [list, hallsById] = await Promise.all([toFairs(db, rows), dayHallsById(db, ids)]);
  return {
    ...base,
    items: ids.flatMap((id) => {
      const hall = hallsById.get(id);
      return hall ? [{ hall, fairs: list.filter((f) => f.hall_id === id) }] : [];
    }),
  };
}
