import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts } from '../db/schema';

/** What a withdrawn article and its old addresses answer (410 Gone), in the page and the API alike. */
export const WITHDRAWN_MESSAGE = 'この記事は公開を終了しました';

/**
 * An article that was public and was taken down (in WordPress: moved back to draft or private,
 * password-protected, trashed or deleted). One never published, or scheduled, is not: that is a 404.
 */
export async function isWithdrawn(db: Db, postId: number): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(magazinePosts).where(and(eq(magazinePosts.status, 'withdrawn'), eq(magazinePosts.id, postId))).limit(1);
  return rows.length > 0;
}
