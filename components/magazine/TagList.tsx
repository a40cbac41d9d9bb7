import Link from '@/components/ui/Link';
import type { Term } from '../../api/contract/magazine';
import styles from './TagList.module.css';

export function TagList({ tags }: { tags: Term[] }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.list} aria-label="タグ">
      {tags.map((t) => (
        <li key={t.term_id}>
          <Link href={t.permalink} className={styles.tag}>#{t.name}</Link>
        </li>
      ))}
    </ul>
  );
}
