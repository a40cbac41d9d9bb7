import { pgTable, text, integer, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The site search's index (docs/search.md "Site search"): one row per searchable item
 * (hall, fair content, article, bride report, ring), kept current by database triggers on the
 * items' own tables (the search migration), so every write — the API's, a partner's, the magazine
 * sync, the seed — updates it in the same transaction.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** hall | fair | article | report | ring */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    /** Shown as the result's heading. */
    title: text('title').notNull(),
    /** The text a snippet is cut from (the first part of the item's body). */
    body: text('body').notNull().default(''),
    /** musubi_search_norm(title), and of title + body: what matching checks as substrings. */
    titleNorm: text('title_norm').notNull(),
    norm: text('norm').notNull(),
    /** Unigrams and bigrams of `norm` (musubi_search_tokens), under GIN indexes per kind (migrations 0022, 0032). */
    tokens: text('tokens').array().notNull(),
    /** A line under the title: the place of a hall, the hall of a fair, the brand of a ring … */
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** The hall of a hall, fair or report (for links and the place filter). */
    hallId: integer('hall_id'),
    prefectureId: integer('prefecture_id'),
    /** Ties are broken by popularity, then by date. */
    popularity: integer('popularity').notNull().default(0),
    dated: timestamp('dated', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    // The GIN indexes the search reads (over array_to_tsvector of the tokens, of the titles' tokens,
    // and a sixteenth of the reports' and articles') are written by hand in migrations 0022 and 0032.
    index('search_documents_hall_idx').on(t.hallId),
    // Each kind's rank order, as the search's ORDER BY writes it: a common word's first page is
    // read off this index, stopping at the page's end, instead of ranking every match.
    ...(['hall', 'fair', 'article', 'report', 'ring'] as const).map((kind) =>
      index(`search_documents_${kind}_rank_idx`)
        .on(t.popularity.desc().nullsLast(), t.dated.desc().nullsLast(), t.refId.desc())
        .where(sql.raw(`kind = '${kind}'`))),
  ],
);
