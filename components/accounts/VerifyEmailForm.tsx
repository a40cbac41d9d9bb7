import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { takeLoginRedirect } from '../../lib/identity/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { verifyUserEmail } from '../../store/slices/user';
import styles from './AccountForm.module.css';

/**
 * The mailed link's page: opening it changes nothing (a mail scanner may open it too); her tap
 * confirms the address, signs her in and brings her back to where she was.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const auth = useAppSelector((s) => s.user.auth);
  const confirm = async () => {
    const result = await dispatch(verifyUserEmail(token));
    if (verifyUserEmail.fulfilled.match(result)) await router.replace(takeLoginRedirect('/account'));
  };
  return (
    <div className={styles.form}>
      {auth.status === 'failed' ? (
        <div role="alert" className={styles.serverError}>
          <p>{auth.error}</p>
          <p>
            <Link href="/login">ログイン</Link>して、アカウントのページから確認メールをもう一度お送りください。
          </p>
        </div>
      ) : null}
      <button type="button" className={styles.submit} disabled={auth.fetching} onClick={() => void confirm()}>
        {auth.fetching ? '確認中...' : 'メールアドレスを確認して登録を完了する'}
      </button>
    </div>
  );
}
