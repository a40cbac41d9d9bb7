import Link from '@/components/ui/Link';
import type { HallFairsPage } from '../../api/contract/fairs';
import { FairCalendar } from './FairCalendar';
import { FairCard } from './FairCard';
import styles from './HallFairsSection.module.css';

/** The hall page's fair block: the next fairs (4, §9) and a calendar of every fair date. */
export function HallFairsSection({ hallId, fairs }: { hallId: number; fairs: HallFairsPage }) {
  const base = `/halls/${hallId}/fairs`;
  return (
    <section id="fairs" className={styles.section} aria-labelledby="hall-fairs-title">
      <h2 id="hall-fairs-title" className={styles.title}>ブライダルフェア（{fairs.total}件）</h2>
      {fairs.items.length ? (
        <div className={styles.grid}>
          <ul className={styles.list}>
            {fairs.items.map((f) => (
              <li key={f.id}><FairCard fair={f} /></li>
            ))}
          </ul>
          <FairCalendar dates={fairs.hold_dates} hrefFor={(d) => `${base}?hold_at=${d}`} />
        </div>
      ) : (
        <p className={styles.empty}>現在予約できるフェアはありません</p>
      )}
      {fairs.total > fairs.items.length ? (
        <p className={styles.more}><Link href={base}>フェア{fairs.total}件をすべて見る</Link></p>
      ) : null}
    </section>
  );
}
