import { pgTable, serial, text, integer, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const LOVE_TYPES = ['user', 'article', 'webpage'] as const;
export type LoveType = (typeof LOVE_TYPES)[number];

/**
 * A いいね (§3 Love/clip): of a member's profile (user), an article, or any page of the site
 * (webpage, by its path). `targetKey` is the id or the normalised path, so one love per target.
 */
export const loves = pgTable(
  'loves',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LoveType>().notNull(),
    targetKey: text('target_key').notNull(),
    targetId: integer('target_id'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loves_user_target_idx').on(t.userId, t.type, t.targetKey),
    index('loves_target_idx').on(t.type, t.targetKey),
    index('loves_user_created_idx').on(t.userId, t.type, t.createdAt),
  ],
);
