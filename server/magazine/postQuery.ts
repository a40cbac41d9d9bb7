import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../db/schema';
import type { MagazinePost } from '../../api/contract/magazine';
import { toMagazinePost, type AuthorRow, type PostRow, type TermRow } from './serialize';

/** Public now: published, and a scheduled post only from its time on (no re-import needed). */
export const published = and(eq(magazinePosts.status, 'publish'), lte(magazinePosts.publishedAt, sql`now()`))!;

/** Summary columns: everything but the (large) content. */
export const summaryColumns = {
  id: magazinePosts.id,
  wpPostId: magazinePosts.wpPostId,
  slug: magazinePosts.slug,
  title: magazinePosts.title,
  content: sql<string>`''`.as('content'),
  excerpt: magazinePosts.excerpt,
  plainText: sql<string>`''`.as('plain_text'),
  status: magazinePosts.status,
  authorId: magazinePosts.authorId,
  categoryId: magazinePosts.categoryId,
  thumbnailUrl: magazinePosts.thumbnailUrl,
  thumbnailAlt: magazinePosts.thumbnailAlt,
  prLabel: magazinePosts.prLabel,
  publishedAt: magazinePosts.publishedAt,
  modifiedAt: magazinePosts.modifiedAt,
};

/**
 * A post's terms as one JSON array (correlated to the outer "magazine_posts"), in the order the
 * magazine always lists them: taxonomy, sort order, id.
 */
export const postTermsJson = sql<TermRow[]>`coalesce((select json_agg(json_build_object(
  'id', t.id, 'taxonomy', t.taxonomy, 'name', t.name, 'slug', t.slug, 'description', t.description,
  'parentTermId', t.parent_term_id, 'postsCount', t.posts_count, 'sortOrder', t.sort_order
) order by t.taxonomy, t.sort_order, t.id) from "magazine_post_terms" pt join "magazine_terms" t on t.id = pt.term_id
where pt.post_id = ${sql.raw('"magazine_posts"."id"')}), '[]'::json)`;

/**
 * Everything a Magazine post needs in one row: the summary columns, the author (left join
 * magazine_writers on the post's author) and the terms. Select it from magazine_posts with `withAuthor`.
 */
export const postCardColumns = {
  ...summaryColumns,
  author: { id: magazineWriters.id, displayName: magazineWriters.displayName },
  terms: postTermsJson,
};

export const authorOfPost = eq(magazineWriters.id, magazinePosts.authorId);

export interface PostCardRow extends PostRow {
  author: AuthorRow | null;
  terms: TermRow[];
}

export function postOfCardRow(r: PostCardRow): MagazinePost {
  return toMagazinePost(r, r.terms, r.authorId ? r.author : null);
}

/** Published posts by ids, in the order of `ids`, in one query. */
export async function magazinePostsByIds(db: Db, ids: number[]): Promise<MagazinePost[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(postCardColumns)
    .from(magazinePosts)
    .leftJoin(magazineWriters, authorOfPost)
    .where(and(published, inArray(magazinePosts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r as PostCardRow]));
  return ids.map((id) => byId.get(id)).filter((r): r is PostCardRow => !!r).map(postOfCardRow);
}

export interface PostPage {
  posts: MagazinePost[];
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
}

/** One page of published posts matching `where`, newest first, with the total. */
export async function pageOfPosts(db: Db, where: SQL | undefined, page: number, perPage: number): Promise<PostPage> {
  const condition = where ? and(published, where) : published;
  const [rows, [{ count }]] = await Promise.all([
    db
      .select(postCardColumns)
      .from(magazinePosts)
      .leftJoin(magazineWriters, authorOfPost)
      .where(condition)
      .orderBy(sql`${magazinePosts.publishedAt} desc`, sql`${magazinePosts.id} desc`)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(magazinePosts).where(condition),
  ]);
  return {
    posts: (rows as PostCardRow[]).map(postOfCardRow),
    total: count,
    page,
    per_page: perPage,
    total_pages: Math.ceil(count / perPage),
  };
}

/** Posts carrying any of the terms (a category includes its child categories). */
export function withAnyTerm(termIds: number[]): SQL {
  return sql`${magazinePosts.id} in (select ${magazinePostTerms.postId} from ${magazinePostTerms} where ${inArray(magazinePostTerms.termId, termIds)})`;
}
