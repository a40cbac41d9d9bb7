import { asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairs, halls } from '../db/schema';
import type { FairWithHall } from '../../api/contract/fairs';
import { and2, fairHallsById, toFairs } from './fairQuery';
import { fairFilterConds, type FairFilters } from './fairFilters';
import { visibleFairWhere } from './visibility';

export interface FairSearch extends FairFilters {
  date?: string;
  dateFrom?: string;
  dateTo?: string;
  page: number;
  perPage: number;
  now?: Date;
}

/** GET /api/wn/fairs: upcoming fairs across halls by date, area and contents. */
export async function searchFairs(db: Db, q: FairSearch): Promise<{ items: FairWithHall[]; total: number; page: number; per_page: number; total_pages: number }> {
  const conds: (SQL | undefined)[] = [visibleFairWhere(q.now), ...fairFilterConds(db, q)];
  if (q.date) conds.push(eq(fairs.holdAt, q.date));
  if (q.dateFrom) conds.push(gte(fairs.holdAt, q.dateFrom));
  if (q.dateTo) conds.push(lte(fairs.holdAt, q.dateTo));
  const where = and2(...conds);
  const [{ total }] = await db
    .select({ total: count() })
    .from(fairs)
    .innerJoin(fairContents, eq(fairs.contentId, fairContents.id))
    .innerJoin(halls, eq(fairs.hallId, halls.id))
    .where(where);
  const rows = await db
    .select({ id: fairs.id, hallId: fairs.hallId, holdAt: fairs.holdAt, startDate: fairs.startDate, content: fairContents })
    .from(fairs)
    .innerJoin(fairContents, eq(fairs.contentId, fairContents.id))
    .innerJoin(halls, eq(fairs.hallId, halls.id))
    .where(where)
    .orderBy(asc(fairs.holdAt), desc(fairContents.isRecommended), desc(halls.recommendScore), asc(fairs.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [list, hallsById] = await Promise.all([toFairs(db, rows), fairHallsById(db, rows.map((r) => r.hallId))]);
  return {
    items: list.flatMap((f) => {
      const h = hallsById.get(f.hall_id);
      return h ? [{ ...f, hall: h }] : [];
    }),
    total,
    page: q.page,
    per_page: q.perPage,
    total_pages: Math.ceil(total / q.perPage),
  };
}
