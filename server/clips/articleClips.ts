import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleClips, magazinePosts, magazineTerms } from '../db/schema';
import { notFound } from '../http/errors';
import { CLIP_MSG, type ClipState, type ClippedArticle } from '../../api/contract/clips';
import { magazinePaths } from '../../api/contract/magazine';
import { offsetOf, pageOf } from '../halls/paginate';
import { clipStates } from './clipCounts';
import { iso } from './serialize';
import { published } from '../magazine/postQuery';
import { rowsQuery } from '@/server/db/jsonRows';

const table = { table: articleClips, userId: articleClips.userId, targetId: articleClips.postId };
// Scheduled posts count as published only from their time on.
const isPublished = published;

async function publishedIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: magazinePosts.id }).from(magazinePosts).where(and(isPublished, inArray(magazinePosts.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** clip_count and is_clipped of articles; ids of unpublished or unknown articles are left out. */
export async function articleClipStates(db: Db, ids: number[], userId: number | null): Promise<ClipState[]> {
  return clipStates(db, table, ids, userId, await publishedIds(db, ids));
}

async function stateOf(db: Db, articleId: number, userId: number): Promise<ClipState> {
  const [state] = await articleClipStates(db, [articleId], userId);
  if (!state) throw notFound(CLIP_MSG.articleNotFound);
  return state;
}

export async function addArticleClip(db: Db, userId: number, articleId: number): Promise<ClipState> {
  if (!(await publishedIds(db, [articleId])).has(articleId)) throw notFound(CLIP_MSG.articleNotFound);
  await db.insert(articleClips).values({ userId, postId: articleId }).onConflictDoNothing();
  return stateOf(db, articleId, userId);
}

export async function deleteArticleClip(db: Db, userId: number, articleId: number): Promise<ClipState> {
  await db.delete(articleClips).where(and(eq(articleClips.userId, userId), eq(articleClips.postId, articleId)));
  return stateOf(db, articleId, userId);
}

export async function listArticleClips(db: Db, userId: number, page: number, perPage: number) {
  const where = and(eq(articleClips.userId, userId), isPublished);
  const [{ total }] = await db.select({ total: count() }).from(articleClips).innerJoin(magazinePosts, eq(magazinePosts.id, articleClips.postId)).where(where);
  const rows = await db
    .select({ post: magazinePosts, clippedAt: articleClips.createdAt, category: magazineTerms.name })
    .from(articleClips)
    .innerJoin(magazinePosts, eq(magazinePosts.id, articleClips.postId))
    .leftJoin(magazineTerms, eq(magazineTerms.id, magazinePosts.categoryId))
    .where(where)
    .orderBy(desc(articleClips.createdAt), desc(articleClips.postId))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const states = await articleClipStates(db, rows.map((r) => r.post.id), userId);
  const countOf = new Map(states.map((s) => [s.id, s.clip_count]));
  const items: ClippedArticle[] = rows.map((r) => ({
    article_id: r.post.id,
    url: magazinePaths.post(r.post.id),
    title: r.post.title,
    thumbnail: r.post.thumbnailUrl,
    category_name: r.category ?? '',
    clip_count: countOf.get(r.post.id) ?? 0,
    clipped_at: iso(r.clippedAt),
  }));
  return pageOf(items, total, page, perPage);
}

/** Clip states of articles the magazine's own query read as published (an article, ranking or pickup cards): not checked again. */
const statesOfShown = (db: Db, ids: number[], userId: number | null) => clipStates(db, table, ids, userId, new Set(ids));

/** An article's clip count, as a section of the article's own statement (the magazine's getArticle). */
export const articleClipCountRows = (db: Db, postId: number) =>
  rowsQuery({ n: count() }, (select) => db.select(select).from(articleClips).where(eq(articleClips.postId, postId)));

/** Fills an article answer's clip_count / is_clipped (the magazine leaves them at their defaults). */
export async function withArticleClipState<T extends { id: number; clip_count: number; is_clipped: boolean }>(db: Db, article: T, userId: number | null): Promise<T> {
  const [state] = await statesOfShown(db, [article.id], userId);
  return state ? { ...article, clip_count: state.clip_count, is_clipped: state.is_clipped } : article;
}

/** The same for lists of article cards (ranking, pickup). */
export async function withArticleCardClipStates<T extends { article_id: number; clip_count: number; is_clipped: boolean }>(db: Db, cards: T[], userId: number | null): Promise<T[]> {
  const states = new Map((await statesOfShown(db, cards.map((c) => c.article_id), userId)).map((s) => [s.id, s]));
  return cards.map((c) => {
    const s = states.get(c.article_id);
    return s ? { ...c, clip_count: s.clip_count, is_clipped: s.is_clipped } : c;
  });
}
