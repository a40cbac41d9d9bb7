import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resendVerificationMail } from '../../store/slices/user';
import styles from './AccountForm.module.css';

/**
 * On the pages that need a confirmed address (reviews, gift applications, reservations' mail): says
 * so in her words, and sends the confirmation mail again. Nothing for anyone else.
 */
export function VerifyEmailNotice({ what }: { what: string }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.user.me.data);
  const resend = useAppSelector((s) => s.user.mailSent);
  if (!me || me.email_verified) return null;
  return (
    <section role="note" aria-label="メールアドレスの確認" className={styles.serverError}>
      <p>
        {what}には、メールアドレスの確認が必要です。登録時にお送りした確認メールのリンクを開いてください（送信先：{me.email}）。
      </p>
      {resend.status === 'done' ? (
        <p role="status">{resend.data}</p>
      ) : (
        <button type="button" className={styles.submit} disabled={resend.fetching} onClick={() => void dispatch(resendVerificationMail(undefined))}>
          {resend.fetching ? '送信中...' : '確認メールをもう一度送る'}
        </button>
      )}
      {resend.status === 'failed' ? <p role="alert">{resend.error}</p> : null}
    </section>
  );
}
