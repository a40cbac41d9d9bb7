import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallClipShares } from '../db/schema';
import { isShareHash } from './shareHash';

/** The share a link's hash names; a malformed hash is simply not found. */
export async function findShareByHash(db: Db, hash: string): Promise<typeof hallClipShares.$inferSelect | undefined> {
  if (!isShareHash(hash)) return undefined;
  const [row] = await db.select().from(hallClipShares).where(eq(hallClipShares.hash, hash)).limit(1);
  return row;
}
