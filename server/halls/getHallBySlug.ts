import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { notFound } from '../http/errors';
import type { Hall } from '../../api/contract/halls';
import { getHall } from './getHall';

/** GET /api/wn/halls/by_slug: the hall at /halls/{areaSlug}/{slug}. */
export async function getHallBySlug(db: Db, areaSlug: string, slug: string): Promise<Hall> {
  const [row] = await db.select({ id: halls.id }).from(halls).where(and(eq(halls.areaSlug, areaSlug), eq(halls.slug, slug))).limit(1);
  if (!row) throw notFound('式場が見つかりません');
  return getHall(db, row.id);
}
