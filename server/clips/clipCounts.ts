import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ClipState } from '../../api/contract/clips';

/** A simple clip table: (user, target) pairs. */
export interface ClipTable {
  table: PgTable;
  userId: PgColumn;
  targetId: PgColumn;
}

/**
 * clip_count and is_clipped for each target id that `exists` keeps (unknown ids are left out),
 * in the order asked.
 */
export async function clipStates(db: Db, t: ClipTable, ids: number[], userId: number | null, existing: Set<number>): Promise<ClipState[]> {
  const wanted = [...new Set(ids)].filter((id) => existing.has(id));
  if (wanted.length === 0) return [];
  const counts = await db
    .select({ id: t.targetId, n: count() })
    .from(t.table)
    .where(inArray(t.targetId, wanted))
    .groupBy(t.targetId);
  const mine = userId === null
    ? []
    : await db.select({ id: t.targetId }).from(t.table).where(and(eq(t.userId, userId), inArray(t.targetId, wanted)) as SQL);
  const countOf = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
  const clipped = new Set(mine.map((m) => Number(m.id)));
  return wanted.map((id) => ({ id, clip_count: countOf.get(id) ?? 0, is_clipped: clipped.has(id) }));
}
