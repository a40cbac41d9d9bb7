import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallViews, halls } from '../db/schema';

export const VIEWED_HALLS_LIMIT = 10;

export async function viewedHallsOf(db: Db, userId: number) {
  const rows = await db
    .select({ hallId: hallViews.hallId, name: halls.name, viewedAt: hallViews.viewedAt })
    .from(hallViews)
    .innerJoin(halls, eq(halls.id, hallViews.hallId))
    .where(eq(hallViews.userId, userId))
    .orderBy(desc(hallViews.viewedAt))
    .limit(VIEWED_HALLS_LIMIT * 3);
  const seen = new Set<number>();
  const items = rows.filter((r) => !seen.has(r.hallId) && seen.add(r.hallId)).slice(0, VIEWED_HALLS_LIMIT);
  return { items: items.map((r) => ({ hall_id: r.hallId, name: r.name, viewed_at: new Date(r.viewedAt).toISOString() })) };
}
