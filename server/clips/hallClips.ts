import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallClips, halls } from '../db/schema';
import { notFound } from '../http/errors';
import { CLIP_MSG, type HallClip } from '../../api/contract/clips';
import { offsetOf, pageOf } from '../halls/paginate';
import { commentsOf } from './comments';
import { hallCardsById, toClipFields, withHallsAndComments } from './serialize';

/** POST /api/wn/hall_clips: idempotent, a second clip of the same hall answers the first. */
export async function addHallClip(db: Db, userId: number, hallId: number) {
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!hall) throw notFound(CLIP_MSG.hallNotFound);
  const inserted = await db.insert(hallClips).values({ userId, hallId }).onConflictDoNothing({ target: [hallClips.userId, hallClips.hallId] }).returning();
  const row = inserted[0] ?? (await db.select().from(hallClips).where(and(eq(hallClips.userId, userId), eq(hallClips.hallId, hallId))).limit(1))[0];
  return { hall_id: hallId, clipped: true, created: inserted.length > 0, hall_clip: toClipFields(row) };
}

/** DELETE /api/wn/hall_clips/{id} (a hall id): removing a hall that is not clipped is a no-op. */
export async function deleteHallClip(db: Db, userId: number, hallId: number) {
  const removed = await db.delete(hallClips).where(and(eq(hallClips.userId, userId), eq(hallClips.hallId, hallId))).returning({ id: hallClips.id });
  return { hall_id: hallId, clipped: false, removed: removed.length > 0 };
}

export async function listHallClips(db: Db, userId: number, page: number, perPage: number, hallIds?: number[]) {
  const where = hallIds?.length ? and(eq(hallClips.userId, userId), inArray(hallClips.hallId, hallIds)) : eq(hallClips.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(hallClips).where(where);
  const rows = await db.select().from(hallClips).where(where).orderBy(desc(hallClips.createdAt), desc(hallClips.id)).limit(perPage).offset(offsetOf(page, perPage));
  const [cards, comments] = await Promise.all([hallCardsById(db, rows.map((r) => r.hallId)), commentsOf(db, rows.map((r) => r.id), userId)]);
  return pageOf(withHallsAndComments(rows, cards, comments), total, page, perPage);
}

/** GET /api/wn/hall_clips/bulk: the subset of hallIds the member clipped, in the order asked. */
export async function bulkHallClips(db: Db, userId: number, hallIds: number[]): Promise<number[]> {
  if (hallIds.length === 0) return [];
  const rows = await db.select({ hallId: hallClips.hallId }).from(hallClips).where(and(eq(hallClips.userId, userId), inArray(hallClips.hallId, hallIds)));
  const clipped = new Set(rows.map((r) => r.hallId));
  return [...new Set(hallIds)].filter((id) => clipped.has(id));
}

export async function countHallClips(db: Db, userId: number) {
  const [{ total }] = await db.select({ total: count() }).from(hallClips).where(eq(hallClips.userId, userId));
  return { count: total };
}

/** PATCH /api/wn/hall_clips/{id}: the note; a clip of another member is not found (404). */
export async function updateHallClipNote(db: Db, userId: number, clipId: number, note: string, noteShared?: boolean): Promise<HallClip> {
  const [row] = await db
    .update(hallClips)
    .set({ note, ...(noteShared === undefined ? {} : { noteShared }), updatedAt: sql`now()` })
    .where(and(eq(hallClips.id, clipId), eq(hallClips.userId, userId)))
    .returning();
  if (!row) throw notFound(CLIP_MSG.clipNotFound);
  const [cards, comments] = await Promise.all([hallCardsById(db, [row.hallId]), commentsOf(db, [row.id], userId)]);
  const [clip] = withHallsAndComments([row], cards, comments);
  if (!clip) throw notFound(CLIP_MSG.hallNotFound);
  return clip;
}
