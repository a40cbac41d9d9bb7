import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fairContents, fairs, fairSlots } from '../db/schema';
import { notFound } from '../http/errors';
import type { FairSlot, HallFairsPage } from '../../api/contract/fairs';
import { inIds, readSections, rowsQuery, type SectionRows } from '@/server/db/jsonRows';
import { and2, fairColumns, hallExists, selectFairs, toFair, toSlot } from './fairQuery';
import { visibleFairWhere } from './visibility';

export interface HallFairsQuery {
  hallId: number;
  page: number;
  perPage: number;
  holdAt?: string;
  now?: Date;
}

/** GET /api/wn/halls/{id}/fairs: the hall's upcoming fairs by date, 4 a page (§9), and every date for the calendar. */
export async function listHallFairs(db: Db, q: HallFairsQuery): Promise<HallFairsPage> {
  if (!(await hallExists(db, q.hallId))) throw notFound('式場が見つかりません');
  return toHallFairsPage(await readSections(db, hallFairSections(db, q)), q);
}

/**
 * What GET …/fairs reads, as sections (server/halls/jsonRows): the count, the page of fairs with
 * their slots, and every upcoming date. The hall's top page reads them in its own statement.
 */
export function hallFairSections(db: Db, q: HallFairsQuery) {
  const upcoming = and2(eq(fairs.hallId, q.hallId), visibleFairWhere(q.now));
  const where = and2(upcoming, q.holdAt ? eq(fairs.holdAt, q.holdAt) : undefined);
  const pageOfFairs = (select: SelectedFields) =>
    selectFairs(db, select)
      .where(where)
      .orderBy(asc(fairs.holdAt), asc(fairContents.sortOrder), asc(fairs.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
  return {
    fairTotal: rowsQuery({ total: count() }, (select) => db.select(select).from(fairs).where(where)),
    fairRows: rowsQuery(fairColumns, pageOfFairs),
    fairSlots: rowsQuery(getTableColumns(fairSlots), (select) =>
      db.select(select).from(fairSlots).where(inIds(fairSlots.fairId, pageOfFairs({ id: fairs.id }))).orderBy(asc(fairSlots.fairId), asc(fairSlots.slot))),
    // Grouped, not DISTINCT: the rows travel as JSON, which has no equality.
    fairDates: rowsQuery({ d: fairs.holdAt }, (select) => db.select(select).from(fairs).where(upcoming).groupBy(fairs.holdAt).orderBy(asc(fairs.holdAt))),
  };
}

export type HallFairRows = SectionRows<ReturnType<typeof hallFairSections>>;

/** The sections' rows → the answer of GET …/fairs. */
export function toHallFairsPage(rows: HallFairRows, q: Pick<HallFairsQuery, 'page' | 'perPage'>): HallFairsPage {
  const slots = new Map<number, FairSlot[]>();
  for (const s of rows.fairSlots) {
    const list = slots.get(s.fairId) ?? [];
    list.push(toSlot(s));
    slots.set(s.fairId, list);
  }
  const total = rows.fairTotal[0]?.total ?? 0;
  return {
    items: rows.fairRows.map((r) => toFair(r, slots.get(r.id) ?? [])),
    total,
    page: q.page,
    per_page: q.perPage,
    total_pages: Math.ceil(total / q.perPage),
    hold_dates: rows.fairDates.map((d) => d.d),
  };
}
