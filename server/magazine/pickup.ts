import { and, desc, isNull, or, eq } from 'drizzle-orm';
import seedrandom from 'seedrandom';
import type { Db } from '../db/client';
import { magazinePosts } from '../db/schema';
import type { ArticleCard } from '../../api/contract/magazine';
import { japanToday } from './japanDate';
import { magazinePostsByIds, published } from './postQuery';
import { toArticleCard } from './serialize';

export const PICKUP_COUNT = 5;
/** The pickup is drawn from this many newest editorial (non-PR) articles. */
const PICKUP_POOL = 60;

/**
 * GET /api/pickup/article/today/: five editorial articles chosen for the Japanese calendar day,
 * the same for every visitor all day, different the next day.
 */
export async function pickupArticleToday(db: Db, now = new Date()): Promise<{ date: string; articles: ArticleCard[] }> {
  const date = japanToday(now);
  const pool = await db
    .select({ id: magazinePosts.id })
    .from(magazinePosts)
    .where(and(published, or(isNull(magazinePosts.prLabel), eq(magazinePosts.prLabel, ''))))
    .orderBy(desc(magazinePosts.publishedAt), desc(magazinePosts.id))
    .limit(PICKUP_POOL);
  const rng = seedrandom(`pickup:${date}`);
  const ids = pool.map((p) => p.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng.quick() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const posts = await magazinePostsByIds(db, ids.slice(0, PICKUP_COUNT));
  return { date, articles: posts.map((p, i) => toArticleCard(p, i + 1)) };
}
