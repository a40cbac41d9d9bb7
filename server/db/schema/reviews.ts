import { pgTable, serial, text, integer, doublePrecision, date, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { halls } from './halls';
import { users } from './accounts';

/** 口コミ: a scored review of a hall by a guest, a married bride or a couple who visited a fair. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    reviewerType: text('reviewer_type').$type<'guest' | 'married' | 'fair'>().notNull(),
    nickname: text('nickname').notNull(),
    ageGroup: text('age_group').notNull(),
    season: text('season').$type<'spring' | 'summer' | 'autumn' | 'winter'>().notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Overall score 1.0–5.0 (one decimal) and the six category scores 1–5. */
    rating: doublePrecision('rating').notNull(),
    scoreCeremony: integer('score_ceremony').notNull(),
    scoreReception: integer('score_reception').notNull(),
    scoreFood: integer('score_food').notNull(),
    scoreStaff: integer('score_staff').notNull(),
    scoreCost: integer('score_cost').notNull(),
    scoreLocation: integer('score_location').notNull(),
    /** Guest count and total cost (yen) of the wedding: the comment-stats grid; null for fair visits. */
    guestCount: integer('guest_count'),
    cost: integer('cost'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** pending (審査中) → published (公開中) | rejected (差し戻し, with the reason the author sees). */
    status: text('status').$type<'pending' | 'published' | 'rejected'>().notNull().default('published'),
    /** A member's own review (null for the demo rows): one per member, hall and reviewer type. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The attended fair reservation a `fair` review is about (its date sets the gift deadline). */
    reservationId: integer('reservation_id'),
    /** Re-encoded uploads (/api/uploads/{id}). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    moderationReason: text('moderation_reason'),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('reviews_user_hall_type_idx').on(t.userId, t.hallId, t.reviewerType).where(sql`${t.userId} IS NOT NULL`),
    index('reviews_pending_idx').on(t.postedAt).where(sql`${t.status} = 'pending'`),
    index('reviews_hall_posted_idx').on(t.hallId, t.postedAt),
    index('reviews_hall_type_idx').on(t.hallId, t.reviewerType),
    index('reviews_hall_season_idx').on(t.hallId, t.season),
  ],
);

/** 費用明細: what a couple really paid, itemised. */
export const costReports = pgTable(
  'cost_reports',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    season: text('season').$type<'spring' | 'summer' | 'autumn' | 'winter'>().notNull(),
    guestCount: integer('guest_count').notNull(),
    total: integer('total').notNull(),
    initialEstimate: integer('initial_estimate').notNull(),
    items: jsonb('items').$type<{ name: string; amount: number }[]>().notNull(),
    comment: text('comment').notNull().default(''),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('cost_reports_hall_idx').on(t.hallId, t.postedAt),
    // A place's average guest count (its landing's cost summary) read off the index alone: 8.1 → 1.4 ms for Tokyo at the market's size.
    index('cost_reports_hall_guests_idx').on(t.hallId, t.guestCount),
  ],
);
