import { asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { areas, fairContents, fairs, halls, prefectures, regions } from '../db/schema';
import type { FairWithHall } from '../../api/contract/fairs';
import { FAIR_FLAG_KEYS } from '../../api/contract/fairs';
import { and2, fairHallsById, toFairs } from './fairQuery';
import { upcomingWhere } from './listHallFairs';

type FlagKey = (typeof FAIR_FLAG_KEYS)[number];

const FLAG_COLUMNS: Record<FlagKey, AnyPgColumn> = {
  has_consultation: fairContents.hasConsultation,
  has_mock_ceremony: fairContents.hasMockCeremony,
  has_mock_reception: fairContents.hasMockReception,
  has_tasting: fairContents.hasTasting,
  has_try_dress: fairContents.hasTryDress,
  has_show: fairContents.hasShow,
  has_decoration: fairContents.hasDecoration,
  has_food: fairContents.hasFood,
};

export interface FairSearch {
  date?: string;
  dateFrom?: string;
  dateTo?: string;
  regionSlug?: string;
  prefectureSlug?: string;
  areaSlug?: string;
  flags?: FlagKey[];
  free?: boolean;
  page: number;
  perPage: number;
  now?: Date;
}

/** GET /api/wn/fairs: upcoming fairs across halls by date, area and contents. */
export async function searchFairs(db: Db, q: FairSearch): Promise<{ items: FairWithHall[]; total: number; page: number; per_page: number; total_pages: number }> {
  const conds: (SQL | undefined)[] = [upcomingWhere(q.now)];
  if (q.date) conds.push(eq(fairs.holdAt, q.date));
  if (q.dateFrom) conds.push(gte(fairs.holdAt, q.dateFrom));
  if (q.dateTo) conds.push(lte(fairs.holdAt, q.dateTo));
  if (q.regionSlug) conds.push(eq(regions.slug, q.regionSlug));
  if (q.prefectureSlug) conds.push(eq(prefectures.slug, q.prefectureSlug));
  if (q.areaSlug) conds.push(eq(areas.slug, q.areaSlug));
  for (const f of q.flags ?? []) conds.push(eq(FLAG_COLUMNS[f], true));
  if (q.free) conds.push(eq(fairContents.price, 0));
  const where = and2(...conds);
  const [{ total }] = await db
    .select({ total: count() })
    .from(fairs)
    .innerJoin(fairContents, eq(fairs.contentId, fairContents.id))
    .innerJoin(halls, eq(fairs.hallId, halls.id))
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .innerJoin(regions, eq(prefectures.regionId, regions.id))
    .leftJoin(areas, eq(halls.areaId, areas.id))
    .where(where);
  const rows = await db
    .select({ id: fairs.id, hallId: fairs.hallId, holdAt: fairs.holdAt, startDate: fairs.startDate, content: fairContents })
    .from(fairs)
    .innerJoin(fairContents, eq(fairs.contentId, fairContents.id))
    .innerJoin(halls, eq(fairs.hallId, halls.id))
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .innerJoin(regions, eq(prefectures.regionId, regions.id))
    .leftJoin(areas, eq(halls.areaId, areas.id))
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
