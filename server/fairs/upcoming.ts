import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairs } from '../db/schema';
import { firstBookableDate, todayInJapan } from './dates';

/**
 * The halls among `hallIds` that hold a fair from tomorrow on (fairs before tomorrow are past, §9).
 * Hall cards use it for their fair badge.
 */
export async function hallsWithUpcomingFairs(db: Db, hallIds: number[], now: Date = new Date()): Promise<Set<number>> {
  const ids = [...new Set(hallIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ hallId: fairs.hallId })
    .from(fairs)
    .where(and(inArray(fairs.hallId, ids), gte(fairs.holdAt, firstBookableDate(now)), lte(fairs.startDate, todayInJapan(now))));
  return new Set(rows.map((r) => r.hallId));
}
