import Link from '@/components/ui/Link';
import { useCallback, useId, useRef } from 'react';
import { MSG } from '../../lib/messages';
import { rememberLoginRedirect } from '../../lib/identity/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearPendingAction } from '../../store/pendingAction';
import { appActions } from '../../store/slices/app';
import styles from './LoginRequestModal.module.css';
import { useFocusTrap } from './useFocusTrap';

/**
 * The global register prompt (§1, §6): shown from any page when an anonymous visitor
 * tries to save. Registering or logging in brings them back to the page they were on.
 */
export function LoginRequestModal() {
  const open = useAppSelector((s) => s.app.requestLogin);
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Closing the prompt gives the save up; going to register or log in keeps it (store/pendingAction).
  const close = useCallback(() => {
    clearPendingAction();
    dispatch(appActions.setRequestLogin(false));
  }, [dispatch]);
  useFocusTrap(ref, open, close);
  if (!open) return null;

  // The prompt shows over the page the visitor was on: that is where they come back to.
  const leave = () => {
    rememberLoginRedirect();
    dispatch(appActions.setRequestLogin(false));
  };

  return (
    <div className={styles.backdrop} onClick={close}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>{MSG.registerToSave}</h2>
        <p className={styles.lead}>会員登録すると、気になる式場や記事をクリップして、あとから見返せます。</p>
        <div className={styles.actions}>
          <Link href="/register" className={styles.primary} onClick={leave}>会員登録（無料）</Link>
          <Link href="/login" className={styles.secondary} onClick={leave}>ログイン</Link>
        </div>
        <button type="button" className={styles.close} onClick={close} aria-label="閉じる">×</button>
      </div>
    </div>
  );
}
