import styles from './RatingStars.module.css';
import { formatNumber } from '@/lib/format';

/** A 5-point rating as stars with its number; the accessible name reads the score. */
export function RatingStars({ rating, count, size = 'md' }: { rating: number; count?: number; size?: 'sm' | 'md' | 'lg' }) {
  const value = Math.max(0, Math.min(5, rating));
  const pct = `${(value / 5) * 100}%`;
  return (
    <span className={`${styles.wrap} ${styles[size]}`}>
      <span className={styles.stars} role="img" aria-label={`5点中${value.toFixed(1)}点`}>
        <span className={styles.empty} aria-hidden="true">★★★★★</span>
        <span className={styles.full} style={{ width: pct }} aria-hidden="true">★★★★★</span>
      </span>
      <span className={styles.value}>{value > 0 ? value.toFixed(1) : '-'}</span>
      {count !== undefined ? <span className={styles.count}>（口コミ{formatNumber(count)}件）</span> : null}
    </span>
  );
}
