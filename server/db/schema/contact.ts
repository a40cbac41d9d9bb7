import { pgTable, serial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';

/** Every contact-form submission, stored before its mail is queued. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** mail_sent once the mails are queued; mail_failed when queuing failed. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('contact_submissions_form_idx').on(t.formId, t.createdAt)],
);
