import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, hallViews } from '../db/schema';
import { ensureHall } from './ensureHall';
import { selectHalls, toHallSummaries } from './hallQuery';

/**
 * uuid/halls/create: records (or refreshes) that the visitor viewed the hall; a signed-in
 * member's view is hers at once (マイページ's 最近見た式場), not only after her next login.
 * A view inside the counting period refreshes the time but does not count again.
 */
export async function recordView(db: Db, uuid: string, hallId: number, userId: number | null = null, count = true) {
  await ensureHall(db, hallId);
  const set = { ...(count ? { viewCount: sql`${hallViews.viewCount} + 1` } : {}), viewedAt: sql`now()`, ...(userId ? { userId } : {}) };
  await db
    .insert(hallViews)
    .values({ uuid, hallId, userId })
    .onConflictDoUpdate({ target: [hallViews.uuid, hallViews.hallId], set });
  return { ok: true as const };
}

export async function recentlyViewed(db: Db, uuid: string, limit: number) {
  const views = await db.select().from(hallViews).where(eq(hallViews.uuid, uuid)).orderBy(desc(hallViews.viewedAt)).limit(limit);
  if (!views.length) return { items: [] };
  const rows = await selectHalls(db).where(inArray(halls.id, views.map((v) => v.hallId)));
  const summaries = new Map((await toHallSummaries(db, rows)).map((s) => [s.id, s]));
  return { items: views.filter((v) => summaries.has(v.hallId)).map((v) => ({ ...summaries.get(v.hallId)!, viewed_at: new Date(v.viewedAt).toISOString() })) };
}

/**
 * recommended_halls: halls like the ones the visitor looked at (the given hall, else the
 * recent views): same prefecture (for a hall abroad, same overseas destination), close in cost
 * and sharing service type, best rated first; halls already viewed are left out.
 */
export async function recommendedForVisitor(db: Db, uuid: string, hallId: number | undefined, limit: number) {
  const views = await db.select({ hallId: hallViews.hallId }).from(hallViews).where(eq(hallViews.uuid, uuid)).orderBy(desc(hallViews.viewedAt)).limit(20);
  const seedId = hallId ?? views[0]?.hallId;
  const exclude = [...new Set([...(seedId ? [seedId] : []), ...views.map((v) => v.hallId)])];
  if (hallId) await ensureHall(db, hallId);
  let rows;
  if (seedId) {
    const [seed] = await db.select({ pref: halls.prefectureId, abroad: halls.overseasDestination, cost: halls.cost, service: halls.serviceId }).from(halls).where(eq(halls.id, seedId));
    const place = seed.abroad === null ? and(eq(halls.prefectureId, seed.pref), isNull(halls.overseasDestination)) : eq(halls.overseasDestination, seed.abroad);
    rows = await selectHalls(db)
      .where(and(place, notInArray(halls.id, exclude)))
      .orderBy(sql`(${halls.serviceId} = ${seed.service}) DESC`, sql`ABS(${halls.cost} - ${seed.cost})`, desc(halls.rating), halls.id)
      .limit(limit);
  } else {
    rows = await selectHalls(db).where(ne(halls.id, 0)).orderBy(desc(halls.recommendScore), halls.id).limit(limit);
  }
  return { items: await toHallSummaries(db, rows) };
}
