import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A short message in the flow of the page (e.g. a filter that was ignored). */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p role={tone === 'warning' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      {children}
    </p>
  );
}
