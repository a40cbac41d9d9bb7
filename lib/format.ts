/** Formats of the glossary: yen, 万円 ranges, dates with weekday, guest counts. */

export function formatYen(n: number): string {
  return `¥${Math.round(n).toLocaleString('ja-JP')}`;
}

/** 3,200,000 → 320万円 */
export function formatMan(n: number): string {
  const man = n / 10000;
  const text = Number.isInteger(man) ? man.toLocaleString('ja-JP') : (Math.round(man * 10) / 10).toLocaleString('ja-JP');
  return `${text}万円`;
}

/** 3,000,000 and 4,000,000 → 300万〜400万円 */
export function formatPriceRange(min: number, max: number): string {
  if (!min && !max) return '';
  if (min === max) return formatMan(min);
  return `${formatMan(min).replace('円', '')}〜${formatMan(max)}`;
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function partsInTokyo(date: Date): { y: number; m: number; d: number; w: number } {
  const shifted = new Date(date.getTime() + 9 * 3600 * 1000);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth() + 1, d: shifted.getUTCDate(), w: shifted.getUTCDay() };
}

/** 2026-11-21 → 2026年11月21日(土) (Japan time). */
export function formatDateJa(input: string | Date, withWeekday = true): string {
  const date = typeof input === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00+09:00` : input) : input;
  if (Number.isNaN(date.getTime())) return '';
  const { y, m, d, w } = partsInTokyo(date);
  return `${y}年${m}月${d}日${withWeekday ? `(${WEEKDAYS[w]})` : ''}`;
}

export function formatPeople(n: number): string {
  return `${n.toLocaleString('ja-JP')}名`;
}

/** 10:00 and 12:00 → 10:00〜12:00 */
export function formatTimeRange(start: string, end?: string | null): string {
  return end ? `${start}〜${end}` : start;
}

/** 75 seconds → 1:15 (a video's length). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
