import { pgTable, serial, text, integer, timestamp, index, uniqueIndex, primaryKey, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { halls } from './halls';
import { brideReports } from './brides';
import { magazinePosts } from './magazine';

/** A hall a member saved (§3 Hall clip), with the couple's own note. One per member and hall. */
export const hallClips = pgTable(
  'hall_clips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** The note is the member's own unless she chose to show it on her shared lists. */
    noteShared: boolean('note_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hall_clips_user_hall_idx').on(t.userId, t.hallId), index('hall_clips_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A shared list of hall clips (§3 Hall clip share). The hash is the only key a visitor needs:
 * 128 random bits, base64url, so it cannot be guessed or enumerated.
 */
export const hallClipShares = pgTable(
  'hall_clip_shares',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hall_clip_shares_hash_idx').on(t.hash), index('hall_clip_shares_user_idx').on(t.userId)],
);

/** Which clips a share shows (hall_clip_ids), in the owner's order. */
export const hallClipShareItems = pgTable(
  'hall_clip_share_items',
  {
    shareId: integer('share_id').notNull().references(() => hallClipShares.id, { onDelete: 'cascade' }),
    hallClipId: integer('hall_clip_id').notNull().references(() => hallClips.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.hallClipId] }), index('hall_clip_share_items_clip_idx').on(t.hallClipId)],
);

/**
 * A comment on a shared clip (§3 Hall clip comment). Partners and parents comment without an
 * account under a name they give (「母」); a member's comment also keeps their user id.
 */
export const hallClipComments = pgTable(
  'hall_clip_comments',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id').notNull().references(() => hallClipShares.id, { onDelete: 'cascade' }),
    hallClipId: integer('hall_clip_id').notNull().references(() => hallClips.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('hall_clip_comments_clip_idx').on(t.hallClipId, t.createdAt)],
);

/** An article a member clipped (§3 Article clip form). */
export const articleClips = pgTable(
  'article_clips',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull().references(() => magazinePosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('article_clips_post_idx').on(t.postId), index('article_clips_user_created_idx').on(t.userId, t.createdAt)],
);

/** A bride report (花嫁レポート) a member clipped; report_id is the report's member (user) id. */
export const brideReportClips = pgTable(
  'bride_report_clips',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').notNull().references(() => brideReports.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reportId] }), index('bride_report_clips_report_idx').on(t.reportId), index('bride_report_clips_user_created_idx').on(t.userId, t.createdAt)],
);
