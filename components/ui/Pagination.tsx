import Link from '@/components/ui/Link';
import { PAGINATION_LINKS } from '../../lib/constants';
import styles from './Pagination.module.css';

/** The window of page numbers around `page`: at most PAGINATION_LINKS (10) links (§9). */
export function pageWindow(page: number, totalPages: number, size = PAGINATION_LINKS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor((count - 1) / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination({ page, totalPages, hrefFor, label = 'ページ送り' }: { page: number; totalPages: number; hrefFor: (page: number) => string; label?: string }) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className={styles.nav}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">‹ 前へ</Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">‹ 前へ</span>
      )}
      <ol className={styles.pages}>
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span className={`${styles.page} ${styles.current}`} aria-current="page">{p}</span>
            ) : (
              <Link href={hrefFor(p)} className={styles.page} aria-label={`${p}ページ目`}>{p}</Link>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} className={styles.step} rel="next">次へ ›</Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">次へ ›</span>
      )}
    </nav>
  );
}
