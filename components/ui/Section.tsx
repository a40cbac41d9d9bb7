import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

/**
 * A titled block of a page, with an optional "see more" link. `belowFold` lets the browser skip
 * its style, layout and paint while it is off screen (content-visibility), for long pages' lower parts.
 */
export function Section({ id, title, more, children, lead, belowFold = false }: { id?: string; title: string; more?: { href: string; label: string }; lead?: ReactNode; children: ReactNode; belowFold?: boolean }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={belowFold ? `${styles.section} ${styles.belowFold}` : styles.section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>{title}</h2>
        {more ? <Link href={more.href} className={styles.more}>{more.label} ›</Link> : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
