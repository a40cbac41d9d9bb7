import { pgTable, integer, date, index, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The fairs' calendar as maintained summaries (migration 0033), kept by triggers on fairs,
 * fair_contents and halls (the SQL function musubi_fair_days_refresh): what /fairs and
 * GET /api/wn/fairs/page read instead of grouping every bookable fair of a month and of a day.
 * Only dates not cancelled count; "listed" (start_date ≤ today) is left to the reader, since it
 * moves with the date and not with a write.
 */

/** One row per day, hall and listing start among that hall's fairs that day. */
export const fairDayHalls = pgTable(
  'fair_day_halls',
  {
    holdAt: date('hold_at', { mode: 'string' }).notNull(),
    hallId: integer('hall_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The hall's, copied so a place and the day's order need no join. */
    prefectureId: integer('prefecture_id').notNull(),
    recommendScore: integer('recommend_score').notNull(),
    fairs: integer('fairs').notNull(),
    /** Of those, fairs whose content the hall recommends. */
    recommended: integer('recommended').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.holdAt, t.hallId, t.startDate] }),
    // The day's halls ranked off the index alone, grouped in its order (no hash, no heap).
    index('fair_day_halls_rank_idx').on(t.holdAt, t.hallId, t.startDate, t.recommended, t.recommendScore, t.prefectureId),
  ],
);

/**
 * A day's totals per prefecture, split by listing start so "listed today" is a sum:
 * `fairs` counts fairs whose start_date is `listed_from`; `halls` counts halls whose earliest
 * start_date that day is `listed_from`. Summed over listed_from ≤ today, they are the day's
 * bookable fairs and halls.
 */
export const fairDayCounts = pgTable(
  'fair_day_counts',
  {
    holdAt: date('hold_at', { mode: 'string' }).notNull(),
    prefectureId: integer('prefecture_id').notNull(),
    listedFrom: date('listed_from', { mode: 'string' }).notNull(),
    fairs: integer('fairs').notNull(),
    halls: integer('halls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holdAt, t.prefectureId, t.listedFrom] })],
);
