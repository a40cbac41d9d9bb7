import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { browserApi } from '@/api/client';
import type { Cf7FieldDef, Cf7FormDef } from '@/api/contract/cf7';
import { CONTACT_FILL_TOKEN, CONTACT_HONEYPOT, contactFeedback } from '@/api/contract/contact';
import styles from '../family/form.module.css';

const SEND_FAILED = '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';
const INPUT_TYPES: Partial<Record<Cf7FieldDef['type'], string>> = { text: 'text', email: 'email', tel: 'tel', url: 'url', number: 'number', date: 'date' };

/**
 * An imported Contact Form 7 form inside an article, as our own form: its fields, required marks
 * and choices; it posts to the Contact-Form-7-compatible endpoint and lands on /thankyou?fid={id}.
 */
export function Cf7Form({ form, fillToken }: { form: Cf7FormDef; fillToken: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const idOf = (name: string) => `cf7-${form.id}-${name}`;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSending(true);
    setAlert(null);
    // The form's values by name (ticked boxes only), as the browser would post them.
    const data = new Map<string, string[]>();
    for (const el of Array.from(e.currentTarget.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!el.name || ((el.type === 'checkbox' || el.type === 'radio') && !(el as HTMLInputElement).checked)) continue;
      data.set(el.name, [...(data.get(el.name) ?? []), el.value]);
    }
    const input: Record<string, unknown> = { id: form.id, [CONTACT_HONEYPOT]: data.get(CONTACT_HONEYPOT)?.[0] ?? '', [CONTACT_FILL_TOKEN]: fillToken };
    for (const f of form.fields) {
      const all = (data.get(f.name) ?? []).filter(Boolean);
      input[f.name] = f.type === 'checkbox' ? all : (all[0] ?? '');
    }
    try {
      const answer = await browserApi().call(contactFeedback, input as never);
      if (answer.status === 'mail_sent') {
        await router.push(`/thankyou?fid=${form.id}`);
        return;
      }
      setErrors(Object.fromEntries(answer.invalid_fields.map((f) => [f.field, f.message])));
      setAlert(answer.message);
    } catch {
      setAlert(SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  const described = (f: Cf7FieldDef) => (errors[f.name] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(f.name)}-error` } : {});
  const error = (f: Cf7FieldDef) => (errors[f.name] ? <p id={`${idOf(f.name)}-error`} className={styles.error}>{errors[f.name]}</p> : null);
  const mark = (f: Cf7FieldDef) => (f.required ? '（必須）' : '');

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={form.title} data-cf7-form={form.id}>
      {form.fields.map((f) => {
        if (f.type === 'radio' || f.type === 'checkbox') {
          return (
            <fieldset key={f.name} className={styles.group} {...described(f)}>
              <legend className={styles.legend}>{f.label}{mark(f)}</legend>
              <div className={styles.choices}>
                {f.choices.map((c) => (
                  <label key={c} className={styles.choice}><input type={f.type} name={f.name} value={c} />{c}</label>
                ))}
              </div>
              {error(f)}
            </fieldset>
          );
        }
        if (f.type === 'acceptance') {
          return (
            <div key={f.name} className={styles.group}>
              <label className={styles.choice}><input type="checkbox" name={f.name} value="1" {...described(f)} />{f.label}</label>
              {error(f)}
            </div>
          );
        }
        return (
          <div key={f.name} className={styles.group}>
            <label className={styles.label} htmlFor={idOf(f.name)}>{f.label}{mark(f)}</label>
            {f.type === 'textarea' ? (
              <textarea id={idOf(f.name)} name={f.name} className={styles.textarea} placeholder={f.placeholder || undefined} required={f.required} {...described(f)} />
            ) : f.type === 'select' ? (
              <select id={idOf(f.name)} name={f.name} className={styles.select} required={f.required} {...described(f)} defaultValue="">
                <option value="">選択してください</option>
                {f.choices.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            ) : (
              <input id={idOf(f.name)} name={f.name} type={INPUT_TYPES[f.type] ?? 'text'} className={styles.input} placeholder={f.placeholder || undefined} required={f.required} {...described(f)} />
            )}
            {error(f)}
          </div>
        );
      })}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={idOf('website')}>ウェブサイト</label>
        <input id={idOf('website')} name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      {alert ? <p role="alert" className={styles.alert}>{alert}</p> : null}
      <button type="submit" className={styles.submit} disabled={sending}>{sending ? '送信中...' : form.submit_label}</button>
    </form>
  );
}
