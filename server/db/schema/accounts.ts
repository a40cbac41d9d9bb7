import { pgTable, serial, text, integer, boolean, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { prefectures } from './geo';

/** A registered member. Passwords are Argon2id hashes; flags official/staff are set by data only. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed at registration. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    weddingPrefectureId: integer('wedding_prefecture_id').references(() => prefectures.id),
    /** A calendar quarter, "2026-Q3". */
    weddingSeason: text('wedding_season'),
    selfIntroduction: text('self_introduction').notNull().default(''),
    iconImageUrl: text('icon_image_url'),
    venue: text('venue'),
    produce: text('produce'),
    lineUserId: text('line_user_id'),
    isPrivate: boolean('is_private').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isOfficial: boolean('is_official').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    viewedCount: integer('viewed_count').notNull().default(0),
    lovedCount: integer('loved_count').notNull().default(0),
    /** When she opened the link mailed to her address; until then no reviews, gift applications or reservation mail. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Browser sessions: only a SHA-256 of the cookie's random id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The native app's bearer tokens (X-Wedding-Token), stored as SHA-256 hashes. */
export const weddingTokens = pgTable(
  'wedding_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('wedding_tokens_user_idx').on(t.userId)],
);
