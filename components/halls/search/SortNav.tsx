import Link from '@/components/ui/Link';
import { SORTS } from '../../../api/contract/sorts';
import { hrefWith, firstOf, type QueryParams } from '../../../lib/halls/query';
import styles from './SortNav.module.css';

/** The five search sorts of §9 as links (page goes back to 1). */
export const SEARCH_SORTS = ['recommended', 'rating', 'review_count', 'price_high', 'price_low'] as const;

export function SortNav({ basePath, params }: { basePath: string; params: QueryParams }) {
  const current = firstOf(params, 's') ?? 'recommended';
  return (
    <nav aria-label="並び替え" className={styles.nav}>
      <ul>
        {SEARCH_SORTS.map((s) => (
          <li key={s}>
            <Link href={hrefWith(basePath, params, { s: s === 'recommended' ? null : s, page: null })} aria-current={s === current ? 'true' : undefined} className={s === current ? styles.active : undefined}>
              {SORTS[s]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
