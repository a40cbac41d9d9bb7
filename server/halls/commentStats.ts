import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import { COMMENT_STATS_PEOPLE_BANDS, COMMENT_STATS_PRICE_BANDS } from '../../lib/constants';
import type { Hall } from '../../api/contract/halls';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';

/**
 * The index of the band holding the column's value: ≤ bands[0] → 0, … , anything above → the last.
 * The bounds are our own constants, written into the SQL, so GROUP BY can repeat the very expression.
 */
function bandIndex(column: AnyPgColumn, bands: readonly number[]): SQL<number> {
  const whens = bands.slice(0, -1).map((b, i) => sql`WHEN ${column} <= ${sql.raw(String(Number(b)))} THEN ${sql.raw(String(i))}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(bands.length - 1))} END`;
}

const peopleBand = bandIndex(reviews.guestCount, COMMENT_STATS_PEOPLE_BANDS);
const priceBand = bandIndex(reviews.cost, COMMENT_STATS_PRICE_BANDS);

/**
 * The §9 grid's cells: reviews counted by guest-count band (≤40, ≤60, ≤80, ≤100, over 100) and
 * cost band (≤1,000,000 … ≤4,000,000, over 4,000,000). Reviews without both figures are left out.
 */
export const commentGridRows = (db: Db, hallId: number) =>
  rowsQuery({ pi: peopleBand, ci: priceBand, n: sql<number>`count(*)::int` }, (select) =>
    db.select(select).from(reviews)
      .where(and(eq(reviews.hallId, hallId), eq(reviews.status, 'published'), isNotNull(reviews.guestCount), isNotNull(reviews.cost)))
      .groupBy(peopleBand, priceBand));

export function commentGrid(cells: RowOf<ReturnType<typeof commentGridRows>>[]): Hall['comment_stats'] & { total: number } {
  const p = COMMENT_STATS_PEOPLE_BANDS;
  const c = COMMENT_STATS_PRICE_BANDS;
  const grid = p.map(() => c.map(() => 0));
  let total = 0;
  for (const r of cells) {
    grid[Number(r.pi)][Number(r.ci)] = Number(r.n);
    total += Number(r.n);
  }
  return { range_of_people: [...p], range_of_price: [...c], count: grid, total };
}

export async function commentStats(db: Db, hallId: number): Promise<Hall['comment_stats'] & { total: number }> {
  return commentGrid(await rowsOf(commentGridRows(db, hallId)));
}
