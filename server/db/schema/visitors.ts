import { pgTable, serial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A visitor's uuid (§4), registered by GET /api/uuid/. An identifier only: it never
 * authorises anything. user_id is set when the visitor registers or logs in.
 */
export const visitors = pgTable(
  'visitors',
  {
    uuid: text('uuid').primaryKey(),
    source: text('source').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('visitors_user_idx').on(t.userId)],
);

/** How a visitor arrived (POST /api/uuid/introduce/create): referrer, landing page, utm. */
export const visitorIntroductions = pgTable(
  'visitor_introductions',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    referrer: text('referrer').notNull().default(''),
    landingPath: text('landing_path').notNull().default(''),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('visitor_introductions_uuid_idx').on(t.uuid, t.createdAt)],
);
