import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, type hallClips } from '../db/schema';
import type { HallSummary } from '../../api/contract/halls';
import type { HallClipComment } from '../../api/contract/clips';
import { selectHalls, toHallSummaries } from '../halls/hallQuery';

type HallClipRow = typeof hallClips.$inferSelect;

/** Database timestamps (text in 'string' mode) as ISO 8601. */
export const iso = (value: string | Date): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Hall cards by id, with the fair badge. */
export async function hallCardsById(db: Db, hallIds: number[]): Promise<Map<number, HallSummary>> {
  const ids = [...new Set(hallIds)];
  if (ids.length === 0) return new Map();
  const rows = await selectHalls(db).where(inArray(halls.id, ids));
  const cards = await toHallSummaries(db, rows);
  return new Map(cards.map((c) => [c.id, c]));
}

export function toClipFields(row: HallClipRow) {
  return {
    id: row.id,
    hall_id: row.hallId,
    user_id: row.userId,
    note: row.note,
    note_shared: row.noteShared,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Clips with their hall cards and comments; a clip whose hall cannot be read is left out. */
export function withHallsAndComments(rows: HallClipRow[], cards: Map<number, HallSummary>, comments: Map<number, HallClipComment[]>) {
  return rows.flatMap((r) => {
    const hall = cards.get(r.hallId);
    return hall ? [{ ...toClipFields(r), hall, comments: comments.get(r.id) ?? [] }] : [];
  });
}
