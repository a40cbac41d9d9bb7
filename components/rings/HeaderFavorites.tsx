import Link from '@/components/ui/Link';
import { useEffect } from 'react';
import { ringPaths } from '../../api/contract/ringPaths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchFavoriteCount } from '../../store/slices/rings';
import styles from './HeaderFavorites.module.css';

/** The header's favourite count (brands + rings) from the count probe (§9), for members. */
export function HeaderFavorites() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const counts = useAppSelector((s) => s.rings.counts);

  useEffect(() => {
    if (signedIn && counts.status === 'idle') void dispatch(fetchFavoriteCount());
  }, [dispatch, signedIn, counts.status]);

  if (!signedIn) return null;
  const total = counts.data ? counts.data.brands + counts.data.rings : null;
  return (
    <Link href={ringPaths.favorites} className={styles.link} aria-label={total === null ? 'お気に入り' : `お気に入り ${total}件`}>
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.3-9.2C1.5 8.6 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" fill="currentColor" />
      </svg>
      <span className={styles.label}>お気に入り</span>
      {total !== null ? <span className={styles.count} data-testid="favorite-count">{total}</span> : null}
    </Link>
  );
}
