import type { Route } from '../http/route';
import { route } from '../http/route';
import * as c from '../../api/contract/magazine';
import { categoryWithPosts, listCategories, tagWithPosts } from './terms';
import { relatedPosts } from './related';
import { getArticle } from './post';
import { recentPosts } from './recent';
import { pvRanking, rankingList } from './ranking';
import { pickupArticleToday } from './pickup';
import { postAuthor } from './author';
import { searchWriters } from './writers';
import { countArticleView } from './viewCounter';
import { publishedPostExists } from './post';
import { HttpError, notFound } from '../http/errors';
import { cached, responseCacheEnabled } from '../http/responseCache';
import type { Db } from '../db/client';
import { countsAsNewView } from '../visitors/viewOnce';
import { sitemapEntries } from './sitemap';
import { findRedirect } from './redirects';
import { magazineRedirect } from '../../api/contract/magazineRedirects';
import { withArticleCardClipStates, withArticleClipState } from '../clips/articleClips';

/** Every endpoint of the magazine domain, bound to its implementation. */
export const magazineRoutes: Route[] = [
  route(c.categoryWithPosts, (input, ctx) => categoryWithPosts(ctx.db, input)),
  route(c.tagWithPosts, (input, ctx) => tagWithPosts(ctx.db, input)),
  route(c.magazineCategories, (_input, ctx) => listCategories(ctx.db)),
  route(c.relatedPosts, (input, ctx) => relatedPosts(ctx.db, input.id, input.per_page)),
  // The article's statement counts its clips; a member's own clip is one more read, and then not cached.
  route(c.getPost, async (input, ctx) => {
    const article = await getArticle(ctx.db, input.id, input.page);
    return ctx.user ? withArticleClipState(ctx.db, article, ctx.user.id) : article;
  }),
  route(c.recentPosts, (input, ctx) => recentPosts(ctx.db, input.page)),
  route(c.pvRanking, (input, ctx) => pvRanking(ctx.db, input)),
  route(c.rankingList, async (input, ctx) => {
    const answer = await rankingList(ctx.db, input);
    return { ...answer, articles: await withArticleCardClipStates(ctx.db, answer.articles, ctx.user?.id ?? null) };
  }),
  route(c.pickupArticleToday, async (_input, ctx) => {
    const answer = await pickupArticleToday(ctx.db);
    return { ...answer, articles: await withArticleCardClipStates(ctx.db, answer.articles, ctx.user?.id ?? null) };
  }),
  route(c.postAuthor, (input, ctx) => postAuthor(ctx.db, input)),
  route(c.searchWriters, (input, ctx) => searchWriters(ctx.db, input)),
  route(c.recordPageView, async (input, ctx) => {
    if (!(await countsAsNewView(ctx, 'post', input.post_id))) return { ok: true as const };
    if (!(await isPublicArticle(ctx.db, input.post_id))) throw notFound('Not Found');
    countArticleView(ctx.db, input.post_id);
    return { ok: true as const };
  }),
  route(c.sitemapEntries, (input, ctx) => sitemapEntries(ctx.db, input)),
  route(magazineRedirect, (input, ctx) => findRedirect(ctx.db, input)),
] as Route[];

/**
 * Whether a published article has this id. With the hot-read cache on, its first page's answer
 * tells: the article page asks for that answer and counts the view at once, so the two share one read.
 */
async function isPublicArticle(db: Db, postId: number): Promise<boolean> {
  if (!responseCacheEnabled()) return publishedPostExists(db, postId);
  const input = { id: postId, page: 1 };
  return cached(db, c.getPost, input, () => getArticle(db, postId, 1)).then(
    () => true,
    (err: unknown) => {
      if (err instanceof HttpError && (err.status === 404 || err.status === 410)) return false;
      throw err;
    },
  );
}
