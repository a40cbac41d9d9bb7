import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePageViews, magazinePosts } from '../db/schema';
import { japanToday } from './japanDate';
import { published } from './postQuery';

/**
 * Adds views to today's (Japanese) rows of many articles in one statement (viewCounter's write);
 * an article unpublished meanwhile gets none.
 */
export async function addPageViews(db: Db, counts: ReadonlyMap<number, number>, now = new Date()): Promise<void> {
  if (!counts.size) return;
  const rows = sql.join([...counts].map(([postId, views]) => sql`(${postId}::int, ${views}::int)`), sql`, `);
  await db.execute(sql`
    INSERT INTO ${magazinePageViews} (post_id, day, views)
    SELECT ${magazinePosts.id}, ${japanToday(now)}::date, v.views
    FROM (VALUES ${rows}) AS v(post_id, views) JOIN ${magazinePosts} ON ${magazinePosts.id} = v.post_id
    WHERE ${published}
    ON CONFLICT (post_id, day) DO UPDATE SET views = ${magazinePageViews}.views + excluded.views`);
}
