import { pgTable, pgMaterializedView, serial, text, integer, timestamp, date, boolean, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { halls } from './halls';
import { prefectures } from './geo';

/**
 * A member's report of her wedding (花嫁レポート): one per member, so its id is her user id
 * (the id of /brides/{id}, of love type user and of the native clip message).
 * Who may see it follows her profile flags (users.is_private, users.is_active).
 */
export const brideReports = pgTable(
  'bride_reports',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** The hall, when it is one of ours; receptionPlace is shown either way. */
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'set null' }),
    receptionPlace: text('reception_place').notNull(),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    /** spring | summer | autumn | winter, from the wedding date. */
    season: text('season').notNull(),
    guestCount: integer('guest_count').notNull(),
    totalCost: integer('total_cost').notNull(),
    /** A code of BRIDE_STYLE_LABELS. */
    style: text('style').notNull(),
    /** Her words for the mood (ナチュラル, クラシック …). */
    taste: text('taste').notNull().default(''),
    title: text('title').notNull(),
    advice: text('advice').notNull().default(''),
    /** A photo of her albums chosen as the cover; null → the first photo. */
    coverPhotoId: integer('cover_photo_id'),
    isPickup: boolean('is_pickup').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('bride_reports_posted_idx').on(t.postedAt),
    // The list's order (newest first, then id): a walk of this index, with no sort of reports posted at the same time.
    index('bride_reports_posted_user_idx').on(t.postedAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    index('bride_reports_pref_idx').on(t.prefectureId, t.postedAt),
    index('bride_reports_hall_idx').on(t.hallId, t.postedAt),
    index('bride_reports_pickup_idx').on(t.isPickup, t.postedAt),
  ],
);

/** Theme tags of reports (ナチュラル, 和婚, ガーデン …). */
export const brideThemeTags = pgTable(
  'bride_theme_tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('bride_theme_tags_slug_idx').on(t.slug)],
);

export const brideReportTags = pgTable(
  'bride_report_tags',
  {
    reportId: integer('report_id').notNull().references(() => brideReports.userId, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => brideThemeTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.tagId] }), index('bride_report_tags_tag_idx').on(t.tagId, t.reportId)],
);

/** A member's photo albums (前撮り, 挙式, 披露宴 …), shown on her report and in her profile's album_list. */
export const userAlbums = pgTable(
  'user_albums',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('user_albums_user_idx').on(t.userId, t.sortOrder)],
);

/** A photo of an album; its section (挙式, ドレス …) is what the photo search counts. */
export const userAlbumPhotos = pgTable(
  'user_album_photos',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id').notNull().references(() => userAlbums.id, { onDelete: 'cascade' }),
    section: text('section').notNull().default('other'),
    photoUrl: text('photo_url').notNull(),
    caption: text('caption').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('user_album_photos_album_idx').on(t.albumId, t.sortOrder), index('user_album_photos_section_idx').on(t.section, t.id)],
);

/** One row per visitor per report per day (Japan time): viewed_count counts each once. */
export const brideReportViews = pgTable(
  'bride_report_views',
  {
    reportId: integer('report_id').notNull().references(() => brideReports.userId, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.day, t.visitorKey] })],
);

/**
 * Maintained summaries (materialised views, migration `bride_facets`): the public reports counted by
 * tag (0: all reports) × prefecture × season × style × pickup, and their photos by section × style ×
 * prefecture. Refreshed by server/brides/facetSummaries.ts; drizzle only reads them.
 */
export const brideReportFacets = pgMaterializedView('bride_report_facets', {
  tagId: integer('tag_id').notNull(),
  prefectureId: integer('prefecture_id').notNull(),
  season: text('season').notNull(),
  style: text('style').notNull(),
  isPickup: boolean('is_pickup').notNull(),
  n: integer('n').notNull(),
}).existing();

/**
 * The public reports per theme tag and pickup (migration `bride_tag_counts`), summed from
 * bride_report_facets and refreshed after it: /brides/'s tag counts without a place, season or style
 * read ≤ 2 rows a tag instead of grouping every tag's cells (17,776 rows at the market's size).
 */
export const brideReportTagCounts = pgMaterializedView('bride_report_tag_counts', {
  tagId: integer('tag_id').notNull(),
  isPickup: boolean('is_pickup').notNull(),
  n: integer('n').notNull(),
}).existing();

export const bridePhotoFacets = pgMaterializedView('bride_photo_facets', {
  section: text('section').notNull(),
  style: text('style').notNull(),
  prefectureId: integer('prefecture_id').notNull(),
  n: integer('n').notNull(),
}).existing();
