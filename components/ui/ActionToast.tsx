import { useEffect, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks';
import styles from './ActionToast.module.css';

export const TOAST_MS = 2500;

/**
 * Confirms an action (§9): a snackbar at the bottom on small screens, a tooltip above the
 * control otherwise, 200 × 30. Wrap the control; show a message by changing `message`
 * (with a new `nonce` to repeat the same message).
 */
export function ActionToast({ message, nonce = 0, children }: { message: string | null; nonce?: number; children: ReactNode }) {
  const isSmall = useAppSelector((s) => s.app.isSmall);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    setShown(message);
    const t = setTimeout(() => setShown(null), TOAST_MS);
    return () => clearTimeout(t);
  }, [message, nonce]);
  return (
    <span className={styles.anchor}>
      {children}
      <span role="status" aria-live="polite" className={shown ? `${styles.toast} ${isSmall ? styles.snackbar : styles.tooltip}` : undefined}>
        {shown}
      </span>
    </span>
  );
}

/** State for an ActionToast: `say(message)` shows it again even when the text repeats. */
export function useToast(): { message: string | null; nonce: number; say(message: string): void } {
  const [state, setState] = useState<{ message: string | null; nonce: number }>({ message: null, nonce: 0 });
  return { ...state, say: (message) => setState((s) => ({ message, nonce: s.nonce + 1 })) };
}
