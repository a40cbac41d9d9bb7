import Link from '@/components/ui/Link';
import type { FairCalendarDay } from '../../api/contract/fairs';
import { monthGrid, WEEKDAYS } from './FairCalendar';
import styles from './FairSearchCalendar.module.css';
import { formatNumber } from '@/lib/format';

export interface FairSearchCalendarProps {
  /** yyyy-MM */
  month: string;
  /** Today in Japan (yyyy-MM-dd): marked 今日. */
  today: string;
  /** Days before it are past (§9: before tomorrow): greyed, never links. */
  firstBookable: string;
  /** The month's days that have fairs for the current filters. */
  days: FairCalendarDay[];
  /** The day whose fairs are shown (aria-current). */
  selected?: string | null;
  hrefFor: (date: string) => string;
  prevHref: string | null;
  nextHref: string | null;
  /** rel="nofollow" on day and month links (filtered URLs a crawler should not multiply). */
  nofollow?: boolean;
  headingId?: string;
}

const ymd = (ym: string, d: number) => `${ym}-${String(d).padStart(2, '0')}`;
const monthNumber = (ym: string) => Number(ym.slice(5, 7));
const shiftMonth = (ym: string, n: number) => {
  const k = Number(ym.slice(0, 4)) * 12 + monthNumber(ym) - 1 + n;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
};
/** A day's count in a narrow cell: exact below 10,000, then 1.2万 (the label always has the exact number). */
const shortCount = (n: number) => (n < 10000 ? String(n) : `${Math.floor(n / 1000) / 10}万`);

/**
 * The /fairs month calendar: each day says how many fairs the current filters find, as a real
 * link (?date=…), so it works rendered on the server without JavaScript. Today is marked 今日,
 * days that can no longer be booked are greyed and not links, the chosen day is aria-current.
 */
export function FairSearchCalendar({ month, today, firstBookable, days, selected, hrefFor, prevHref, nextHref, nofollow = false, headingId = 'fair-calendar-title' }: FairSearchCalendarProps) {
  const counts = new Map(days.map((d) => [d.date, d]));
  const year = Number(month.slice(0, 4));
  const m = monthNumber(month);
  const rel = nofollow ? 'nofollow' : undefined;
  const prevM = monthNumber(shiftMonth(month, -1));
  const nextM = monthNumber(shiftMonth(month, 1));
  return (
    <section className={styles.calendar} aria-labelledby={headingId}>
      <div className={styles.head}>
        {prevHref ? (
          <Link href={prevHref} rel={rel} className={styles.nav} aria-label={`前の月 ${prevM}月`}>
            <span className={styles.prev} />{prevM}月
          </Link>
        ) : (
          <span className={`${styles.nav} ${styles.navOff}`} aria-hidden="true" />
        )}
        <h2 id={headingId} className={styles.title}>{year}年{m}月</h2>
        {nextHref ? (
          <Link href={nextHref} rel={rel} className={styles.nav} aria-label={`次の月 ${nextM}月`}>
            {nextM}月<span className={styles.next} />
          </Link>
        ) : (
          <span className={`${styles.nav} ${styles.navOff}`} aria-hidden="true" />
        )}
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">{year}年{m}月のフェア開催日（数字はフェアの件数）</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th key={w} scope="col" className={i === 0 ? styles.sun : i === 6 ? styles.sat : undefined}>
                <span aria-hidden="true">{w}</span>
                <span className="visually-hidden">{w}曜日</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid({ year, month: m }).map((week, wi) => (
            <tr key={wi}>
              {week.map((d, i) => {
                if (d === null) return <td key={i} />;
                const date = ymd(month, d);
                const isToday = date === today;
                const past = date < firstBookable;
                const day = counts.get(date);
                const isSelected = selected === date;
                const name = `${m}月${d}日(${WEEKDAYS[i]})${isToday ? ' 今日' : ''}`;
                const weekday = i === 0 ? styles.sun : i === 6 ? styles.sat : '';
                if (!past && day && day.fairs > 0) {
                  // The link is the day number, stretched over the cell; the count beside it is in its name.
                  return (
                    <td key={i}>
                      <span className={`${styles.cell} ${styles.open} ${isSelected ? styles.selected : ''} ${isToday ? styles.today : ''}`}>
                        <Link
                          href={hrefFor(date)}
                          rel={rel}
                          className={`${styles.dayLink} ${styles.num} ${isSelected ? '' : weekday}`}
                          aria-label={`${name} フェア${formatNumber(day.fairs)}件（${formatNumber(day.halls)}式場）`}
                          aria-current={isSelected ? 'date' : undefined}
                        >
                          {d}
                        </Link>
                        <span className={styles.count} aria-hidden="true">{shortCount(day.fairs)}</span>
                      </span>
                    </td>
                  );
                }
                return (
                  <td key={i}>
                    <span className={`${styles.cell} ${past ? styles.past : styles.none} ${isToday ? styles.today : ''}`}>
                      <span className={styles.num} aria-hidden="true">{d}</span>
                      <span className={isToday ? styles.todayMark : styles.count} aria-hidden="true">{isToday ? '今日' : past ? '' : '－'}</span>
                      <span className="visually-hidden">{`${name} ${past ? '受付終了' : 'フェアなし'}`}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        数字はその日のフェアの件数です。<span className={styles.legendToday}>今日</span>までの日付はWeb予約を受け付けていません。
      </p>
    </section>
  );
}
