import Link from '@/components/ui/Link';
import { useEffect, useId, useRef } from 'react';
import type { RegisterInput, RegisterOptions, SeasonOption } from '../../api/contract/accounts';
import { ACCOUNT_MSG } from '../../api/contract/accountVocabulary';
import { FormField } from './FormField';
import styles from './AccountForm.module.css';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { postedIssue, postedText, withPosted, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';

/** The same rules as the server (api/contract/accounts), checked before sending. */
const resolver = jaResolver(() => import('./accountSchemas').then((m) => m.registerSchema));

export interface RegisterFormProps {
  options: RegisterOptions;
  seasons: SeasonOption[];
  onSubmit(values: RegisterInput): Promise<void> | void;
  /** The server's answer when it refused (e.g. the email cannot be registered). */
  serverError?: string | null;
  busy?: boolean;
  /** A friend's referral code (from /referral?code=…), filled in. */
  referralCode?: string;
  /** The hidden token and a post the server refused (sent before the page's scripts arrived). */
  form?: FormPost;
}

/** What she can do about the server's refusal, said beside it. */
function NextStep({ message }: { message: string }) {
  if (message !== ACCOUNT_MSG.emailUnavailable) return <p>入力内容をご確認のうえ、もう一度お試しください。</p>;
  return (
    <p>
      すでに会員の方は<Link href="/login">ログイン</Link>してください。パスワードがわからない場合は
      <Link href="/password/reset">パスワードの再設定</Link>ができます。別のメールアドレスで登録することもできます。
    </p>
  );
}

export function RegisterForm({ options, seasons, onSubmit, serverError: apiError, busy, referralCode, form }: RegisterFormProps) {
  const errorId = useId();
  const posted = form?.posted;
  const serverError = apiError ?? posted?.message ?? null;
  const summary = useRef<HTMLDivElement>(null);
  // She is at the button when the answer comes: take her to the message and what to do.
  useEffect(() => {
    if (serverError) summary.current?.focus();
  }, [serverError]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    engine,
    preload,
  } = useLazyForm({ resolver, mode: 'onTouched', defaultValues: withPosted({ email: '', password: '', nickname: '', wedding_prefecture_slug: '', wedding_season: '', agree: false as unknown as true, ...(referralCode !== undefined ? { referral_code: referralCode } : {}) }, posted) });
  const disabled = busy || isSubmitting;
  const message = (e: { message?: string } | undefined, name?: string) => e?.message ?? (name ? postedIssue(posted, name) : undefined);
  const kept = (name: string) => ({ defaultValue: postedText(posted, name) });

  return (
    <form method="post" action="/register" className={styles.form} noValidate onFocus={preload} onSubmit={handleSubmit(({ agree: _agree, referral_code, ...v }) => onSubmit((referral_code ? { ...v, referral_code } : v) as RegisterInput))} aria-describedby={serverError ? errorId : undefined}>
      {engine}
      <CsrfField token={form?.csrf} />
      {serverError ? (
        <div id={errorId} ref={summary} tabIndex={-1} role="alert" aria-labelledby={`${errorId}-title`} className={styles.serverError}>
          <p id={`${errorId}-title`} className={styles.summaryTitle}>{serverError}</p>
          <NextStep message={serverError} />
        </div>
      ) : null}
      <FormField label="メールアドレス" required error={message(errors.email, 'email')}>
        {(p) => <input {...p} {...register('email')} {...kept('email')} type="email" autoComplete="email" inputMode="email" className={styles.input} />}
      </FormField>
      <FormField label="パスワード" required error={message(errors.password, 'password')} hint="半角英字と数字を含む8文字以上">
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" className={styles.input} />}
      </FormField>
      <FormField label="ニックネーム" required error={message(errors.nickname, 'nickname')} hint="20文字以内。サイト上で表示されます">
        {(p) => <input {...p} {...register('nickname')} {...kept('nickname')} type="text" autoComplete="nickname" className={styles.input} />}
      </FormField>
      <FormField label="挙式予定エリア" required error={message(errors.wedding_prefecture_slug, 'wedding_prefecture_slug')}>
        {(p) => (
          <select {...p} {...register('wedding_prefecture_slug')} {...kept('wedding_prefecture_slug')} className={styles.input}>
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
      <FormField label="挙式予定時期" required error={message(errors.wedding_season, 'wedding_season')}>
        {(p) => (
          <select {...p} {...register('wedding_season')} {...kept('wedding_season')} className={styles.input}>
            <option value="">選択してください</option>
            {seasons.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        )}
      </FormField>
      {referralCode !== undefined ? (
        <FormField label="紹介コード" error={message(errors.referral_code, 'referral_code')} hint="お友だちから届いた紹介コード">
          {(p) => <input {...p} {...register('referral_code')} defaultValue={postedText(posted, 'referral_code') ?? referralCode} type="text" autoComplete="off" autoCapitalize="characters" className={styles.input} />}
        </FormField>
      ) : null}
      <div className={styles.field}>
        <label className={styles.consent}>
          <input type="checkbox" {...register('agree')} defaultChecked={postedText(posted, 'agree') !== undefined} aria-invalid={Boolean(message(errors.agree, 'agree'))} aria-describedby={message(errors.agree, 'agree') ? `${errorId}-agree` : undefined} />
          <span>
            <Link href="/terms" target="_blank">利用規約</Link>・<Link href="/membership-terms" target="_blank">会員規約</Link>と
            <Link href="/privacy" target="_blank">プライバシーポリシー</Link>に同意する<span className={styles.required}>必須</span>
          </span>
        </label>
        {message(errors.agree, 'agree') ? <p id={`${errorId}-agree`} className={styles.error}>{message(errors.agree, 'agree')}</p> : null}
      </div>
      <button type="submit" className={styles.submit} disabled={disabled}>
        {disabled ? '登録中...' : '会員登録（無料）'}
      </button>
    </form>
  );
}
