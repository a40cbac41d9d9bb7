import Link from '@/components/ui/Link';
import styles from './FacetNav.module.css';
import { formatNumber } from '@/lib/format';

export interface FacetOption {
  key: string;
  label: string;
  count: number;
}

export interface FacetGroup {
  title: string;
  param: string;
  options: FacetOption[];
  selected: string | null;
}

/**
 * Filters as links with their counts (each count is what the list would hold after choosing it);
 * a chosen filter is marked and can be cleared; choices that would find nothing are not links.
 */
export function FacetNav({ groups, hrefFor, label }: { groups: FacetGroup[]; hrefFor: (param: string, value: string | null) => string; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((g) => (
        <div key={g.param} className={styles.group}>
          <h2 className={styles.title} id={`facet-${g.param}`}>{g.title}</h2>
          <ul className={styles.options} aria-labelledby={`facet-${g.param}`}>
            {g.selected ? (
              <li><Link href={hrefFor(g.param, null)} className={styles.clear}>すべて</Link></li>
            ) : null}
            {g.options.map((o) => {
              const on = g.selected === o.key;
              const text = (
                <>
                  {o.label}
                  <span className={styles.count}>{formatNumber(o.count)}</span>
                </>
              );
              return (
                <li key={o.key}>
                  {on ? (
                    <span className={`${styles.option} ${styles.on}`} aria-current="true">{text}</span>
                  ) : o.count > 0 ? (
                    <Link href={hrefFor(g.param, o.key)} className={styles.option}>{text}</Link>
                  ) : (
                    <span className={`${styles.option} ${styles.none}`}>{text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
