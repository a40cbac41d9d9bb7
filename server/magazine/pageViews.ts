import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePageViews } from '../db/schema';
import { notFound } from '../http/errors';
import { japanToday } from './japanDate';
import { publishedPostExists } from './post';

/** Counts one view of a published article on today's (Japanese) date. */
export async function recordPageView(db: Db, postId: number, now = new Date()): Promise<{ ok: true }> {
  if (!(await publishedPostExists(db, postId))) throw notFound('Not Found');
  await db
    .insert(magazinePageViews)
    .values({ postId, day: japanToday(now), views: 1 })
    .onConflictDoUpdate({ target: [magazinePageViews.postId, magazinePageViews.day], set: { views: sql`${magazinePageViews.views} + 1` } });
  return { ok: true };
}
