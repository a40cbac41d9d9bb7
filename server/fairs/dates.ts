/** Dates in Japan time (yyyy-MM-dd): fairs before tomorrow count as past (§9). */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first date a fair can still be reserved for. */
export function firstBookableDate(now: Date = new Date()): string {
  return addDays(todayInJapan(now), 1);
}

export function isPastFair(holdAt: string, now: Date = new Date()): boolean {
  return holdAt < firstBookableDate(now);
}
