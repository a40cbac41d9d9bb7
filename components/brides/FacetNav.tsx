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
  /** One choice, or several when `multiple` (each option's link then adds or removes it: hrefFor decides). */
  selected: string | readonly string[] | null;
  multiple?: boolean;
}

/**
 * Filters as links with their counts (each count is what the list would hold after choosing it);
 * a chosen filter is marked and can be cleared; choices that would find nothing are not links.
 * In a group of several choices, a chosen option stays a link that takes it out again.
 */
export function FacetNav({ groups, hrefFor, label }: { groups: FacetGroup[]; hrefFor: (param: string, value: string | null) => string; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((g) => (
        <div key={g.param} className={styles.group}>
          <h2 className={styles.title} id={`facet-${g.param}`}>{g.title}</h2>
          <ul className={styles.options} aria-labelledby={`facet-${g.param}`}>
            {(Array.isArray(g.selected) ? g.selected.length : g.selected) ? (
              <li><Link href={hrefFor(g.param, null)} className={styles.clear}>すべて</Link></li>
            ) : null}
            {g.options.map((o) => {
              const on = Array.isArray(g.selected) ? g.selected.includes(o.key) : g.selected === o.key;
              const text = (
                <>
                  {o.label}
                  <span className={styles.count}>{formatNumber(o.count)}</span>
                </>
              );
              return (
                <li key={o.key}>
                  {on && g.multiple ? (
                    <Link href={hrefFor(g.param, o.key)} className={`${styles.option} ${styles.on}`} aria-current="true">
                      <span aria-hidden="true">✓</span>{text}<span className="visually-hidden">（選択中・もう一度で外す）</span>
                    </Link>
                  ) : on ? (
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
