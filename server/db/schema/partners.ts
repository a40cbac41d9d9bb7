import { pgTable, serial, text, integer, date, timestamp, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { halls } from './halls';
import { reviews } from './reviews';

export type PartnerRole = 'owner' | 'staff';

/** A partner account's place at a hall: owner (also manages the hall's staff) or staff. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    role: text('role').$type<PartnerRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hallId] }), index('partner_members_hall_idx').on(t.hallId)],
);

/**
 * An invitation to join a hall, mailed through the outbox: only a SHA-256 of the link's token is
 * kept; it is used once (the accepting UPDATE sets used_at) and expires.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<PartnerRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    usedBy: integer('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_invitations_token_idx').on(t.tokenHash), index('partner_invitations_hall_idx').on(t.hallId)],
);

export type ContractState = 'pending' | 'confirmed' | 'declined';

/** 「この式場で成約しました」: a couple's report, confirmed or declined by the hall. */
export const hallContracts = pgTable(
  'hall_contracts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    contractedOn: date('contracted_on', { mode: 'string' }).notNull(),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    state: text('state').$type<ContractState>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hall_contracts_user_hall_idx').on(t.userId, t.hallId), index('hall_contracts_hall_idx').on(t.hallId, t.createdAt)],
);

/** The hall's one public reply under a published review (editable). */
export const reviewReplies = pgTable('review_replies', {
  reviewId: integer('review_id').primaryKey().references(() => reviews.id, { onDelete: 'cascade' }),
  hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  authorId: integer('author_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A hall's report of a review to our moderators (shown in /staff/reviews until resolved). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reportedBy: integer('reported_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('review_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`)],
);

/** Who changed what at a hall, and when (read by the hall's owners). */
export const partnerAuditLog = pgTable(
  'partner_audit_log',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('partner_audit_log_hall_idx').on(t.hallId, t.at)],
);
