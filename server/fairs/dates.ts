import { addDays, japanToday as todayInJapan } from '@/lib/japanDate';

// Dates in Japan time (yyyy-MM-dd): fairs before tomorrow count as past (§9).
export { addDays, todayInJapan };

/** The first date a fair can still be reserved for. */
export function firstBookableDate(now: Date = new Date()): string {
  return addDays(todayInJapan(now), 1);
}

export function isPastFair(holdAt: string, now: Date = new Date()): boolean {
  return holdAt < firstBookableDate(now);
}
