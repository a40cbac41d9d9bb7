import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/accounts/FormField';
import { normaliseReferralCode } from '@/lib/rewards/referralCode';
import fieldStyles from '@/components/accounts/AccountForm.module.css';
import styles from './Rewards.module.css';

/**
 * Where a friend types the code she was given. A plain GET form to /referral, so it works before
 * (and without) the page's scripts; with them, the same address opens through the client router.
 */
export function ReferralCodeForm({ value, error }: { value: string; error: string | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = normaliseReferralCode((e.currentTarget.elements.namedItem('code') as HTMLInputElement | null)?.value);
    setBusy(true);
    void router.push({ pathname: '/referral', query: { code } }).finally(() => setBusy(false));
  };
  return (
    <form method="get" action="/referral" onSubmit={onSubmit} className={styles.section} aria-labelledby="referral-code-title" noValidate>
      <h2 id="referral-code-title">紹介コードを入力</h2>
      <FormField label="紹介コード" required hint="半角英数字6〜12文字（例：AB12CD34）。大文字・小文字はどちらでもかまいません。" error={error ?? undefined}>
        {(p) => <input {...p} key={value} name="code" defaultValue={value} autoComplete="off" autoCapitalize="characters" spellCheck={false} inputMode="text" maxLength={64} className={fieldStyles.input} />}
      </FormField>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>コードを確認する</button>
      </div>
    </form>
  );
}
