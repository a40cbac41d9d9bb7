import Link from '@/components/ui/Link';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  /** Path of the crumb; the last crumb (the current page) may omit it. */
  href?: string;
}

/** The trail shown on the page; its JSON-LD twin is breadcrumbJsonLd. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="パンくずリスト" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.name}-${i}`} className={styles.item}>
              {c.href && !last ? <Link href={c.href}>{c.name}</Link> : <span aria-current={last ? 'page' : undefined}>{c.name}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** JSON-LD BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(items: Crumb[], base: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.href ? { item: /^https?:/.test(c.href) ? c.href : `${base}${c.href}` } : {}),
    })),
  };
}
