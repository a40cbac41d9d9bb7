import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallClipShareItems, hallClipShares, hallClips, users } from '../db/schema';
import { notFound } from '../http/errors';
import { CLIP_MSG, sharedListPath, type HallClipShare } from '../../api/contract/clips';
import { offsetOf, pageOf } from '../halls/paginate';
import { commentsOf } from './comments';
import { hallCardsById, iso, withHallsAndComments } from './serialize';
import { newShareHash } from './shareHash';
import { findShareByHash } from './shareLookup';

type ShareRow = typeof hallClipShares.$inferSelect;

async function clipIdsOfShares(db: Db, shareIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (shareIds.length === 0) return out;
  const rows = await db
    .select({ shareId: hallClipShareItems.shareId, clipId: hallClipShareItems.hallClipId })
    .from(hallClipShareItems)
    .where(inArray(hallClipShareItems.shareId, shareIds))
    .orderBy(asc(hallClipShareItems.sortOrder), asc(hallClipShareItems.hallClipId));
  for (const r of rows) out.set(r.shareId, [...(out.get(r.shareId) ?? []), r.clipId]);
  return out;
}

function toShare(row: ShareRow, clipIds: number[]): HallClipShare {
  return { id: row.id, hash: row.hash, url: sharedListPath(row.hash), hall_clip_ids: clipIds, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) };
}

/** Only the member's own clips may be shared: any other id (unknown or another member's) is 404. */
async function ownClipIds(db: Db, userId: number, ids: number[] | undefined): Promise<number[]> {
  if (ids === undefined) {
    const rows = await db.select({ id: hallClips.id }).from(hallClips).where(eq(hallClips.userId, userId)).orderBy(desc(hallClips.createdAt), desc(hallClips.id));
    return rows.map((r) => r.id);
  }
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: hallClips.id }).from(hallClips).where(and(eq(hallClips.userId, userId), inArray(hallClips.id, wanted)));
  if (rows.length !== wanted.length) throw notFound(CLIP_MSG.clipNotFound);
  return wanted;
}

/** POST /api/wn/hall_clip_shares: a new link for the chosen clips (all of them when none are named). */
export async function createShare(db: Db, userId: number, ids: number[] | undefined): Promise<HallClipShare> {
  const clipIds = await ownClipIds(db, userId, ids);
  return db.transaction(async (tx) => {
    const [share] = await tx.insert(hallClipShares).values({ userId, hash: newShareHash() }).returning();
    if (clipIds.length) await tx.insert(hallClipShareItems).values(clipIds.map((hallClipId, i) => ({ shareId: share.id, hallClipId, sortOrder: i })));
    return toShare(share, clipIds);
  });
}

/** PATCH /api/wn/hall_clip_shares/{id}: replaces the clips shown; another member's share is 404. */
export async function updateShare(db: Db, userId: number, shareId: number, ids: number[]): Promise<HallClipShare> {
  const [share] = await db.select().from(hallClipShares).where(and(eq(hallClipShares.id, shareId), eq(hallClipShares.userId, userId))).limit(1);
  if (!share) throw notFound(CLIP_MSG.shareNotFound);
  const clipIds = await ownClipIds(db, userId, ids);
  return db.transaction(async (tx) => {
    await tx.delete(hallClipShareItems).where(eq(hallClipShareItems.shareId, share.id));
    if (clipIds.length) await tx.insert(hallClipShareItems).values(clipIds.map((hallClipId, i) => ({ shareId: share.id, hallClipId, sortOrder: i })));
    const [updated] = await tx.update(hallClipShares).set({ updatedAt: sql`now()` }).where(eq(hallClipShares.id, share.id)).returning();
    return toShare(updated, clipIds);
  });
}

/** DELETE /api/wn/hall_clip_shares/{id}: revokes her share (its items and comments go with it); another member's is 404. */
export async function deleteShare(db: Db, userId: number, shareId: number): Promise<{ id: number; removed: true }> {
  const removed = await db.delete(hallClipShares).where(and(eq(hallClipShares.id, shareId), eq(hallClipShares.userId, userId))).returning({ id: hallClipShares.id });
  if (removed.length === 0) throw notFound(CLIP_MSG.shareNotFound);
  return { id: shareId, removed: true };
}

/** The share's clips that still exist and still belong to its owner. */
function sharedClipsWhere(share: ShareRow) {
  return and(eq(hallClipShareItems.shareId, share.id), eq(hallClips.userId, share.userId));
}

/** GET /api/wn/hall_clip_shares/hash/{hash}: the list's heading, for anyone with the link. */
export async function getSharedList(db: Db, hash: string, viewerId: number | null) {
  const share = await findShareByHash(db, hash);
  if (!share) throw notFound(CLIP_MSG.shareNotFound);
  const [[owner], [{ total }]] = await Promise.all([
    db.select({ nickname: users.nickname }).from(users).where(eq(users.id, share.userId)).limit(1),
    db.select({ total: count() }).from(hallClipShareItems).innerJoin(hallClips, eq(hallClips.id, hallClipShareItems.hallClipId)).where(sharedClipsWhere(share)),
  ]);
  return {
    hash: share.hash,
    owner_nickname: owner?.nickname ?? '',
    hall_clip_count: total,
    created_at: iso(share.createdAt),
    updated_at: iso(share.updatedAt),
    is_owner: viewerId === share.userId,
  };
}

/** GET /api/wn/hall_clip_shares/hash/{hash}/hall_clips: the shared clips with this share's comments. */
export async function getSharedHallClips(db: Db, hash: string, page: number, perPage: number) {
  const share = await findShareByHash(db, hash);
  if (!share) throw notFound(CLIP_MSG.shareNotFound);
  const [{ total }] = await db.select({ total: count() }).from(hallClipShareItems).innerJoin(hallClips, eq(hallClips.id, hallClipShareItems.hallClipId)).where(sharedClipsWhere(share));
  const rows = await db
    .select({ clip: hallClips })
    .from(hallClipShareItems)
    .innerJoin(hallClips, eq(hallClips.id, hallClipShareItems.hallClipId))
    .where(sharedClipsWhere(share))
    .orderBy(asc(hallClipShareItems.sortOrder), asc(hallClips.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const clips = rows.map((r) => r.clip);
  const [cards, comments] = await Promise.all([hallCardsById(db, clips.map((c) => c.hallId)), commentsOf(db, clips.map((c) => c.id), share.userId, share.id)]);
  // A note she did not choose to share stays hers: the list shows it empty.
  const items = withHallsAndComments(clips, cards, comments).map(({ user_id: _owner, ...rest }) => (rest.note_shared ? rest : { ...rest, note: '' }));
  return pageOf(items, total, page, perPage);
}

/** GET /api/wn/shareable_hall_clips: what the share form offers, and the links made so far. */
export async function shareableHallClips(db: Db, userId: number) {
  const [clips, shares] = await Promise.all([
    db.select().from(hallClips).where(eq(hallClips.userId, userId)).orderBy(desc(hallClips.createdAt), desc(hallClips.id)),
    db.select().from(hallClipShares).where(eq(hallClipShares.userId, userId)).orderBy(desc(hallClipShares.createdAt), desc(hallClipShares.id)),
  ]);
  const [cards, ids] = await Promise.all([hallCardsById(db, clips.map((c) => c.hallId)), clipIdsOfShares(db, shares.map((s) => s.id))]);
  return {
    items: clips.flatMap((c) => {
      const hall = cards.get(c.hallId);
      return hall ? [{ hall_clip_id: c.id, hall_id: c.hallId, hall_name: hall.name, cover_image_url: hall.cover_images[0]?.image_url ?? null, created_at: iso(c.createdAt) }] : [];
    }),
    shares: shares.map((s) => toShare(s, ids.get(s.id) ?? [])),
  };
}
