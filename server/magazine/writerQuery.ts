import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazineWriters } from '../db/schema';
import type { WriterRow } from './serialize';
import { qualified } from '@/server/db/qualified';

const outerWriterId = qualified(magazineWriters.id);

/** Published posts of the writer, as a correlated count. */
export const writerPostsCount = sql<number>`(select count(*)::int from "magazine_posts" p where p.author_id = ${outerWriterId} and p.status = 'publish' and p.published_at <= now())`;

export async function writerWithCount(db: Db, writerId: number): Promise<{ row: WriterRow; postsCount: number } | null> {
  const [r] = await db
    .select({ row: magazineWriters, postsCount: writerPostsCount })
    .from(magazineWriters)
    .where(eq(magazineWriters.id, writerId))
    .limit(1);
  return r ?? null;
}

export const writerHasPosts = sql`exists (select 1 from "magazine_posts" p where p.author_id = ${outerWriterId} and p.status = 'publish' and p.published_at <= now())`;
