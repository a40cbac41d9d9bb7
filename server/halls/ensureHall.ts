import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { notFound } from '../http/errors';

/** The hall's id and cover, or 404 when there is no such hall. */
export async function ensureHall(db: Db, hallId: number) {
  const [row] = await db.select({ id: halls.id, name: halls.name, coverImages: halls.coverImages, lat: halls.lat, lng: halls.lng, prefectureId: halls.prefectureId, overseasDestination: halls.overseasDestination }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!row) throw notFound('式場が見つかりません');
  return row;
}

/**
 * 404 for an unknown hall, asked only when the hall's own rows came back empty: a hall with
 * rows exists, so the common case costs no extra query.
 */
export async function ensureHallIfEmpty(db: Db, hallId: number, empty: boolean): Promise<void> {
  if (empty) await ensureHall(db, hallId);
}
