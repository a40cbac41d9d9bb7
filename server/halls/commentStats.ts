import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { COMMENT_STATS_PEOPLE_BANDS, COMMENT_STATS_PRICE_BANDS } from '../../lib/constants';
import type { Hall } from '../../api/contract/halls';

/**
 * The §9 grid: reviews counted by guest-count band (≤40, ≤60, ≤80, ≤100, over 100) and
 * cost band (≤1,000,000 … ≤4,000,000, over 4,000,000). Reviews without both figures are left out.
 */
export async function commentStats(db: Db, hallId: number): Promise<Hall['comment_stats'] & { total: number }> {
  const p = COMMENT_STATS_PEOPLE_BANDS;
  const c = COMMENT_STATS_PRICE_BANDS;
  const res = await db.execute(sql`
    SELECT
      CASE WHEN guest_count <= ${p[0]} THEN 0 WHEN guest_count <= ${p[1]} THEN 1 WHEN guest_count <= ${p[2]} THEN 2 WHEN guest_count <= ${p[3]} THEN 3 ELSE 4 END AS pi,
      CASE WHEN cost <= ${c[0]} THEN 0 WHEN cost <= ${c[1]} THEN 1 WHEN cost <= ${c[2]} THEN 2 WHEN cost <= ${c[3]} THEN 3 ELSE 4 END AS ci,
      COUNT(*)::int AS n
    FROM reviews
    WHERE hall_id = ${hallId} AND status = 'published' AND guest_count IS NOT NULL AND cost IS NOT NULL
    GROUP BY 1, 2`);
  const grid = p.map(() => c.map(() => 0));
  let total = 0;
  for (const r of (res as unknown as { rows: { pi: number; ci: number; n: number }[] }).rows) {
    grid[Number(r.pi)][Number(r.ci)] = Number(r.n);
    total += Number(r.n);
  }
  return { range_of_people: [...p], range_of_price: [...c], count: grid, total };
}
