import { formatNumber } from '@/lib/format';
const JST = 9 * 3600 * 1000;

/** A moment as Japanese date and time in Japan: 2026年11月23日(月) 23:59. A deadline at 00:00 reads as 24:00 of the day before. */
export function formatDateTimeJa(iso: string, opts: { deadline?: boolean } = {}): string {
  let t = new Date(iso).getTime() + JST;
  let hour = new Date(t).getUTCHours();
  let minute = new Date(t).getUTCMinutes();
  if (opts.deadline && hour === 0 && minute === 0) {
    t -= 60_000;
    hour = 24;
    minute = 0;
  }
  const d = new Date(t);
  const week = '日月火水木金土'[d.getUTCDay()];
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${week}) ${hour}:${String(minute).padStart(2, '0')}`;
}

/** 10,000円分 */
export const yen = (n: number) => `${formatNumber(n)}円分`;
