import Link from '@/components/ui/Link';
import styles from './LinkList.module.css';

export interface PlaceLink {
  href: string;
  label: string;
  count?: number;
}

/** Links to neighbouring places or related conditions, with hall counts. */
export function LinkList({ links, label }: { links: PlaceLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={styles.link}>
            {l.label}
            {l.count !== undefined ? <span className={styles.count}>{l.count}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
