import { useEarlyTap } from '@/components/ui/useEarlyTap';
import styles from './ClipToggle.module.css';

export interface ClipToggleProps {
  pressed: boolean;
  onPress(): void;
  /** What the button does, read by screen readers with the item's name: 「テストガーデンをクリップ」. */
  subject?: string;
  labels: { off: string; on: string };
  icon: 'clip' | 'love';
  count?: number | null;
  notice?: string | null;
  onDismiss?(): void;
  compact?: boolean;
  busy?: boolean;
}

function Icon({ kind, filled }: { kind: 'clip' | 'love'; filled: boolean }) {
  const path = kind === 'clip'
    ? 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z'
    : 'M12 21s-7.5-4.6-9.3-9.2C1.5 8.6 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.6 4.3 6.8C19.5 16.4 12 21 12 21z';
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path d={path} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * 「〇〇をクリップする」, with what the button shows when that is something else (「クリップ済み」, a count):
 * the visible words must be part of the name (WCAG 2.5.3, so voice control finds the button).
 * Not in parentheses: axe (and speech tools) drop parentheticals when comparing.
 */
function accessibleName(subject: string, labels: { off: string; on: string }, pressed: boolean, count?: number | null): string {
  return `${subject}を${labels.off}${pressed ? `、${labels.on}` : ''}${count !== undefined && count !== null ? ` ${count}` : ''}`;
}

/** The look of every clip and love button: a toggle (aria-pressed) with an optional rollback notice. */
export function ClipToggle({ pressed, onPress, subject, labels, icon, count, notice, onDismiss, compact = false, busy = false }: ClipToggleProps) {
  const label = pressed ? labels.on : labels.off;
  // A tap before the page's scripts have arrived is kept and pressed once it hydrates (lib/earlyTaps.ts).
  const early = useEarlyTap<HTMLButtonElement>(onPress);
  return (
    <span className={`${styles.wrap} ${compact ? styles.compact : ''}`}>
      <button
        ref={early.ref}
        {...early.props}
        type="button"
        className={`${styles.button} ${pressed ? styles.on : ''}`}
        aria-pressed={pressed}
        aria-label={subject ? accessibleName(subject, labels, pressed, count) : undefined}
        aria-busy={busy || undefined}
        onClick={(e) => {
          // Buttons sit on cards that are links as a whole.
          e.preventDefault();
          e.stopPropagation();
          onPress();
        }}
      >
        <Icon kind={icon} filled={pressed} />
        <span className={styles.label}>{label}</span>
        {count !== undefined && count !== null ? <span className={styles.count}>{count}</span> : null}
      </button>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
          {onDismiss ? (
            <button type="button" className={styles.dismiss} onClick={onDismiss}>閉じる</button>
          ) : null}
        </p>
      ) : null}
    </span>
  );
}
