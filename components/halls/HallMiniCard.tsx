import Link from '@/components/ui/Link';
import { Picture } from '../ui/Picture';
import styles from './HallMiniCard.module.css';

export interface MiniHall {
  id: number;
  name: string;
  image_url?: string | null;
  place?: string | null;
  rating?: number;
  note?: string | null;
}

/** A compact card for horizontal rows: nearby, recommended and recently viewed halls. */
export function HallMiniCard({ hall }: { hall: MiniHall }) {
  return (
    <Link href={`/halls/${hall.id}`} className={styles.card}>
      {hall.image_url ? (
        <Picture src={hall.image_url} alt="" width={160} height={107} className={styles.image} />
      ) : (
        <span className={styles.noImage} aria-hidden="true" />
      )}
      <span className={styles.name}>{hall.name}</span>
      {hall.place ? <span className={styles.place}>{hall.place}</span> : null}
      {hall.rating ? <span className={styles.rating}>★{hall.rating.toFixed(1)}</span> : null}
      {hall.note ? <span className={styles.place}>{hall.note}</span> : null}
    </Link>
  );
}

/** A horizontally scrolling row of mini cards (wraps into a grid on PCs). */
export function HallMiniRow({ halls, label }: { halls: MiniHall[]; label: string }) {
  return (
    <ul className={styles.row} aria-label={label}>
      {halls.map((h) => (
        <li key={h.id} className={styles.cell}>
          <HallMiniCard hall={h} />
        </li>
      ))}
    </ul>
  );
}
