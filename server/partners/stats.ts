import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fairAttendances, hallClips, hallContracts, hallPvViews, reservations, reviews } from '../db/schema';
import { addDays, todayInJapan } from '../fairs/dates';
import type { PartnerWeek } from '../../api/contract/partnerDesk';

/** Monday (Japan time) of the week of a YYYY-MM-DD date. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

const weekOfTimestamp = (col: PgColumn) => sql<string>`to_char(date_trunc('week', ${col} AT TIME ZONE 'Asia/Tokyo'), 'YYYY-MM-DD')`;
const weekOfDate = (col: PgColumn) => sql<string>`to_char(date_trunc('week', ${col}::timestamp), 'YYYY-MM-DD')`;

async function countByWeek(db: Db, table: PgTable, week: SQL<string>, where: SQL | undefined): Promise<Map<string, number>> {
  const rows = await db.select({ week, n: sql<number>`count(*)::int` }).from(table).where(where).groupBy(sql`1`);
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

/**
 * The hall's numbers by week (Monday to Sunday, Japan time), oldest first: counted page views,
 * clips, fair reservations, attendances (来館済み), published reviews and confirmed contracts, and
 * the conversion from view to reservation.
 */
export async function partnerStats(db: Db, hallId: number, weeks: number, today = todayInJapan()): Promise<{ weeks: PartnerWeek[] }> {
  const last = mondayOf(today);
  const first = addDays(last, -7 * (weeks - 1));
  const since = `${first}T00:00:00+09:00`;
  const [views, clips, booked, attended, reviewed, contracted] = await Promise.all([
    countByWeek(db, hallPvViews, weekOfDate(hallPvViews.day), and(eq(hallPvViews.hallId, hallId), gte(hallPvViews.day, first))),
    countByWeek(db, hallClips, weekOfTimestamp(hallClips.createdAt), and(eq(hallClips.hallId, hallId), gte(hallClips.createdAt, since))),
    countByWeek(db, reservations, weekOfTimestamp(reservations.createdAt), and(eq(reservations.hallId, hallId), gte(reservations.createdAt, since))),
    countByWeek(db, fairAttendances, weekOfDate(fairAttendances.fairDate), and(eq(fairAttendances.hallId, hallId), gte(fairAttendances.fairDate, first))),
    countByWeek(db, reviews, weekOfTimestamp(reviews.postedAt), and(eq(reviews.hallId, hallId), eq(reviews.status, 'published'), gte(reviews.postedAt, since))),
    countByWeek(db, hallContracts, weekOfDate(hallContracts.contractedOn), and(eq(hallContracts.hallId, hallId), eq(hallContracts.state, 'confirmed'), gte(hallContracts.contractedOn, first))),
  ]);
  return {
    weeks: Array.from({ length: weeks }, (_, i) => {
      const week = addDays(first, 7 * i);
      const v = views.get(week) ?? 0;
      const r = booked.get(week) ?? 0;
      return {
        week,
        views: v,
        clips: clips.get(week) ?? 0,
        reservations: r,
        attendances: attended.get(week) ?? 0,
        reviews: reviewed.get(week) ?? 0,
        contracts: contracted.get(week) ?? 0,
        conversion: v > 0 ? Math.round((r / v) * 1000) / 10 : null,
      };
    }),
  };
}
