import { pgTable, serial, text, integer, boolean, timestamp, date, jsonb, index } from 'drizzle-orm/pg-core';
import { halls } from './halls';
import { prefectures } from './geo';

/**
 * Every photo of a hall: official photos by section, photos posted by brides (grouped by
 * section) and photos from a partner booking site ("zexy").
 */
export const hallPhotos = pgTable(
  'hall_photos',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'official' | 'bride' | 'zexy'>().notNull(),
    section: text('section').notNull(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bride photos: who posted it and when she married. */
    nickname: text('nickname').notNull().default(''),
    weddingDate: date('wedding_date', { mode: 'string' }),
    /** Partner photos: attribution. */
    sourceName: text('source_name').notNull().default(''),
    sourceUrl: text('source_url').notNull().default(''),
    isTop: boolean('is_top').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('hall_photos_hall_kind_idx').on(t.hallId, t.kind, t.section, t.sortOrder)],
);

export const hallPlans = pgTable(
  'hall_plans',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    guestCount: integer('guest_count').notNull(),
    includes: text('includes').array().notNull().default([]),
    validUntil: date('valid_until', { mode: 'string' }),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Shown on the public hall page; the partner's console publishes and unpublishes. */
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('hall_plans_hall_idx').on(t.hallId, t.sortOrder)],
);

/** 特典 */
export const hallBenefits = pgTable(
  'hall_benefits',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    conditions: text('conditions').notNull().default(''),
    amount: integer('amount'),
    validUntil: date('valid_until', { mode: 'string' }),
    isLimited: boolean('is_limited').notNull().default(false),
    /** Shown on the public hall page; the partner's console publishes and unpublishes. */
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('hall_benefits_hall_idx').on(t.hallId, t.sortOrder)],
);

export const hallQuestions = pgTable(
  'hall_questions',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('hall_questions_hall_idx').on(t.hallId, t.type, t.sortOrder)],
);

export const hallVideos = pgTable(
  'hall_videos',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('hall_videos_hall_idx').on(t.hallId), index('hall_videos_pref_published_idx').on(t.prefectureId, t.publishedAt)],
);

/** Weddings picked up by the editors (home and prefecture pages). */
export const pickupWeddings = pgTable(
  'pickup_weddings',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    imageUrl: text('image_url').notNull(),
    coupleName: text('couple_name').notNull(),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    guestCount: integer('guest_count').notNull(),
    style: text('style').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('pickup_weddings_pref_idx').on(t.prefectureId, t.sortOrder)],
);

/** Editorial posts about weddings in a prefecture. */
export const prefecturePosts = pgTable(
  'prefecture_posts',
  {
    id: serial('id').primaryKey(),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('prefecture_posts_pref_idx').on(t.prefectureId, t.publishedAt)],
);

export const weddingPreparationGuides = pgTable('wedding_preparation_guides', {
  id: serial('id').primaryKey(),
  step: integer('step').notNull(),
  timing: text('timing').notNull(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url').notNull(),
});

export const bookingSiteCategories = pgTable('booking_site_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sites: jsonb('sites').$type<{ name: string; url: string }[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});
