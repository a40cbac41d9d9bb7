import Link from '@/components/ui/Link';
import styles from './Logo.module.css';

/**
 * Two linked rings and the wordmark; links home. `compact`: beside a member's account menu on a
 * phone, the logo gives up its kana reading, and at the narrowest widths its rings too, so the
 * header stays one row.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link href="/" className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="9.5" fill="none" stroke="var(--color-accent)" strokeWidth="3" />
        <circle cx="26" cy="14" r="9.5" fill="none" stroke="var(--color-primary)" strokeWidth="3" />
      </svg>
      <span className={styles.word}>musubi</span>
      <span className={styles.ja}>ムスビ</span>
      <span className="visually-hidden">（ホーム）</span>
    </Link>
  );
}
