import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A hall's rating and review count from its published reviews (the same figures the seed
 * writes). Comment stats, category averages and counts are read live from published reviews,
 * and rankings order by these columns, so this is all publishing has to update.
 */
export async function recomputeHallRating(db: Db, hallId: number): Promise<void> {
  await db.execute(sql`
    UPDATE halls SET
      rating = COALESCE((SELECT ROUND(AVG(rating)::numeric, 2)::float8 FROM reviews WHERE hall_id = ${hallId} AND status = 'published'), 0),
      rating_count = (SELECT COUNT(*)::int FROM reviews WHERE hall_id = ${hallId} AND status = 'published')
    WHERE id = ${hallId}`);
}
