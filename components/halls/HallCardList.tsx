import type { HallCardData } from '@/lib/halls/hallCardData';
import { HallCard } from './HallCard';
import styles from './HallCardList.module.css';

/** A grid of hall cards: one column on phones, two on tablets, three on PCs. */
export function HallCardList({ halls, rankFrom, label = '式場一覧' }: { halls: HallCardData[]; rankFrom?: number; label?: string }) {
  return (
    <ol className={styles.grid} aria-label={label}>
      {halls.map((hall, i) => (
        <li key={hall.id} className={styles.item}>
          <HallCard hall={hall} rank={rankFrom !== undefined ? rankFrom + i : undefined} priority={i < 2} />
        </li>
      ))}
    </ol>
  );
}
