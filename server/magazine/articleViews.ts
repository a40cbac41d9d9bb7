import * as c from '../../api/contract/magazine';
import type { Db } from '../db/client';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { firstInWindow } from '../http/rateLimit';
import { cached, responseCacheEnabled } from '../http/responseCache';
import { registeredViewer } from '../visitors/registeredViewer';
import { japanToday } from '@/lib/japanDate';
import { getArticle, publishedPostExists } from './post';
import { countArticleView } from './viewCounter';

/**
 * Whether a published article has this id. With the hot-read cache on, its first page's answer
 * tells (the answer the article page itself reads).
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

/**
 * POST /api/web/pv: one view of a published article, counted as a hall's or a bride report's is:
 * only for a member or a visitor uuid this server registered (registeredViewer, which also limits
 * the client address), once per viewer, article and Japanese day. The page posts it from the
 * browser once she engages (components/magazine/ArticleViewRecorder); its render, a GET, counts
 * nothing. Counts are kept in memory and written once a second (viewCounter).
 */
export async function recordArticleView(ctx: Pick<RequestContext, 'db' | 'user' | 'uuid' | 'ip'>, postId: number, now = new Date()): Promise<{ ok: true }> {
  const viewer = await registeredViewer(ctx);
  if (!(await isPublicArticle(ctx.db, postId))) throw notFound('Not Found');
  if (viewer && (await firstInWindow('article-view-once', `${viewer}:${postId}:${japanToday(now)}`))) countArticleView(ctx.db, postId);
  return { ok: true };
}
