import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../db/schema';
import type { MagazinePost } from '../../api/contract/magazine';
import { toMagazinePost, type PostRow, type TermRow, type WriterRow } from './serialize';

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

/** Terms of many posts in one query. */
export async function termsOfPosts(db: Db, postIds: number[]): Promise<Map<number, TermRow[]>> {
  const map = new Map<number, TermRow[]>();
  if (!postIds.length) return map;
  const rows = await db
    .select({ postId: magazinePostTerms.postId, term: magazineTerms })
    .from(magazinePostTerms)
    .innerJoin(magazineTerms, eq(magazinePostTerms.termId, magazineTerms.id))
    .where(inArray(magazinePostTerms.postId, postIds))
    .orderBy(magazineTerms.taxonomy, magazineTerms.sortOrder, magazineTerms.id);
  for (const r of rows) {
    const list = map.get(r.postId) ?? [];
    list.push(r.term);
    map.set(r.postId, list);
  }
  return map;
}

export async function writersById(db: Db, ids: number[]): Promise<Map<number, WriterRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(magazineWriters).where(inArray(magazineWriters.id, unique));
  return new Map(rows.map((w) => [w.id, w]));
}

/** Post rows (in their order) as the spec's Magazine posts, with terms and author. */
export async function toMagazinePosts(db: Db, rows: PostRow[]): Promise<MagazinePost[]> {
  const ids = rows.map((r) => r.id);
  const [terms, writers] = await Promise.all([
    termsOfPosts(db, ids),
    writersById(db, rows.map((r) => r.authorId).filter((x): x is number => x !== null)),
  ]);
  return rows.map((r) => toMagazinePost(r, terms.get(r.id) ?? [], r.authorId ? (writers.get(r.authorId) ?? null) : null));
}

/** Published posts by ids, in the order of `ids`. */
export async function magazinePostsByIds(db: Db, ids: number[]): Promise<MagazinePost[]> {
  if (!ids.length) return [];
  const rows = await db.select(summaryColumns).from(magazinePosts).where(and(published, inArray(magazinePosts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r as PostRow]));
  return toMagazinePosts(db, ids.map((id) => byId.get(id)).filter((r): r is PostRow => !!r));
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
      .select(summaryColumns)
      .from(magazinePosts)
      .where(condition)
      .orderBy(sql`${magazinePosts.publishedAt} desc`, sql`${magazinePosts.id} desc`)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(magazinePosts).where(condition),
  ]);
  return {
    posts: await toMagazinePosts(db, rows as PostRow[]),
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
