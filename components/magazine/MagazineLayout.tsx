import type { ReactNode } from 'react';
import styles from './MagazineLayout.module.css';

/** The magazine's two columns from PC width: the content, and a side column (ranking). */
export function MagazineLayout({ children, side }: { children: ReactNode; side?: ReactNode }) {
  return (
    <div className={styles.grid}>
      <div className={styles.main}>{children}</div>
      {side ? <aside className={styles.side} aria-label="サイドメニュー">{side}</aside> : null}
    </div>
  );
}
