import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import type { ReservationNames } from '../../api/contract/fairs';

/** GET /api/wn/reservations/names: the names of the member's latest reservation, or null before her first. */
export async function reservationNames(db: Db, userId: number): Promise<ReservationNames | null> {
  const [row] = await db
    .select({ last_name: reservations.lastName, first_name: reservations.firstName, last_name_kana: reservations.lastNameKana, first_name_kana: reservations.firstNameKana })
    .from(reservations)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(1);
  return row ?? null;
}
