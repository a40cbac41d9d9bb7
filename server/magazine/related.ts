import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../db/schema';
import { notFound } from '../http/errors';
import type { MagazinePost } from '../../api/contract/magazine';
import { authorOfPost, postCardColumns, postOfCardRow, published, type PostCardRow } from './postQuery';
import { publishedPostExists } from './post';
import { rowsQuery } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';

/**
 * GET related-posts: other articles ranked by what they share with this one
 * (a shared tag weighs 2, the shared category 1), newest first among equals.
 *
 * One statement: it starts from the article's own few terms (only if the article is published),
 * reads the posts carrying each through magazine_post_terms(term_id, post_id), sums the weights per
 * post, keeps the best-scored few (whole score levels: WITH TIES), and only those are looked up among
 * the published posts, ordered and returned with their author and terms. The published posts of
 * whole top score levels are a prefix of the answer, so a full page is exact; a short one (unpublished
 * posts among them, or few related posts) is read again without the cap, and an empty answer checks
 * the article itself (404 when it is not published).
 */
export async function relatedPosts(db: Db, postId: number, limit: number): Promise<{ posts: MagazinePost[] }> {
  let rows = (await readRelatedCapped(db, { postId, limit, cap: 4 * limit + 8 })).posts;
  if (rows.length < limit) rows = (await readRelated(db, { postId, limit })).posts;
  if (!rows.length && !(await publishedPostExists(db, postId))) throw notFound('Not Found');
  return { posts: (rows as PostCardRow[]).map(postOfCardRow) };
}

type RelatedParams = { postId: number; limit: number; cap?: number };

function relatedSections(db: Db, { postId, limit, cap }: RelatedParams) {
  const own = db.$with('own').as(
    db
      .select({ termId: magazinePostTerms.termId, weight: sql<number>`case when ${magazineTerms.taxonomy} = 'post_tag' then 2 else 1 end`.as('weight') })
      .from(magazinePostTerms)
      .innerJoin(magazineTerms, eq(magazineTerms.id, magazinePostTerms.termId))
      .where(and(
        eq(magazinePostTerms.postId, postId),
        exists(db.select({ one: sql`1` }).from(magazinePosts).where(and(published, eq(magazinePosts.id, postId)))),
      )),
  );
  const keep = cap === undefined ? sql`` : sql` order by score desc fetch first (${cap}) rows with ties`;
  const shared = db
    .$with('shared', { postId: sql<number>`post_id`.as('post_id'), score: sql<number>`score`.as('score') })
    .as(sql`select pt.post_id, sum(own.weight)::int as score from ${own} join ${magazinePostTerms} pt on pt.term_id = own.term_id
      where pt.post_id <> ${postId} group by pt.post_id${keep}`);
  const top = db
    .with(own, shared)
    .select({ postId: shared.postId, score: shared.score, publishedAt: magazinePosts.publishedAt })
    .from(shared)
    .innerJoin(magazinePosts, eq(magazinePosts.id, shared.postId))
    .where(published)
    .orderBy(desc(shared.score), desc(magazinePosts.publishedAt), desc(magazinePosts.id))
    .limit(limit)
    .as('top');
  // The author and terms are read for the chosen few only.
  return {
    posts: rowsQuery(postCardColumns, (select) =>
      db
        .select(select)
        .from(top)
        .innerJoin(magazinePosts, eq(magazinePosts.id, top.postId))
        .leftJoin(magazineWriters, authorOfPost)
        .orderBy(desc(top.score), desc(top.publishedAt), desc(top.postId)),
    ),
  };
}

// Prepared once per database: planning this statement in WebAssembly was a third of its cost on PGlite.
const readRelatedCapped = preparedSections(['postId', 'limit', 'cap'], relatedSections);
const readRelated = preparedSections(['postId', 'limit'], relatedSections);
