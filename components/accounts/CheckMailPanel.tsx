import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resendVerificationMail } from '../../store/slices/user';
import styles from './AccountForm.module.css';

/**
 * After registering: the same words whether her address was new or already a member's (the answer
 * tells nobody which), what to do next, and a way to have the mail sent again.
 */
export function CheckMailPanel({ email, message }: { email: string | null; message: string }) {
  const dispatch = useAppDispatch();
  const resend = useAppSelector((s) => s.user.mailSent);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.done}>
      <h2>確認メールを送信しました</h2>
      <p>{message}</p>
      <p>
        {email ? (
          <>
            送信先：<strong>{email}</strong>
            <br />
          </>
        ) : null}
        メールのリンクを開くと登録が完了し、ログインした状態になります。リンクの有効期限は24時間です。
      </p>
      {email ? (
        <>
          <p>メールが届かない場合は、迷惑メールのフォルダをご確認のうえ、もう一度お送りください。</p>
          <button type="button" className={styles.submit} disabled={resend.fetching} onClick={() => void dispatch(resendVerificationMail(email))}>
            {resend.fetching ? '送信中...' : '確認メールをもう一度送る'}
          </button>
        </>
      ) : (
        // After a form sent without the page's scripts (post/redirect/get): her address is in no URL.
        <p>メールが届かない場合は、迷惑メールのフォルダをご確認ください。届いていなければ、もう一度登録のお手続きをお願いします。</p>
      )}
      {resend.status === 'failed' ? <p role="alert" className={styles.serverError}>{resend.error}</p> : null}
    </div>
  );
}
