import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import type { ReservationListItem } from '../../api/contract/fairs';
import { isPastFair } from './dates';

export const RESERVATIONS_PER_PAGE = 20;

/** GET /api/wn/reservations/: the session user's reservations, newest first. */
export async function listReservations(db: Db, userId: number, page: number, now: Date = new Date()) {
  const where = eq(reservations.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(reservations).where(where);
  const rows = await db
    .select()
    .from(reservations)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(RESERVATIONS_PER_PAGE)
    .offset((page - 1) * RESERVATIONS_PER_PAGE);
  const items: ReservationListItem[] = rows.map((r) => {
    const s = r.fairSnapshot as Record<string, unknown> & { hall_id: number };
    const holdAt = String(s.hold_at ?? '');
    return {
      id: r.id,
      fair_id: r.fairId,
      hall_id: r.hallId,
      hall_name: String(s.hall_name ?? ''),
      fair_name: String(s.name ?? ''),
      hold_at: holdAt,
      hold_time: r.holdTime,
      number_of_participants: r.numberOfParticipants,
      created_at: new Date(r.createdAt).toISOString(),
      fair_snapshot: s,
      is_past: isPastFair(holdAt, now),
    };
  });
  return { items, total, page, per_page: RESERVATIONS_PER_PAGE, total_pages: Math.ceil(total / RESERVATIONS_PER_PAGE) };
}
