/** Formats of the glossary: yen, 万円 ranges, dates with weekday, guest counts. */

/**
 * A number as ja-JP writes it (1,234,567; 1,234.5; up to 3 decimals), the same as
 * `toLocaleString('ja-JP')` but without Intl: a page's first number formatter for a locale costs
 * ~130 ms on Lighthouse's throttled phone (ICU's locale data), inside hydration's first task.
 */
export function formatNumber(n: number): string {
  const abs = Math.abs(n);
  if (!Number.isFinite(n) || abs >= 1e21) return n.toLocaleString('ja-JP');
  // toFixed rounds the exact binary value half up, as Intl's default rounding does.
  const [whole, fraction] = (Number.isInteger(abs) ? String(abs) : abs.toFixed(3).replace(/\.?0+$/, '')).split('.');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

export function formatYen(n: number): string {
  return `¥${formatNumber(Math.round(n))}`;
}

/** 3,200,000 → 320万円 */
export function formatMan(n: number): string {
  const man = n / 10000;
  const text = formatNumber(Number.isInteger(man) ? man : Math.round(man * 10) / 10);
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
  return `${formatNumber(n)}名`;
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
