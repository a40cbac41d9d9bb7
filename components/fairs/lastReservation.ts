import type { ReservationSummary } from '../../api/contract/fairs';

const KEY = 'musubi_last_reservation';

/** The confirmation page reads the reservation just made, also after a reload of that page. */
export function rememberLastReservation(r: ReservationSummary): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // the store still holds it for this navigation
  }
}

export function readLastReservation(): ReservationSummary | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ReservationSummary) : null;
  } catch {
    return null;
  }
}
