/** Japan keeps UTC+9 all year (no summer time): its dates need no Intl time zone. */
const JST_OFFSET_MS = 9 * 3600 * 1000;

/** Today's date in Japan (yyyy-MM-dd): fairs, page views and the calendar count Japanese days. */
export function japanToday(now = new Date()): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd shifted by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
