import Link from '@/components/ui/Link';
import { useId } from 'react';
import type { LoginInput } from '../../api/contract/accounts';
import { FormField } from './FormField';
import styles from './AccountForm.module.css';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { postedIssue, postedText, withPosted, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';

const resolver = jaResolver(() => import('./accountSchemas').then((m) => m.loginSchema));

/** Posts to /login (server/forms) when she sends it before the page's scripts have arrived: never a GET with her password in the URL. */
export function LoginForm({ onSubmit, serverError, busy, form }: { onSubmit(values: LoginInput): Promise<void> | void; serverError?: string | null; busy?: boolean; form?: FormPost }) {
  const errorId = useId();
  const posted = form?.posted;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    engine,
    preload,
  } = useLazyForm({ resolver, mode: 'onTouched', defaultValues: withPosted({ email: '', password: '' }, posted) });
  const shownError = serverError ?? posted?.message ?? null;
  const disabled = busy || isSubmitting;
  return (
    <form method="post" action="/login" className={styles.form} noValidate onFocus={preload} onSubmit={handleSubmit((v) => onSubmit(v as LoginInput))} aria-describedby={shownError ? errorId : undefined}>
      {engine}
      <CsrfField token={form?.csrf} />
      {shownError ? <p id={errorId} role="alert" className={styles.serverError}>{shownError}</p> : null}
      <FormField label="メールアドレス" required error={errors.email?.message ?? postedIssue(posted, 'email')}>
        {(p) => <input {...p} {...register('email')} defaultValue={postedText(posted, 'email')} type="email" autoComplete="username" inputMode="email" className={styles.input} />}
      </FormField>
      <FormField label="パスワード" required error={errors.password?.message ?? postedIssue(posted, 'password')}>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" className={styles.input} />}
      </FormField>
      <p className={styles.forgot}>
        <Link href="/password/reset">パスワードを忘れた方</Link>
      </p>
      <button type="submit" className={styles.submit} disabled={disabled}>{disabled ? 'ログイン中...' : 'ログイン'}</button>
    </form>
  );
}
