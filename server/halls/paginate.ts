import { sql } from 'drizzle-orm';

/** The paginated envelope of the contract. */
export function pageOf<T>(items: T[], total: number, page: number, perPage: number) {
  return { items, total, page, per_page: perPage, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** Every row of a page carries the total, so a page is one query instead of a count and a select. */
export const totalOver = () => sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * The total of a page whose rows carry it: an empty first page has none, and only an empty
 * later page (past the end) still needs its own count.
 */
export async function totalOf(rows: { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0].total;
  return page === 1 ? 0 : count();
}
