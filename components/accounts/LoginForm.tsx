import Link from '@/components/ui/Link';
import { useId } from 'react';
import type { LoginInput } from '../../api/contract/accounts';
import { FormField } from './FormField';
import styles from './AccountForm.module.css';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';

const resolver = jaResolver(() => import('./accountSchemas').then((m) => m.loginSchema));

export function LoginForm({ onSubmit, serverError, busy }: { onSubmit(values: LoginInput): Promise<void> | void; serverError?: string | null; busy?: boolean }) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    engine,
    preload,
  } = useLazyForm({ resolver, mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const disabled = busy || isSubmitting;
  return (
    <form className={styles.form} noValidate onFocus={preload} onSubmit={handleSubmit((v) => onSubmit(v as LoginInput))} aria-describedby={serverError ? errorId : undefined}>
      {engine}
      {serverError ? <p id={errorId} role="alert" className={styles.serverError}>{serverError}</p> : null}
      <FormField label="メールアドレス" required error={errors.email?.message}>
        {(p) => <input {...p} {...register('email')} type="email" autoComplete="username" inputMode="email" className={styles.input} />}
      </FormField>
      <FormField label="パスワード" required error={errors.password?.message}>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" className={styles.input} />}
      </FormField>
      <p className={styles.forgot}>
        <Link href="/password/reset">パスワードを忘れた方</Link>
      </p>
      <button type="submit" className={styles.submit} disabled={disabled}>{disabled ? 'ログイン中...' : 'ログイン'}</button>
    </form>
  );
}
