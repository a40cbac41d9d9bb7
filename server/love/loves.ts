import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loves, magazinePosts, users } from '../db/schema';
import { LOVE_MSG, type LoveResult, type LoveType, type LovedItem } from '../../api/contract/love';
import { iso } from '../clips/serialize';
import { resolveTarget, normaliseWebpagePath, type LoveTarget } from './target';
import { isPublicMember } from '../brides/visibility';

type TargetInput = { type: LoveType; id?: number; url?: string };

async function lovedCount(db: Db, t: LoveTarget): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(loves).where(and(eq(loves.type, t.type), eq(loves.targetKey, t.key)));
  return n;
}

function failure(input: TargetInput, error: string): LoveResult {
  return { status: 'failure', error, type: input.type, id: input.id ?? null, url: input.url ?? null, loved: false, loved_count: 0 };
}

/**
 * POST /api/love/add/ and /remove/: idempotent. A member's loved_count follows the loves of
 * their profile, in the same transaction as the change.
 */
export async function setLove(db: Db, userId: number, input: TargetInput, loved: boolean): Promise<LoveResult> {
  const target = await resolveTarget(db, input);
  if (!target) return failure(input, input.type === 'webpage' ? LOVE_MSG.url : LOVE_MSG.notFound);
  await db.transaction(async (tx) => {
    const changed = loved
      ? await tx.insert(loves).values({ userId, type: target.type, targetKey: target.key, targetId: target.id, url: target.url }).onConflictDoNothing().returning({ id: loves.id })
      : await tx.delete(loves).where(and(eq(loves.userId, userId), eq(loves.type, target.type), eq(loves.targetKey, target.key))).returning({ id: loves.id });
    if (changed.length && target.type === 'user') {
      await tx.update(users).set({ lovedCount: sql`greatest(0, ${users.lovedCount} + ${loved ? 1 : -1})` }).where(eq(users.id, target.id!));
    }
  });
  return { status: 'success', error: null, type: target.type, id: target.id, url: target.url, loved, loved_count: await lovedCount(db, target) };
}

async function titlesOf(db: Db, type: LoveType, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || type === 'webpage') return new Map();
  if (type === 'article') {
    const rows = await db.select({ id: magazinePosts.id, title: magazinePosts.title }).from(magazinePosts).where(inArray(magazinePosts.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  }
  const rows = await db.select({ id: users.id, title: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** GET /api/love/list/: the member's loves of one type; pk or url narrows it to one target. */
export async function listLoves(db: Db, userId: number, input: { type: LoveType; page: number; per_page: number; pk?: number; url?: string }) {
  const conditions = [eq(loves.userId, userId), eq(loves.type, input.type)];
  if (input.type === 'webpage' && input.url !== undefined) {
    const path = normaliseWebpagePath(input.url);
    if (!path) return { status: 'failure' as const, error: LOVE_MSG.url, loved: [], total: 0, page: input.page, total_pages: 1 };
    conditions.push(eq(loves.targetKey, path));
  } else if (input.pk !== undefined) {
    conditions.push(eq(loves.targetKey, String(input.pk)));
  }
  // A member who went private (or left) drops out of everyone's list at once: no nickname, no entry.
  if (input.type === 'user') conditions.push(sql`exists (select 1 from ${users} where ${users.id} = ${loves.targetId} and ${isPublicMember()})`);
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(loves).where(where);
  const rows = await db.select().from(loves).where(where).orderBy(desc(loves.createdAt), desc(loves.id)).limit(input.per_page).offset((input.page - 1) * input.per_page);
  const titles = await titlesOf(db, input.type, rows.flatMap((r) => (r.targetId === null ? [] : [r.targetId])));
  const loved: LovedItem[] = rows.map((r) => ({
    type: r.type,
    id: r.targetId,
    url: r.url,
    title: r.targetId !== null ? titles.get(r.targetId) ?? '' : r.url ?? '',
    loved_at: iso(r.createdAt),
  }));
  return { status: 'success' as const, error: null, loved, total, page: input.page, total_pages: Math.max(1, Math.ceil(total / input.per_page)) };
}
