import Link from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { FormField } from './FormField';
import { postedIssue, postedText, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';
import styles from './AccountForm.module.css';

// The schemas and endpoints (zod) load with the form's first focus or the first validation/submit.
const requestResolver = jaResolver(() => import('./accountSchemas').then((m) => m.passwordResetRequestSchema));
const resetResolver = jaResolver(() => import('./accountSchemas').then((m) => m.passwordResetSchema));
const passwordResetContract = () => import('../../api/contract/passwordReset');

/** The answer of the server, focused so she hears it where she is. */
function Answer({ text, kind }: ServerAnswer) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <div ref={ref} tabIndex={-1} role={kind === 'error' ? 'alert' : 'status'} className={kind === 'error' ? styles.serverError : styles.done}>
      <p>{text}</p>
    </div>
  );
}

type ServerAnswer = { text: string; kind: 'done' | 'error' };

/** Sends the form and keeps the server's message (or its refusal) to show. */
function useServerAnswer<V>(send: (values: V) => Promise<{ message: string }>): [ServerAnswer | null, (values: V) => Promise<void>] {
  const [answer, setAnswer] = useState<ServerAnswer | null>(null);
  const submit = async (values: V) => {
    try {
      setAnswer({ text: (await send(values)).message, kind: 'done' });
    } catch (e) {
      setAnswer({ text: errorMessage(e), kind: 'error' });
    }
  };
  return [answer, submit];
}

/** The server's answer to a form posted without the page's scripts: done after its 303 (`sent`), or the refusal. */
function postedAnswer(form: FormPost | undefined, sent: string | null | undefined): ServerAnswer | null {
  if (sent) return { text: sent, kind: 'done' };
  return form?.posted?.message ? { text: form.posted.message, kind: 'error' } : null;
}

/** Step 1: her address; the mail with the link goes through the outbox. */
export function PasswordResetRequestForm({ form, sent }: { form?: FormPost; sent?: string | null }) {
  const [apiAnswer, submit] = useServerAnswer(async (v: { email: string }) => browserApi().call((await passwordResetContract()).requestPasswordReset, v));
  const answer = apiAnswer ?? postedAnswer(form, sent);
  const posted = form?.posted;
  const { register, handleSubmit, formState: { errors, isSubmitting }, engine, preload } = useLazyForm({ resolver: requestResolver, defaultValues: { email: postedText(posted, 'email') ?? '' } });
  if (answer?.kind === 'done') return <Answer {...answer} />;
  return (
    <form
      method="post"
      action="/password/reset"
      className={styles.form}
      noValidate
      onFocus={preload}
      onSubmit={handleSubmit(submit)}
    >
      {engine}
      <CsrfField token={form?.csrf} />
      {answer ? <Answer {...answer} /> : null}
      <FormField label="メールアドレス" required error={errors.email?.message ?? postedIssue(posted, 'email')} hint="登録したメールアドレスに、再設定用のリンクをお送りします">
        {(p) => <input {...p} {...register('email')} defaultValue={postedText(posted, 'email')} type="email" autoComplete="email" inputMode="email" className={styles.input} />}
      </FormField>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>{isSubmitting ? '送信中...' : '再設定メールを送る'}</button>
    </form>
  );
}

/** Step 2: from the mailed link, the new password. */
export function PasswordResetForm({ token, form }: { token: string; form?: FormPost }) {
  const [apiAnswer, submit] = useServerAnswer(async (v: { password: string }) => browserApi().call((await passwordResetContract()).confirmPasswordReset, { token, password: v.password }));
  const answer = apiAnswer ?? postedAnswer(form, null);
  const { register, handleSubmit, formState: { errors, isSubmitting }, engine, preload } = useLazyForm({ resolver: resetResolver, defaultValues: { password: '' } });
  if (answer?.kind === 'done') {
    return (
      <>
        <Answer {...answer} />
        <p className={styles.switch}><Link href="/login">ログインへ</Link></p>
      </>
    );
  }
  return (
    <form
      method="post"
      action={`/password/reset/${token}`}
      className={styles.form}
      noValidate
      onFocus={preload}
      onSubmit={handleSubmit(submit)}
    >
      {engine}
      <CsrfField token={form?.csrf} />
      {answer ? <Answer {...answer} /> : null}
      <FormField label="新しいパスワード" required error={errors.password?.message ?? postedIssue(form?.posted, 'password')} hint="半角英字と数字を含む8文字以上">
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" className={styles.input} />}
      </FormField>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>{isSubmitting ? '設定中...' : 'パスワードを再設定する'}</button>
    </form>
  );
}
