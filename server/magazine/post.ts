import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazineWriters } from '../db/schema';
import { gone, notFound } from '../http/errors';
import type { Article } from '../../api/contract/magazine';
import { authorOfPost, postTermsJson, published } from './postQuery';
import { renderArticleHtml, splitPages } from './sanitize';
import { isoString, thumbnailOf, toMagazinePost, toWriter } from './serialize';
import { writerPostsCount } from './writerQuery';
import { resolveCf7Slots } from '../contact/cf7/forms';
import { isWithdrawn, WITHDRAWN_MESSAGE } from './withdrawn';
import { rowsQuery } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';
import { articleClipCountRows } from '@/server/clips/articleClips';

// One prepared statement: the post, its terms, its writer with the writer's published-post count, and its clip count.
const readArticle = preparedSections(['postId'], (db, { postId }) => ({
  found: rowsQuery({ row: magazinePosts, writer: magazineWriters, writerPostsCount, terms: postTermsJson }, (select) =>
    db.select(select).from(magazinePosts).leftJoin(magazineWriters, authorOfPost).where(and(published, eq(magazinePosts.id, postId))).limit(1),
  ),
  clips: articleClipCountRows(db, postId),
}));

/** GET /api/web/post: one published article, the requested page of it rendered for display (is_clipped left false). */
export async function getArticle(db: Db, postId: number, page: number): Promise<Article> {
  const rows = await readArticle(db, { postId });
  const [found] = rows.found;
  if (!found) throw (await isWithdrawn(db, postId)) ? gone(WITHDRAWN_MESSAGE) : notFound('Not Found');
  const { row, terms } = found;
  const pages = splitPages(row.content);
  if (page > pages.length) throw notFound('Not Found');
  const writer = row.authorId ? { row: found.writer, postsCount: found.writerPostsCount } : null;
  const post = toMagazinePost(row, terms, writer?.row ?? null);
  const { html, toc } = renderArticleHtml(pages[page - 1]);
  return {
    ...post,
    id: row.id,
    title: row.title,
    date: isoString(row.publishedAt),
    modified: isoString(row.modifiedAt),
    excerpt: row.excerpt,
    thumbnail: thumbnailOf(row),
    thumbnail_alt: row.thumbnailAlt,
    writer: writer ? toWriter(writer.row, writer.postsCount) : null,
    content: await resolveCf7Slots(db, html),
    toc,
    page,
    num_pages: pages.length,
    clip_count: rows.clips[0]?.n ?? 0,
    is_clipped: false,
  };
}

/** Whether a published post exists (page views are only counted for those). */
export async function publishedPostExists(db: Db, postId: number): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(magazinePosts).where(and(published, eq(magazinePosts.id, postId))).limit(1);
  return rows.length > 0;
}
