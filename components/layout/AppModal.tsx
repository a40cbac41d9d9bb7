import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { appActions } from '../../store/slices/app';
import styles from './AppModal.module.css';

/** The app-download modal: opens with a text (state.app.appModal), closes with the button, Esc or the backdrop. */
export function AppModal() {
  const dispatch = useAppDispatch();
  const { open, text } = useAppSelector((s) => s.app.appModal);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(appActions.closeAppModal());
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, dispatch]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={() => dispatch(appActions.closeAppModal())}>
      <div role="dialog" aria-modal="true" aria-labelledby="app-modal-title" className={styles.dialog} onClick={(e) => e.stopPropagation()}>
        <h2 id="app-modal-title" className={styles.title}>アプリのご案内</h2>
        <p className={styles.text}>{text}</p>
        <button ref={closeRef} type="button" className={styles.close} onClick={() => dispatch(appActions.closeAppModal())}>
          閉じる
        </button>
      </div>
    </div>
  );
}
