import { pgTable, text, integer, timestamp, primaryKey, index } from 'drizzle-orm/pg-core';

/**
 * The first answer to a write that carried an `Idempotency-Key` header, kept for a day per
 * caller, endpoint and key: the same write sent again (a retry after a lost answer, a load
 * balancer passing it to the next instance) gets this answer instead of being done twice
 * (server/idempotency/).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** user:<id>, or visitor:<hash of the session or pre-session cookie>. */
    caller: text('caller').notNull(),
    /** The method and path: POST /api/wn/hall_clips. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** A hash of the request's input: the same key with another input is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's JSON text. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.endpoint, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
