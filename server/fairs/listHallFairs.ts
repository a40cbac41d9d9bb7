import { asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairs } from '../db/schema';
import { notFound } from '../http/errors';
import type { HallFairsPage } from '../../api/contract/fairs';
import { and2, hallExists, selectFairs, toFairs } from './fairQuery';
import { firstBookableDate, todayInJapan } from './dates';

export interface HallFairsQuery {
  hallId: number;
  page: number;
  perPage: number;
  holdAt?: string;
  now?: Date;
}

/** Published (start_date reached) and not past: what a visitor can still reserve. */
export function upcomingWhere(now: Date = new Date()) {
  return and2(gte(fairs.holdAt, firstBookableDate(now)), lte(fairs.startDate, todayInJapan(now)));
}

/** GET /api/wn/halls/{id}/fairs: the hall's upcoming fairs by date, 4 a page (§9), and every date for the calendar. */
export async function listHallFairs(db: Db, q: HallFairsQuery): Promise<HallFairsPage> {
  if (!(await hallExists(db, q.hallId))) throw notFound('式場が見つかりません');
  return upcomingHallFairs(db, q);
}

/** The page of listHallFairs, for a caller that knows the hall (an unknown one has none). */
export async function upcomingHallFairs(db: Db, q: HallFairsQuery): Promise<HallFairsPage> {
  const upcoming = and2(eq(fairs.hallId, q.hallId), upcomingWhere(q.now));
  const where = and2(upcoming, q.holdAt ? eq(fairs.holdAt, q.holdAt) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(fairs).where(where);
  const rows = await selectFairs(db)
    .where(where)
    .orderBy(asc(fairs.holdAt), asc(fairContents.sortOrder), asc(fairs.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const dates = await db
    .selectDistinct({ d: fairs.holdAt })
    .from(fairs)
    .where(upcoming)
    .orderBy(asc(fairs.holdAt));
  return {
    items: await toFairs(db, rows),
    total,
    page: q.page,
    per_page: q.perPage,
    total_pages: Math.ceil(total / q.perPage),
    hold_dates: dates.map((d) => d.d),
  };
}

