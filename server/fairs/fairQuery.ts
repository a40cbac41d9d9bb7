import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fairContents, fairs, fairSlots, halls, prefectures } from '../db/schema';
import type { Fair, FairHall, FairSlot } from '../../api/contract/fairs';
import { mediaUrl } from '../../lib/media';

export const fairColumns = {
  id: fairs.id,
  hallId: fairs.hallId,
  holdAt: fairs.holdAt,
  startDate: fairs.startDate,
  content: fairContents,
};

export type FairRow = { id: number; hallId: number; holdAt: string; startDate: string; content: typeof fairContents.$inferSelect };

/** Fairs with their content: the fair columns unless a caller selects others (the page's ids, its JSON rows). */
export function selectFairs<F extends SelectedFields = typeof fairColumns>(db: Db, select: F = fairColumns as unknown as F) {
  return db.select(select).from(fairs).innerJoin(fairContents, eq(fairs.contentId, fairContents.id));
}

export const toSlot = (r: typeof fairSlots.$inferSelect): FairSlot => ({ slot: r.slot, hold_time: r.holdTime, capacity: r.capacity, reserved: r.reserved, remaining: Math.max(0, r.capacity - r.reserved) });

/** The slots of these fairs, by fair id, in slot order. */
export async function slotsOf(db: Db, fairIds: number[]): Promise<Map<number, FairSlot[]>> {
  const out = new Map<number, FairSlot[]>();
  if (fairIds.length === 0) return out;
  const rows = await db.select().from(fairSlots).where(inArray(fairSlots.fairId, fairIds)).orderBy(asc(fairSlots.fairId), asc(fairSlots.slot));
  for (const r of rows) {
    const list = out.get(r.fairId) ?? [];
    list.push(toSlot(r));
    out.set(r.fairId, list);
  }
  return out;
}

/** All of a fair's dates share the content's picture. */
export function fairImageUrl(contentId: number): string {
  return mediaUrl('fairs', contentId, 'cover');
}

export function contentFlags(c: typeof fairContents.$inferSelect) {
  return {
    has_consultation: c.hasConsultation,
    has_mock_ceremony: c.hasMockCeremony,
    has_mock_reception: c.hasMockReception,
    has_tasting: c.hasTasting,
    has_try_dress: c.hasTryDress,
    has_show: c.hasShow,
    has_decoration: c.hasDecoration,
    has_food: c.hasFood,
  };
}

export function toFair(row: FairRow, slots: FairSlot[]): Fair {
  const c = row.content;
  const times = Array.from({ length: 8 }, (_, i) => slots.find((s) => s.slot === i + 1)?.hold_time ?? null);
  return {
    id: row.id,
    hall_id: row.hallId,
    content_id: c.id,
    name: c.name,
    hold_at: row.holdAt,
    start_date: row.startDate,
    description: c.description,
    image_url: fairImageUrl(c.id),
    hold_time1: times[0],
    hold_time2: times[1],
    hold_time3: times[2],
    hold_time4: times[3],
    hold_time5: times[4],
    hold_time6: times[5],
    hold_time7: times[6],
    hold_time8: times[7],
    capacity: slots.length ? Math.max(...slots.map((s) => s.capacity)) : 0,
    price: c.price,
    benefits: c.benefits,
    is_recommended: c.isRecommended,
    remaining: slots.reduce((n, s) => n + s.remaining, 0),
    ...contentFlags(c),
  };
}

/** Fair rows → wire fairs, with their slots in one query. */
export async function toFairs(db: Db, rows: FairRow[]): Promise<Fair[]> {
  const slots = await slotsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toFair(r, slots.get(r.id) ?? []));
}

/** The hall fields a fair card shows, by hall id. */
export async function fairHallsById(db: Db, hallIds: number[]): Promise<Map<number, FairHall>> {
  const out = new Map<number, FairHall>();
  const ids = [...new Set(hallIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({ hall: { id: halls.id, name: halls.name, shortName: halls.shortName, address: halls.address, coverImages: halls.coverImages }, prefSlug: prefectures.slug, prefName: prefectures.name })
    .from(halls)
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .where(inArray(halls.id, ids));
  for (const r of rows) {
    out.set(r.hall.id, {
      id: r.hall.id,
      name: r.hall.name,
      short_name: r.hall.shortName,
      address: r.hall.address,
      prefecture_slug: r.prefSlug,
      prefecture_name: r.prefName,
      cover_image_url: r.hall.coverImages[0]?.image_url ?? null,
    });
  }
  return out;
}

export async function hallExists(db: Db, hallId: number): Promise<boolean> {
  const rows = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).limit(1);
  return rows.length > 0;
}

export function and2(...conds: (SQL | undefined)[]): SQL | undefined {
  return and(...conds.filter((c): c is SQL => c !== undefined));
}
