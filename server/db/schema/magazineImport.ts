import { pgTable, serial, text, integer, timestamp, customType, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { magazinePosts } from './magazine';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The old WordPress site's addresses and where they live now (answered with a 301). `path` is
 * decoded and has no trailing slash ("/2024/03/15/dress", "/?p=12", "/category/dress").
 * A post's redirect follows the post (target_post_id) and answers only while it is public.
 */
export const magazineRedirects = pgTable(
  'magazine_redirects',
  {
    path: text('path').primaryKey(),
    /** 'post' | 'category' | 'tag' | 'author': how a trailing /page/{n} carries over. */
    kind: text('kind').$type<'post' | 'category' | 'tag' | 'author'>().notNull(),
    location: text('location').notNull(),
    targetPostId: integer('target_post_id').references(() => magazinePosts.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('magazine_redirects_post_idx').on(t.targetPostId)],
);

/**
 * Images copied from the old site (re-encoded, EXIF removed), served at /media/stored/{id}.{ext}.
 * In the database so every instance serves the same files.
 */
export const storedMedia = pgTable(
  'stored_media',
  {
    id: serial('id').primaryKey(),
    /** Where the image came from, so a re-import reuses the copy. */
    sourceUrl: text('source_url').notNull(),
    /** The live WordPress site's attachment id (a featured image), when the sync copied it. */
    wpMediaId: integer('wp_media_id'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_media_source_url_idx').on(t.sourceUrl)],
);
