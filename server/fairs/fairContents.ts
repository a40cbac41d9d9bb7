import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairContents, fairs } from '../db/schema';
import { notFound } from '../http/errors';
import type { FairContent } from '../../api/contract/fairs';
import { contentFlags, fairImageUrl, hallExists, and2 } from './fairQuery';
import { visibleFairWhere } from './visibility';

/** GET /api/v3/wn/halls/{id}/faircontents/: what fairs the hall offers, each with its next date. */
export async function hallFairContents(db: Db, hallId: number, now: Date = new Date()): Promise<FairContent[]> {
  if (!(await hallExists(db, hallId))) throw notFound('式場が見つかりません');
  const contents = await db.select().from(fairContents).where(eq(fairContents.hallId, hallId)).orderBy(asc(fairContents.sortOrder), asc(fairContents.id));
  const next = await db
    .select({
      contentId: fairs.contentId,
      upcoming: sql<number>`count(*)::int`,
      nextHoldAt: sql<string>`min(${fairs.holdAt})::text`,
      nextFairId: sql<number>`(array_agg(${fairs.id} ORDER BY ${fairs.holdAt}, ${fairs.id}))[1]`,
    })
    .from(fairs)
    .where(and2(eq(fairs.hallId, hallId), visibleFairWhere(now)))
    .groupBy(fairs.contentId);
  const byContent = new Map(next.map((n) => [n.contentId, n]));
  return contents.map((c) => {
    const n = byContent.get(c.id);
    return {
      id: c.id,
      hall_id: c.hallId,
      name: c.name,
      description: c.description,
      image_url: fairImageUrl(c.id),
      price: c.price,
      benefits: c.benefits,
      is_recommended: c.isRecommended,
      next_hold_at: n?.nextHoldAt ?? null,
      next_fair_id: n ? Number(n.nextFairId) : null,
      upcoming_dates: n ? Number(n.upcoming) : 0,
      ...contentFlags(c),
    };
  });
}
