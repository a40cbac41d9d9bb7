import Link from '@/components/ui/Link';
import { rememberLoginRedirect } from '../../lib/identity/loginRedirect';
import styles from './page.module.css';

/** "Log in to …": remembers this page (with its hash) so login brings the visitor back. */
export function LoginToContinue({ what }: { what: string }) {
  return (
    <p className={styles.card}>
      {what}には<Link href="/login" onClick={() => rememberLoginRedirect()}>ログイン</Link>してください。会員でない方は<Link href="/register" onClick={() => rememberLoginRedirect()}>会員登録（無料）</Link>へ。
    </p>
  );
}
