import { pgTable, serial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Mail to send, written in the same transaction as what caused it, so it is never lost.
 * A sender delivers pending rows and keeps failures here with their last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** reservation_confirmation | reservation_hall_notice | ... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending → sent, or → failed after the last attempt (kept for a person to look at). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** What the row is about, e.g. reservation:123. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
