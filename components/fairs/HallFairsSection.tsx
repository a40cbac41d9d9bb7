import Link from '@/components/ui/Link';
import type { HallFairsPage } from '../../api/contract/fairs';
import { staticIsland } from '../ui/StaticIsland';
import styles from './HallFairsSection.module.css';
// The cards' and the calendar's styles stay in the page (the server's HTML needs them); their code does not.
import './FairCard.module.css';
import './FairFlagIcons.module.css';
import './FairCalendar.module.css';

// The cards are plain HTML: their code loads only to draw another hall's (StaticIsland).
const FairCards = staticIsland(
  typeof window === 'undefined' ? (require('./FairCardList') as typeof import('./FairCardList')).FairCardList : null,
  () => import('./FairCardList').then((m) => m.FairCardList),
);
// The calendar's month buttons work once it nears the screen and its code has taken over.
const Calendar = staticIsland(
  typeof window === 'undefined' ? (require('./HallFairCalendar') as typeof import('./HallFairCalendar')).HallFairCalendar : null,
  () => import('./HallFairCalendar').then((m) => m.HallFairCalendar),
  { takeOverNearScreen: true },
);

/** The hall page's fair block: the next fairs (4, §9) and a calendar of every fair date. */
export function HallFairsSection({ hallId, fairs }: { hallId: number; fairs: HallFairsPage }) {
  const base = `/halls/${hallId}/fairs`;
  return (
    <section id="fairs" className={styles.section} aria-labelledby="hall-fairs-title">
      <h2 id="hall-fairs-title" className={styles.title}>ブライダルフェア（{fairs.total}件）</h2>
      {fairs.items.length ? (
        <div className={styles.grid}>
          <FairCards fairs={fairs.items} className={styles.list} />
          <Calendar hallId={hallId} dates={fairs.hold_dates} />
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
