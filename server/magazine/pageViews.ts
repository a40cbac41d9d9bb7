import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePageViews, magazinePosts } from '../db/schema';
import { notFound } from '../http/errors';
import { japanToday } from './japanDate';
import { published } from './postQuery';

/**
 * Counts one view of a published article on today's (Japanese) date. One statement: the row
 * to insert is selected from the published post, so an unknown or unpublished article inserts
 * nothing (and is answered 404).
 */
export async function recordPageView(db: Db, postId: number, now = new Date()): Promise<{ ok: true }> {
  const counted = await db
    .insert(magazinePageViews)
    .select(
      db
        .select({ postId: magazinePosts.id, day: sql<string>`${japanToday(now)}::date`.as('day'), views: sql<number>`1`.as('views') })
        .from(magazinePosts)
        .where(and(published, eq(magazinePosts.id, postId))),
    )
    .onConflictDoUpdate({ target: [magazinePageViews.postId, magazinePageViews.day], set: { views: sql`${magazinePageViews.views} + 1` } })
    .returning({ postId: magazinePageViews.postId });
  if (!counted.length) throw notFound('Not Found');
  return { ok: true };
}
