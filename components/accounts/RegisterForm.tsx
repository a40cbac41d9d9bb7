import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  emailField,
  nicknameField,
  passwordField,
  prefectureField,
  seasonField,
  type RegisterInput,
  type RegisterOptions,
  type SeasonOption,
} from '../../api/contract/accounts';
import { FormField } from './FormField';
import styles from './AccountForm.module.css';

/** The same rules as the server (api/contract/accounts), checked before sending. */
const schema = z.object({
  email: emailField,
  password: passwordField,
  nickname: nicknameField,
  wedding_prefecture_slug: prefectureField,
  wedding_season: seasonField,
});

export interface RegisterFormProps {
  options: RegisterOptions;
  seasons: SeasonOption[];
  onSubmit(values: RegisterInput): Promise<void> | void;
  /** The server's answer when it refused (e.g. the email cannot be registered). */
  serverError?: string | null;
  busy?: boolean;
}

export function RegisterForm({ options, seasons, onSubmit, serverError, busy }: RegisterFormProps) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', password: '', nickname: '', wedding_prefecture_slug: '', wedding_season: '' } });
  const disabled = busy || isSubmitting;
  const message = (e: { message?: string } | undefined) => e?.message;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((v) => onSubmit(v as RegisterInput))} aria-describedby={serverError ? errorId : undefined}>
      {serverError ? (
        <p id={errorId} role="alert" className={styles.serverError}>{serverError}</p>
      ) : null}
      <FormField label="メールアドレス" required error={message(errors.email)}>
        {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" inputMode="email" className={styles.input} />}
      </FormField>
      <FormField label="パスワード" required error={message(errors.password)} hint="半角英字と数字を含む8文字以上">
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" className={styles.input} />}
      </FormField>
      <FormField label="ニックネーム" required error={message(errors.nickname)} hint="20文字以内。サイト上で表示されます">
        {(p) => <input {...p} {...register('nickname')} type="text" autoComplete="nickname" className={styles.input} />}
      </FormField>
      <FormField label="挙式予定エリア" required error={message(errors.wedding_prefecture_slug)}>
        {(p) => (
          <select {...p} {...register('wedding_prefecture_slug')} className={styles.input}>
            <option value="">選択してください</option>
            {options.regions.map((r) => (
              <optgroup key={r.slug} label={r.name}>
                {r.prefectures.map((pref) => (
                  <option key={pref.slug} value={pref.slug}>{pref.name}</option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="挙式予定時期" required error={message(errors.wedding_season)}>
        {(p) => (
          <select {...p} {...register('wedding_season')} className={styles.input}>
            <option value="">選択してください</option>
            {seasons.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className={styles.submit} disabled={disabled}>
        {disabled ? '登録中...' : '会員登録（無料）'}
      </button>
    </form>
  );
}
