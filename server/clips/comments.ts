import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallClipComments, hallClipShareItems, hallClipShares, hallClips } from '../db/schema';
import { notFound, badRequest } from '../http/errors';
import type { SessionUser } from '../http/context';
import { CLIP_MSG, type HallClipComment } from '../../api/contract/clips';
import { iso } from './serialize';
import { findShareByHash } from './shareLookup';

type CommentRow = typeof hallClipComments.$inferSelect;

function toComment(row: CommentRow, ownerId: number): HallClipComment {
  return { id: row.id, hall_clip_id: row.hallClipId, name: row.name, comment: row.comment, is_owner: row.userId === ownerId, created_at: iso(row.createdAt) };
}

/**
 * Comments on these clips, oldest first (a thread). With `shareId`, only those left on that
 * share; otherwise every share's, which is what the owner sees on the clip list.
 */
export async function commentsOf(db: Db, clipIds: number[], ownerId: number, shareId?: number): Promise<Map<number, HallClipComment[]>> {
  const out = new Map<number, HallClipComment[]>();
  if (clipIds.length === 0) return out;
  const where = shareId === undefined ? inArray(hallClipComments.hallClipId, clipIds) : and(inArray(hallClipComments.hallClipId, clipIds), eq(hallClipComments.shareId, shareId));
  const rows = await db.select().from(hallClipComments).where(where).orderBy(asc(hallClipComments.createdAt), asc(hallClipComments.id));
  for (const r of rows) {
    const list = out.get(r.hallClipId) ?? [];
    list.push(toComment(r, ownerId));
    out.set(r.hallClipId, list);
  }
  return out;
}

/**
 * POST /api/wn/hall_clip_comments: anyone with the hash may comment on a clip of that share.
 * Without an account a name is required; a member defaults to their nickname.
 */
export async function addComment(
  db: Db,
  input: { hash: string; hall_clip_id: number; comment: string; name?: string },
  user: SessionUser | null,
): Promise<HallClipComment> {
  const share = await findShareByHash(db, input.hash);
  if (!share) throw notFound(CLIP_MSG.shareNotFound);
  const name = input.name ?? user?.nickname;
  if (!name) throw badRequest(`name: ${CLIP_MSG.nameRequired}`);
  const [inShare] = await db
    .select({ id: hallClips.id })
    .from(hallClipShareItems)
    .innerJoin(hallClips, eq(hallClips.id, hallClipShareItems.hallClipId))
    .where(and(eq(hallClipShareItems.shareId, share.id), eq(hallClipShareItems.hallClipId, input.hall_clip_id), eq(hallClips.userId, share.userId)))
    .limit(1);
  if (!inShare) throw notFound(CLIP_MSG.clipNotInShare);
  const [row] = await db
    .insert(hallClipComments)
    .values({ shareId: share.id, hallClipId: input.hall_clip_id, userId: user?.id ?? null, name, comment: input.comment })
    .returning();
  await db.update(hallClipShares).set({ updatedAt: row.createdAt }).where(eq(hallClipShares.id, share.id));
  return toComment(row, share.userId);
}
