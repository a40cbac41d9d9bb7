import {
  pgTable, serial, text, integer, boolean, date, timestamp, jsonb, index, uniqueIndex, primaryKey, check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { halls } from './halls';

/**
 * What a hall offers as a fair (フェア): name, contents (the eight §3 flags), price and benefits.
 * The same content is held on many dates; each date is a row of `fairs`.
 */
export const fairContents = pgTable(
  'fair_contents',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hasConsultation: boolean('has_consultation').notNull().default(false),
    hasMockCeremony: boolean('has_mock_ceremony').notNull().default(false),
    hasMockReception: boolean('has_mock_reception').notNull().default(false),
    hasTasting: boolean('has_tasting').notNull().default(false),
    hasTryDress: boolean('has_try_dress').notNull().default(false),
    hasShow: boolean('has_show').notNull().default(false),
    hasDecoration: boolean('has_decoration').notNull().default(false),
    hasFood: boolean('has_food').notNull().default(false),
    /** Yen per group; 0 = free (most fairs). */
    price: integer('price').notNull().default(0),
    /** 特典: short lines shown as a list. */
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    /** Where the hall's notice of a new reservation is mailed. */
    contactEmail: text('contact_email').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('fair_contents_hall_idx').on(t.hallId),
    // The day's halls ordered by whether a fair is recommended, without reading the contents' rows.
    index('fair_contents_recommended_idx').on(t.id, t.isRecommended),
  ],
);

/** One date a fair content is held on (the spec's Fair: hold_at, start_date = 掲載開始日). */
export const fairs = pgTable(
  'fairs',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull().references(() => fairContents.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    holdAt: date('hold_at', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Set when the hall cancels this date (partners' console): gone from every public list (server/fairs/visibility.ts). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('fairs_hall_hold_at_idx').on(t.hallId, t.holdAt),
    index('fairs_hold_at_idx').on(t.holdAt),
    // A content's dates still to come (the site search's "is this fair on" check, the next date of a result).
    index('fairs_content_hold_at_idx').on(t.contentId, t.holdAt),
    // A day's or a month's bookable fairs read off the index alone (/fairs: the month's days 19 → 8.5 ms,
    // the day's page of halls 21 → 7 ms at the market's size, with the two covering indexes below).
    index('fairs_bookable_day_idx').on(t.holdAt, t.hallId, t.contentId, t.startDate).where(sql`${t.cancelledAt} IS NULL`),
  ],
);

/**
 * A time slot of a fair (hold_time1..hold_time8) with its capacity in groups (組).
 * `reserved` is the counter that makes capacity atomic: a reservation only exists if its
 * conditional increment (reserved < capacity) succeeded in the same transaction.
 */
export const fairSlots = pgTable(
  'fair_slots',
  {
    fairId: integer('fair_id').notNull().references(() => fairs.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    holdTime: text('hold_time').notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fairId, t.slot] }),
    check('fair_slots_slot_range', sql`${t.slot} BETWEEN 1 AND 8`),
    check('fair_slots_within_capacity', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.capacity}`),
  ],
);

export type ReservationStatus = 'new' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';

/** A fair reservation (§3): the form fields plus a snapshot of the fair as it was reserved. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id').notNull().references(() => fairs.id),
    hallId: integer('hall_id').notNull().references(() => halls.id),
    slot: integer('slot').notNull(),
    holdTime: text('hold_time').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameKana: text('last_name_kana').notNull(),
    firstNameKana: text('first_name_kana').notNull(),
    /** Lower-cased, so the same address cannot reserve a slot twice. */
    email: text('email').notNull(),
    /** Digits only (hyphens removed). */
    tel: text('tel').notNull(),
    gender: text('gender').notNull(),
    numberOfParticipants: integer('number_of_participants').notNull(),
    preferredWeddingDate: date('preferred_wedding_date', { mode: 'string' }),
    message: text('message').notNull().default(''),
    userId: integer('user_id'),
    uuid: text('uuid'),
    id4: text('id4'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    cvDevice: text('cv_device').notNull(),
    fairSnapshot: jsonb('fair_snapshot').$type<Record<string, unknown> & { hall_id: number }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The hall's handling (partners' console): new → confirmed → attended | no_show | cancelled. */
    status: text('status').$type<ReservationStatus>().notNull().default('new'),
    /** The hall's private note; never shown to the couple. */
    partnerNote: text('partner_note').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('reservations_fair_slot_email_idx').on(t.fairId, t.slot, t.email),
    uniqueIndex('reservations_fair_slot_user_idx').on(t.fairId, t.slot, t.userId).where(sql`${t.userId} IS NOT NULL`),
    index('reservations_user_idx').on(t.userId, t.createdAt),
    index('reservations_hall_idx').on(t.hallId, t.createdAt),
  ],
);
