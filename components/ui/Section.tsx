import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled block of a page, with an optional "see more" link. */
export function Section({ id, title, more, children, lead }: { id?: string; title: string; more?: { href: string; label: string }; lead?: ReactNode; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>{title}</h2>
        {more ? <Link href={more.href} className={styles.more}>{more.label} ›</Link> : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
