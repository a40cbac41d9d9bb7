import { and, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { fairs } from '../db/schema';
import { firstBookableDate, todayInJapan } from './dates';

/**
 * Which fair dates the public sees: the one place that says so. Every public read of fairs (the
 * hall page, the fair page, fair search and calendar, cards' badges, recommendations, the sitemap,
 * the site search) goes through these, so a date the hall cancelled disappears from all of them.
 */

/** Not cancelled by the hall (partners' console). */
export const fairNotCancelled = (): SQL => isNull(fairs.cancelledAt);

/** Bookable: from tomorrow on (§9), listing started, not cancelled. */
export function visibleFairWhere(now: Date = new Date()): SQL {
  return and(fairNotCancelled(), gte(fairs.holdAt, firstBookableDate(now)), lte(fairs.startDate, todayInJapan(now)))!;
}

/** Listed with its own page (sitemap): from today on, not cancelled. */
export function listedFairWhere(now: Date = new Date()): SQL {
  return and(fairNotCancelled(), gte(fairs.holdAt, todayInJapan(now)))!;
}

/**
 * The same "listed" rule for raw SQL over `fairs <alias>` (the site search's statements):
 * from `fromDate` on and not cancelled.
 */
export function listedFairSql(alias: string, fromDate: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.hold_at >= ${fromDate}::date AND ${a}.cancelled_at IS NULL`;
}
