import type { Db } from '../db/client';
import { RECENT_POSTS_PER_PAGE } from '../../lib/constants';
import { pageOfPosts, type PostPage } from './postQuery';

/** GET /api/web/post/recent: the newest articles, 20 a page (§9). */
export function recentPosts(db: Db, page: number): Promise<PostPage> {
  return pageOfPosts(db, undefined, page, RECENT_POSTS_PER_PAGE);
}
