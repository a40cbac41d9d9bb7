import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairs } from '../db/schema';
import { notFound } from '../http/errors';
import type { FairDetail } from '../../api/contract/fairs';
import { fairHallsById, selectFairs, slotsOf, toFair } from './fairQuery';
import { isPastFair } from './dates';
import { fairNotCancelled, visibleFairWhere } from './visibility';

/** GET /api/wn/halls/{id}/fairs/{fairId}: the fair, its slots with reserved counts, and its other dates. */
export async function getHallFair(db: Db, hallId: number, fairId: number, now: Date = new Date()): Promise<FairDetail> {
  const [row] = await selectFairs(db).where(and(eq(fairs.id, fairId), eq(fairs.hallId, hallId), fairNotCancelled())).limit(1);
  if (!row) throw notFound('フェアが見つかりません');
  const siblings = await db
    .select({ id: fairs.id, holdAt: fairs.holdAt })
    .from(fairs)
    .where(and(eq(fairs.contentId, row.content.id), ne(fairs.id, row.id), visibleFairWhere(now)))
    .orderBy(asc(fairs.holdAt))
    .limit(60);
  const slots = await slotsOf(db, [row.id, ...siblings.map((s) => s.id)]);
  const hall = (await fairHallsById(db, [hallId])).get(hallId);
  if (!hall) throw notFound('式場が見つかりません');
  const own = slots.get(row.id) ?? [];
  return {
    ...toFair(row, own),
    hall,
    slots: own,
    is_past: isPastFair(row.holdAt, now),
    other_dates: siblings.map((s) => ({ id: s.id, hold_at: s.holdAt, remaining: (slots.get(s.id) ?? []).reduce((n, x) => n + x.remaining, 0) })),
  };
}
