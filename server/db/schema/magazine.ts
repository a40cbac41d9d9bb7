import {
  pgTable, serial, text, integer, timestamp, date, index, uniqueIndex, primaryKey,
} from 'drizzle-orm/pg-core';

/** The spec's Writer (§3): user_id is this id. */
export const magazineWriters = pgTable(
  'magazine_writers',
  {
    id: serial('id').primaryKey(),
    /** The WordPress login (author_login), so a re-import finds the same writer. */
    login: text('login').notNull(),
    /** The live WordPress site's user id, once the sync has seen the writer. */
    wpUserId: integer('wp_user_id'),
    displayName: text('display_name').notNull(),
    /** Reading of the name, so a search in kana finds the writer too. */
    displayNameKana: text('display_name_kana').notNull().default(''),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Subjects the writer covers (category names), searchable as a filter. */
    specialties: text('specialties').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('magazine_writers_login_idx').on(t.login)],
);

/** Categories and tags (the spec's Term, §3). */
export const magazineTerms = pgTable(
  'magazine_terms',
  {
    id: serial('id').primaryKey(),
    /** 'category' or 'post_tag', as WordPress names them. */
    taxonomy: text('taxonomy').$type<'category' | 'post_tag'>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The live WordPress site's term id, so a renamed slug updates this row. */
    wpTermId: integer('wp_term_id'),
    description: text('description').notNull().default(''),
    parentTermId: integer('parent_term_id'),
    /** Published posts carrying the term; recomputed after seeding and imports. */
    postsCount: integer('posts_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('magazine_terms_taxonomy_slug_idx').on(t.taxonomy, t.slug), index('magazine_terms_parent_idx').on(t.parentTermId)],
);

/** Articles (the spec's Article and Magazine post, §3). Content is stored sanitised. */
export const magazinePosts = pgTable(
  'magazine_posts',
  {
    id: serial('id').primaryKey(),
    /** The WordPress post id of an imported article (null for our own), so re-imports update it. */
    wpPostId: integer('wp_post_id'),
    slug: text('slug').notNull().default(''),
    title: text('title').notNull(),
    /** Sanitised HTML; `<!--nextpage-->` is kept as the page separator. */
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Plain text of the content, for search and descriptions. */
    plainText: text('plain_text').notNull().default(''),
    status: text('status').$type<'publish' | 'draft' | 'withdrawn'>().notNull().default('publish'),
    authorId: integer('author_id').references(() => magazineWriters.id),
    categoryId: integer('category_id').references(() => magazineTerms.id),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    /** The featured image's alternative text (WordPress's _wp_attachment_image_alt). */
    thumbnailAlt: text('thumbnail_alt').notNull().default(''),
    /** Sponsored article: the label shown (e.g. 「PR」); null when not sponsored. */
    prLabel: text('pr_label'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('magazine_posts_wp_post_id_idx').on(t.wpPostId),
    index('magazine_posts_published_idx').on(t.status, t.publishedAt),
    index('magazine_posts_category_idx').on(t.categoryId, t.publishedAt),
    index('magazine_posts_author_idx').on(t.authorId, t.publishedAt),
  ],
);

/** Which terms (the category and the tags) a post carries. */
export const magazinePostTerms = pgTable(
  'magazine_post_terms',
  {
    postId: integer('post_id').notNull().references(() => magazinePosts.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull().references(() => magazineTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index('magazine_post_terms_term_idx').on(t.termId, t.postId)],
);

/** Page views per post per day (Japan time): the day, week and month rankings sum these. */
export const magazinePageViews = pgTable(
  'magazine_page_views',
  {
    postId: integer('post_id').notNull().references(() => magazinePosts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.day] }),
    // The day ranking reads a day's rows backwards, in ranking order (views desc, post_id desc), and stops
    // at the page's end; max(day), the week and the month read it too (index-only once vacuumed).
    index('magazine_page_views_day_rank_idx').on(t.day, t.views, t.postId),
  ],
);
