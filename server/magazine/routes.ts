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
import { recordArticleView } from './articleViews';
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
  route(c.recordPageView, (input, ctx) => recordArticleView(ctx, input.post_id)),
  route(c.sitemapEntries, (input, ctx) => sitemapEntries(ctx.db, input)),
  route(magazineRedirect, (input, ctx) => findRedirect(ctx.db, input)),
] as Route[];
