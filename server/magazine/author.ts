import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts } from '../db/schema';
import { notFound } from '../http/errors';
import type { MagazinePost, Writer } from '../../api/contract/magazine';
import { MAGAZINE_PER_PAGE } from '../../api/contract/magazine';
import { pageOfPosts } from './postQuery';
import { toWriter } from './serialize';
import { writerWithCount } from './writerQuery';

/** GET /api/web/post/author: the writer and a page of the writer's articles. */
export async function postAuthor(
  db: Db,
  input: { id: number; page: number },
): Promise<{ authors: Writer[]; posts: MagazinePost[]; total: number; page: number; per_page: number; total_pages: number }> {
  const writer = await writerWithCount(db, input.id);
  if (!writer) throw notFound('Not Found');
  const posts = await pageOfPosts(db, eq(magazinePosts.authorId, input.id), input.page, MAGAZINE_PER_PAGE);
  return { authors: [toWriter(writer.row, writer.postsCount)], ...posts };
}
