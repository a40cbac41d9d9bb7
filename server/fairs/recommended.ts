import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairs, halls, prefectures } from '../db/schema';
import { notFound } from '../http/errors';
import type { Fair, FairWithHall } from '../../api/contract/fairs';
import { fairHallsById, selectFairs, toFairs, and2, type FairRow } from './fairQuery';
import { visibleFairWhere } from './visibility';

/**
 * GET /api/wn/halls/{id}/recommended_fairs: fairs of other halls near this one (same prefecture,
 * then same region), recommended fairs and nearer dates first, one fair per hall.
 */
export async function recommendedFairs(db: Db, hallId: number, limit: number, now: Date = new Date()): Promise<FairWithHall[]> {
  const [hall] = await db
    .select({ prefectureId: halls.prefectureId, regionId: prefectures.regionId })
    .from(halls)
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .where(eq(halls.id, hallId))
    .limit(1);
  if (!hall) throw notFound('式場が見つかりません');
  const picked: FairRow[] = [];
  const seenHalls = new Set<number>([hallId]);
  for (const near of [eq(halls.prefectureId, hall.prefectureId), eq(prefectures.regionId, hall.regionId)]) {
    if (picked.length >= limit) break;
    const rows = await selectFairs(db)
      .innerJoin(halls, eq(fairs.hallId, halls.id))
      .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
      .where(and2(near, ne(fairs.hallId, hallId), visibleFairWhere(now)))
      .orderBy(desc(fairContents.isRecommended), asc(fairs.holdAt), desc(halls.recommendScore), asc(fairs.id))
      .limit(limit * 8);
    for (const r of rows) {
      if (picked.length >= limit) break;
      if (seenHalls.has(r.hallId)) continue;
      seenHalls.add(r.hallId);
      picked.push(r);
    }
  }
  const [list, hallsById] = await Promise.all([toFairs(db, picked), fairHallsById(db, picked.map((r) => r.hallId))]);
  return list.flatMap((f) => {
    const h = hallsById.get(f.hall_id);
    return h ? [{ ...f, hall: h }] : [];
  });
}

/** GET /api/v3/wn/halls/{id}/recommended_fair: the hall's own featured upcoming fair, or null. */
export async function hallRecommendedFair(db: Db, hallId: number, now: Date = new Date()): Promise<Fair | null> {
  const exists = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!exists.length) throw notFound('式場が見つかりません');
  const rows = await selectFairs(db)
    .where(and(eq(fairs.hallId, hallId), visibleFairWhere(now)))
    .orderBy(desc(fairContents.isRecommended), asc(fairs.holdAt), asc(fairContents.sortOrder), asc(fairs.id))
    .limit(1);
  if (!rows.length) return null;
  return (await toFairs(db, rows))[0];
}
