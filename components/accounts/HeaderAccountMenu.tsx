import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { rememberLoginRedirect } from '../../lib/identity/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchMe, logoutUser } from '../../store/slices/user';
import styles from './HeaderAccountMenu.module.css';

/** The header's account corner: ログイン / 会員登録, or her nickname (a link to マイページ) and ログアウト. */
export function HeaderAccountMenu() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const me = useAppSelector((s) => s.user.me);
  const busy = useAppSelector((s) => s.user.auth.fetching);
  const isInApp = useAppSelector((s) => s.app.isInApp);

  useEffect(() => {
    if (me.status === 'idle') void dispatch(fetchMe());
  }, [dispatch, me.status]);

  const onLogout = async () => {
    const result = await dispatch(logoutUser());
    if (logoutUser.fulfilled.match(result)) await router.push('/');
  };

  if (me.data) {
    return (
      <nav aria-label="アカウント" className={styles.menu}>
        {/* Her name leads to her page; on a phone the name alone (with a person icon, drawn by the CSS) says it, so the header keeps one row. */}
        <Link href="/account" className={styles.mine}>
          <span className={styles.name}>{me.data.nickname}さん</span>{' '}
          <span className={styles.label}>マイページ</span>
        </Link>
        <button type="button" className={styles.button} onClick={onLogout} disabled={busy}>ログアウト</button>
      </nav>
    );
  }
  // Inside the app, signing in is the app's own screen (a save asks it through the bridge).
  if (isInApp) return null;
  return (
    <nav aria-label="アカウント" className={styles.menu} aria-busy={me.status === 'started'}>
      <Link href="/login" className={styles.link} onClick={() => rememberLoginRedirect()}>ログイン</Link>
      <Link href="/register" className={styles.primary} onClick={() => rememberLoginRedirect()}>会員登録</Link>
    </nav>
  );
}
