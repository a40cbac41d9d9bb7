import Link from '@/components/ui/Link';
import { useMemo, useState } from 'react';
import styles from './FairCalendar.module.css';
import { japanToday } from '@/lib/japanDate';

export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

interface Month {
  year: number;
  month: number; // 1..12
}

const monthOf = (ymd: string): Month => ({ year: Number(ymd.slice(0, 4)), month: Number(ymd.slice(5, 7)) });
const monthKey = (m: Month) => m.year * 12 + (m.month - 1);
const fromKey = (k: number): Month => ({ year: Math.floor(k / 12), month: (k % 12) + 1 });
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The weeks of a month: each a row of 7 day numbers (null outside the month), Sunday first. */
export function monthGrid(m: Month): (number | null)[][] {
  const first = new Date(Date.UTC(m.year, m.month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  const cells: (number | null)[] = [...Array(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * Today in Japan as yyyy-MM-dd (the calendar's dates are Japanese dates), without an Intl time zone:
 * a phone's first formatter with one costs more than the whole calendar's hydration.
 */
export const todayInTokyo = japanToday;

/**
 * A month calendar of the dates a hall holds fairs on; each fair date links to that day's fairs.
 * Today is marked, and days before it are greyed out (no link).
 */
export function FairCalendar({ dates, hrefFor, selected, today = todayInTokyo() }: { dates: string[]; hrefFor: (date: string) => string; selected?: string; today?: string }) {
  const set = useMemo(() => new Set(dates), [dates]);
  const range = useMemo(() => {
    if (!dates.length) return null;
    return { first: monthKey(monthOf(dates[0])), last: monthKey(monthOf(dates[dates.length - 1])) };
  }, [dates]);
  const [key, setKey] = useState(() => (selected ? monthKey(monthOf(selected)) : range?.first ?? 0));
  if (!range) return <p className={styles.empty}>現在予約できるフェアはありません</p>;
  const m = fromKey(key);
  const title = `${m.year}年${m.month}月`;
  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <button type="button" onClick={() => setKey(key - 1)} disabled={key <= range.first} className={styles.nav} aria-label="前の月">‹</button>
        <h3 className={styles.title} aria-live="polite">{title}</h3>
        <button type="button" onClick={() => setKey(key + 1)} disabled={key >= range.last} className={styles.nav} aria-label="次の月">›</button>
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">{title}のフェア開催日</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th key={w} scope="col" className={i === 0 ? styles.sun : i === 6 ? styles.sat : undefined}>{w}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(m).map((week, wi) => (
            <tr key={wi}>
              {week.map((d, i) => {
                if (d === null) return <td key={i} />;
                const date = ymd(m.year, m.month, d);
                const weekdayClass = i === 0 ? styles.sun : i === 6 ? styles.sat : '';
                const past = date < today;
                const isToday = date === today;
                const label = `${m.month}月${d}日(${WEEKDAYS[i]})${isToday ? ' 今日' : ''}`;
                return (
                  <td key={i} className={`${weekdayClass} ${past ? styles.past : ''}`}>
                    {past ? (
                      <span className={styles.day} aria-label={`${label} 終了`}>{d}</span>
                    ) : set.has(date) ? (
                      <Link href={hrefFor(date)} className={`${styles.day} ${styles.hasFair} ${selected === date ? styles.selected : ''} ${isToday ? styles.today : ''}`} aria-label={`${label} フェアあり`} aria-current={selected === date ? 'date' : isToday ? 'date' : undefined}>
                        {d}
                      </Link>
                    ) : (
                      <span className={`${styles.day} ${isToday ? styles.today : ''}`} aria-label={isToday ? label : undefined}>{d}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={styles.legendMark} aria-hidden="true" />フェア開催日
        <span className={`${styles.legendMark} ${styles.legendToday}`} aria-hidden="true" />今日
      </p>
    </div>
  );
}
