import type { ReservationFormValues } from './reservationFormSchema';

// What the reservation form needs at first paint, without zod; its schema (reservationFormSchema.ts) loads on demand.

export type { ReservationFormValues };

/** "Pick a date" in the wedding-period select reveals a date field. */
export const SEASON_PICK_DATE = 'date';

/** yyyy-MM-dd to send, or undefined when the couple left it undecided. */
export function preferredWeddingDate(v: Pick<ReservationFormValues, 'wedding_season' | 'wedding_date'>): string | undefined {
  if (v.wedding_season === SEASON_PICK_DATE) return v.wedding_date.trim();
  return v.wedding_season || undefined;
}
