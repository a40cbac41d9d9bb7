import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazinePostTerms, magazineTerms } from '../db/schema';
import { notFound } from '../http/errors';
import type { MagazinePost } from '../../api/contract/magazine';
import { magazinePostsByIds, published } from './postQuery';
import { publishedPostExists } from './post';

/**
 * GET related-posts: other articles ranked by what they share with this one
 * (a shared tag weighs 2, the shared category 1), newest first among equals.
 */
export async function relatedPosts(db: Db, postId: number, limit: number): Promise<{ posts: MagazinePost[] }> {
  if (!(await publishedPostExists(db, postId))) throw notFound('Not Found');
  const own = await db.select({ termId: magazinePostTerms.termId }).from(magazinePostTerms).where(eq(magazinePostTerms.postId, postId));
  if (!own.length) return { posts: [] };
  const score = sql<number>`sum(case when ${magazineTerms.taxonomy} = 'post_tag' then 2 else 1 end)::int`;
  const rows = await db
    .select({ id: magazinePostTerms.postId, score })
    .from(magazinePostTerms)
    .innerJoin(magazineTerms, eq(magazineTerms.id, magazinePostTerms.termId))
    .innerJoin(magazinePosts, eq(magazinePosts.id, magazinePostTerms.postId))
    .where(and(inArray(magazinePostTerms.termId, own.map((t) => t.termId)), ne(magazinePostTerms.postId, postId), published))
    .groupBy(magazinePostTerms.postId, magazinePosts.publishedAt)
    .orderBy(desc(score), desc(magazinePosts.publishedAt), desc(magazinePostTerms.postId))
    .limit(limit);
  return { posts: await magazinePostsByIds(db, rows.map((r) => r.id)) };
}
