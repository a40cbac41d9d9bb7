import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazineTerms } from '../db/schema';

/** Recomputes every term's posts_count (published posts carrying it), as WordPress keeps it. */
export async function refreshTermCounts(db: Db): Promise<void> {
  await db.update(magazineTerms).set({
    // The outer column is named in full: drizzle writes columns of an UPDATE unqualified.
    postsCount: sql`(select count(*)::int from "magazine_post_terms" pt join "magazine_posts" p on p.id = pt.post_id where pt.term_id = "magazine_terms"."id" and p.status = 'publish' and p.published_at <= now())`,
  });
}

/** After rows were inserted with explicit ids, moves the serial sequences past them. */
export async function syncMagazineSequences(db: Db): Promise<void> {
  for (const table of ['magazine_posts', 'magazine_terms', 'magazine_writers']) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`));
  }
}

/**
 * Fresh planner statistics for the magazine's tables, after a seed or an import. PGlite runs no
 * autovacuum: without them the planner took 3,000 published posts for 14 and read every one of them
 * for each related-posts candidate (2.5 ms a call with statistics, 6–10 ms without).
 */
export async function analyzeMagazine(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE magazine_posts, magazine_post_terms, magazine_terms, magazine_writers`);
}
