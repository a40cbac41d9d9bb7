import Link from '@/components/ui/Link';
import type { Term } from '../../api/contract/magazine';
import styles from './CategoryNav.module.css';

/** The magazine's top-level categories as chips; the current one is marked. */
export function CategoryNav({ categories, currentId, label = 'マガジンのカテゴリー' }: { categories: Term[]; currentId?: number; label?: string }) {
  const top = categories.filter((c) => c.parent_term_id === null);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {top.map((c) => (
          <li key={c.term_id}>
            <Link href={c.permalink} className={`${styles.chip} ${c.term_id === currentId ? styles.current : ''}`} aria-current={c.term_id === currentId ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
