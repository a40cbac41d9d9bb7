import { useEffect, useState } from 'react';
import { checkSpecial, sendSpecial } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import form from './form.module.css';
import styles from './page.module.css';
import { LoginToContinue } from './LoginToContinue';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import type { SpecialFormValues } from './specialFormSchema';

interface LineCredentials {
  line_user_id: string;
  line_access_token: string;
}

/** LINE opens /special/#line_user_id=…&line_access_token=…: the token stays out of server logs. */
function credentialsFromHash(): LineCredentials | null {
  const p = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const id = p.get('line_user_id');
  const token = p.get('line_access_token');
  return id && token ? { line_user_id: id, line_access_token: token } : null;
}

const FIELDS = [
  { key: 'name', label: 'お名前', autoComplete: 'name', type: 'text' },
  { key: 'postal_code', label: '郵便番号（半角数字7桁）', autoComplete: 'postal-code', type: 'text' },
  { key: 'address', label: 'お届け先の住所', autoComplete: 'street-address', type: 'text' },
  { key: 'wedding_date', label: '挙式予定日', autoComplete: 'off', type: 'date' },
] as const;

// The rules (the endpoint's own, api/contract/special) load with her first focus in the form.
const resolver = jaResolver(() => import('./specialFormSchema').then((m) => m.specialFormSchema));

/** Verify the LINE visitor, then let the signed-in member apply once. */
export function SpecialCampaign({ signedIn }: { signedIn: boolean }) {
  const dispatch = useAppDispatch();
  const fetching = useAppSelector((s) => s.family.special.fetching);
  const [creds, setCreds] = useState<LineCredentials | null>(null);
  const checked = useAppSelector((s) => s.family.specialStatus);
  const status = checked.data;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    engine,
    preload,
  } = useLazyForm<SpecialFormValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { name: '', postal_code: '', address: '', wedding_date: '' } });
  const sending = fetching || isSubmitting;
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    const c = credentialsFromHash();
    setCreds(c);
    if (c) void dispatch(checkSpecial(c));
  }, [dispatch]);

  if (!creds) return <p className={styles.card}>このページはmusubi公式LINEアカウントのメニューから開いてください。</p>;
  if (checked.status === 'failed') return <p className={styles.card} role="alert">LINEの認証を確認できませんでした。通信環境をご確認のうえ、もう一度開いてください。</p>;
  if (!status) return <p className={styles.muted} role="status">LINEの認証を確認しています…</p>;
  if (!status.verified) return <p className={styles.card} role="alert">LINEの認証を確認できませんでした。LINEのメニューからもう一度開いてください。</p>;
  if (!signedIn) return <LoginToContinue what="プレゼントに申し込む" />;
  if (status.applied || answer?.ok) return <p className={styles.card} role="status">{answer?.text ?? 'お申し込みを受け付けています。プレゼントの発送までしばらくお待ちください。'}</p>;

  async function send(values: SpecialFormValues) {
    const r = await dispatch(sendSpecial({ ...creds!, ...values }));
    if (sendSpecial.fulfilled.match(r)) setAnswer({ ok: r.payload.result, text: r.payload.message });
    else setAnswer({ ok: false, text: r.payload && /[ぁ-んァ-ン一-龥]/.test(r.payload) ? r.payload : '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。' });
  }

  return (
    <form className={form.form} onFocus={preload} onSubmit={handleSubmit(send)} noValidate aria-label="プレゼントの申し込み">
      {engine}
      <p className={styles.muted}>お申し込みと同時に、このLINEアカウントとmusubiの会員アカウントを連携します。</p>
      {FIELDS.map((f) => {
        const message = errors[f.key]?.message;
        return (
          <div key={f.key}>
            <label className={form.label} htmlFor={`special-${f.key}`}>{f.label}</label>
            <input id={`special-${f.key}`} className={form.input} type={f.type} autoComplete={f.autoComplete} {...register(f.key)} aria-invalid={message ? true : undefined} aria-describedby={message ? `special-${f.key}-error` : undefined} />
            {message ? <p id={`special-${f.key}-error`} className={form.error}>{message}</p> : null}
          </div>
        );
      })}
      {answer && !answer.ok ? <p role="alert" className={form.alert}>{answer.text}</p> : null}
      <button type="submit" className={form.submit} disabled={sending}>{sending ? '送信中...' : '連携して申し込む'}</button>
    </form>
  );
}
