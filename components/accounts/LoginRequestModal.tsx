import Link from '@/components/ui/Link';
import { useCallback, useEffect, useId, useRef } from 'react';
import { MSG } from '../../lib/messages';
import { rememberLoginRedirect } from '../../lib/identity/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { countPendingActions, PENDING_KIND, removePendingAction, type PendingAction } from '../../store/pendingAction';
import { appActions } from '../../store/slices/app';
import styles from './LoginRequestModal.module.css';
import { useFocusTrap } from './useFocusTrap';

/** What registering gives her, in the words of what she was doing. */
function leadFor(pending: PendingAction | null): string {
  switch (pending?.kind) {
    case PENDING_KIND.ringFavorite: {
      const n = countPendingActions(PENDING_KIND.ringFavorite);
      return `会員登録またはログインすると、選んだ指輪やブランド${n > 1 ? `（${n}件）` : ''}がお気に入りに保存され、あとから見比べられます。登録までに選んだものもすべて残ります。`;
    }
    case PENDING_KIND.love:
      return '会員登録すると、気に入った記事やレポートにいいねして、あとから見返せます。';
    case PENDING_KIND.articleClip:
      return '会員登録すると、気になる記事をクリップして、あとから読み返せます。';
    case PENDING_KIND.brideReportClip:
      return '会員登録すると、気になる花嫁レポートをクリップして、あとから見返せます。';
    case PENDING_KIND.hallClip:
      return '会員登録すると、気になる式場をクリップして、あとから見比べられます。';
    default:
      return '会員登録すると、気になる式場や記事をクリップして、あとから見返せます。';
  }
}

/**
 * The global register prompt (§1, §6): shown from any page when an anonymous visitor
 * tries to save. Registering or logging in brings them back to the page they were on.
 */
export function LoginRequestModal() {
  const open = useAppSelector((s) => s.app.requestLogin);
  const pending = useAppSelector((s) => s.app.loginFor);
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Closing the prompt gives up the save that opened it; going to register or log in keeps it
  // (store/pendingAction). Ring picks stay: each shows picked and she may take it back herself.
  const close = useCallback(() => {
    if (pending && pending.kind !== PENDING_KIND.ringFavorite) removePendingAction(pending);
    dispatch(appActions.setRequestLogin(false));
  }, [dispatch, pending]);
  useFocusTrap(ref, open, close);
  // She turned out to be signed in (her session arrived, or she signed in elsewhere): the save is
  // made (components/accounts/PendingActionReplay), so the prompt goes and never hides it.
  useEffect(() => {
    if (open && signedIn) dispatch(appActions.setRequestLogin(false));
  }, [dispatch, open, signedIn]);
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
        <p className={styles.lead}>{leadFor(pending)}</p>
        <div className={styles.actions}>
          <Link href="/register" className={styles.primary} onClick={leave}>会員登録（無料）</Link>
          <Link href="/login" className={styles.secondary} onClick={leave}>ログイン</Link>
        </div>
        <button type="button" className={styles.close} onClick={close} aria-label="閉じる">×</button>
      </div>
    </div>
  );
}
