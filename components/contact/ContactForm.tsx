import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { CONTACT_FIELDS, CONTACT_FILL_TOKEN, CONTACT_FORM_ID, CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_SUBJECTS, validateContact, type ContactValues, type InvalidField } from '../../api/contract/contactForm';
import { sendContact } from '../../store/slices/contact';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import styles from '../family/form.module.css';

type Key = keyof typeof CONTACT_FIELDS;
const empty: ContactValues = { name: '', email: '', subject: '', message: '', consent: false };

/**
 * The contact form (§4): 送信する → 送信中... (disabled) while sending; an invalid answer
 * enables it again with each field's message; mail_sent goes to /thankyou?fid={id}.
 */
export function ContactForm({ fillToken }: { fillToken: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const sending = useAppSelector((s) => s.contact.feedback.fetching);
  const [values, setValues] = useState<ContactValues>(empty);
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState<InvalidField[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const messageOf = (k: Key) => invalid.find((f) => f.field === CONTACT_FIELDS[k])?.message;
  const set = <K extends keyof ContactValues>(k: K, v: ContactValues[K]) => setValues((x) => ({ ...x, [k]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const local = validateContact(values);
    if (local.length) {
      setInvalid(local);
      setAlert('入力内容に問題があります。確認して、もう一度お試しください。');
      return;
    }
    const result = await dispatch(
      sendContact({
        id: CONTACT_FORM_ID,
        [CONTACT_FIELDS.name]: values.name,
        [CONTACT_FIELDS.email]: values.email,
        [CONTACT_FIELDS.subject]: values.subject,
        [CONTACT_FIELDS.message]: values.message,
        [CONTACT_FIELDS.consent]: values.consent ? '1' : '',
        [CONTACT_HONEYPOT]: website,
        [CONTACT_FILL_TOKEN]: fillToken,
      }),
    );
    if (!sendContact.fulfilled.match(result)) {
      // The stored error may be the spec's English "Failed to fetch"; people read Japanese.
      setAlert(result.payload && /[ぁ-んァ-ン一-龥]/.test(result.payload) ? result.payload : '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
      return;
    }
    const answer = result.payload;
    if (answer.status === 'mail_sent') {
      await router.push(`/thankyou?fid=${answer.contact_form_id}`);
      return;
    }
    setInvalid(answer.invalid_fields);
    setAlert(answer.message);
  }

  const field = (k: Key) => ({
    id: `contact-${k}`,
    name: CONTACT_FIELDS[k],
    'aria-invalid': messageOf(k) ? true : undefined,
    'aria-describedby': messageOf(k) ? `contact-${k}-error` : undefined,
  });
  const error = (k: Key) => (messageOf(k) ? <p id={`contact-${k}-error`} className={styles.error}>{messageOf(k)}</p> : null);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="お問い合わせフォーム">
      {alert ? <p role="alert" className={styles.alert}>{alert}</p> : null}
      <div>
        <label className={styles.label} htmlFor="contact-name">お名前</label>
        <input {...field('name')} className={styles.input} autoComplete="name" maxLength={CONTACT_LIMITS.name + 10} value={values.name} onChange={(e) => set('name', e.target.value)} />
        {error('name')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-email">メールアドレス</label>
        <input {...field('email')} className={styles.input} type="email" inputMode="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        {error('email')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-subject">お問い合わせの種類</label>
        <select {...field('subject')} className={styles.select} value={values.subject} onChange={(e) => set('subject', e.target.value)}>
          <option value="">選択してください</option>
          {CONTACT_SUBJECTS.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        {error('subject')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-message">お問い合わせ内容</label>
        <textarea {...field('message')} className={styles.textarea} rows={6} value={values.message} onChange={(e) => set('message', e.target.value)} />
        <p className={styles.hint}>{CONTACT_LIMITS.message}文字以内（{values.message.trim().length}文字）</p>
        {error('message')}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">ウェブサイト（入力しないでください）</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div>
        <label className={styles.choice}>
          <input {...field('consent')} type="checkbox" checked={values.consent} onChange={(e) => set('consent', e.target.checked)} />
          プライバシーポリシーに同意する
        </label>
        {error('consent')}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>{sending ? '送信中...' : '送信する'}</button>
    </form>
  );
}
