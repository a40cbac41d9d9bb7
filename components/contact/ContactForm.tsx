import { useRouter } from 'next/router';
import { useState } from 'react';
import { CONTACT_FIELDS, CONTACT_FILL_TOKEN, CONTACT_FORM_ID, CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_SUBJECTS } from '../../api/contract/contactForm';
import { sendContact } from '../../store/slices/contact';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import type { ContactFormValues } from './contactFormSchema';
import styles from '../family/form.module.css';
import { postedIssue, postedText, withPosted, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';
import { ErrorSummary } from '../ui/ErrorSummary';

type Key = keyof typeof CONTACT_FIELDS;
const INVALID = '入力内容に問題があります。確認して、もう一度お試しください。';
const SEND_FAILED = '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';
const empty: ContactFormValues = { 'your-name': '', 'your-email': '', 'your-subject': '', 'your-message': '', 'your-consent': false };

// The rules (the endpoint's own, api/contract/contactForm) load with her first focus in the form.
const resolver = jaResolver(() => import('./contactFormSchema').then((m) => m.contactFormSchema));

/**
 * The contact form (§4): 送信する → 送信中... (disabled) while sending; an invalid answer
 * enables it again with each field's message; mail_sent goes to /thankyou?fid={id}.
 */
export function ContactForm({ fillToken, form }: { fillToken: string; form?: FormPost }) {
  const posted = form?.posted;
  const router = useRouter();
  const dispatch = useAppDispatch();
  const fetching = useAppSelector((s) => s.contact.feedback.fetching);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
    engine,
    preload,
  } = useLazyForm<ContactFormValues>({ resolver, shouldFocusError: false, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: withPosted(empty, posted) });
  const sending = fetching || isSubmitting;
  const [website, setWebsite] = useState('');
  const [sentOnce, setSentOnce] = useState(0);
  const [alert, setAlert] = useState<string | null>(posted && !posted.issues.length ? posted.message : null);
  // Her own checks' messages once the scripts run, else those of a post the server refused.
  const messageOf = (k: Key) => errors[CONTACT_FIELDS[k]]?.message ?? (submitCount === 0 ? postedIssue(posted, CONTACT_FIELDS[k]) : undefined);
  const keys = Object.keys(CONTACT_FIELDS) as Key[];
  const summary = keys.flatMap((k) => (messageOf(k) ? [{ id: `contact-${k}`, message: messageOf(k)! }] : []));

  async function send(values: ContactFormValues) {
    setAlert(null);
    const result = await dispatch(
      sendContact({
        id: CONTACT_FORM_ID,
        [CONTACT_FIELDS.name]: values[CONTACT_FIELDS.name],
        [CONTACT_FIELDS.email]: values[CONTACT_FIELDS.email],
        [CONTACT_FIELDS.subject]: values[CONTACT_FIELDS.subject],
        [CONTACT_FIELDS.message]: values[CONTACT_FIELDS.message],
        [CONTACT_FIELDS.consent]: values[CONTACT_FIELDS.consent] ? '1' : '',
        [CONTACT_HONEYPOT]: website,
        [CONTACT_FILL_TOKEN]: fillToken,
      }),
    );
    setSentOnce((n) => n + 1);
    if (!sendContact.fulfilled.match(result)) {
      // The stored error may be the spec's English "Failed to fetch"; people read Japanese.
      setAlert(result.payload && /[ぁ-んァ-ン一-龥]/.test(result.payload) ? result.payload : SEND_FAILED);
      return;
    }
    const answer = result.payload;
    if (answer.status === 'mail_sent') {
      await router.push(`/thankyou?fid=${answer.contact_form_id}`);
      return;
    }
    // The server's judgement, each message on its field (Contact Form 7 names are the form's names).
    for (const f of answer.invalid_fields) setError(f.field as keyof ContactFormValues, { type: 'server', message: f.message });
    if (!answer.invalid_fields.length) setAlert(answer.message);
  }

  const field = (k: Key) => ({
    id: `contact-${k}`,
    'aria-invalid': messageOf(k) ? true : undefined,
    'aria-describedby': messageOf(k) ? `contact-${k}-error` : undefined,
    ...register(CONTACT_FIELDS[k]),
  });
  const kept = (k: Key) => ({ defaultValue: postedText(posted, CONTACT_FIELDS[k]) });
  const error = (k: Key) => (messageOf(k) ? <p id={`contact-${k}-error`} className={styles.error}>{messageOf(k)}</p> : null);

  return (
    <form method="post" action="/contact" className={styles.form} onFocus={preload} onSubmit={handleSubmit(send, () => setAlert(null))} noValidate aria-label="お問い合わせフォーム">
      {engine}
      <CsrfField token={form?.csrf} />
      <input type="hidden" name={CONTACT_FILL_TOKEN} value={fillToken} />
      <ErrorSummary title={INVALID} items={summary} attempt={submitCount + sentOnce} />
      {alert ? <p role="alert" className={styles.alert}>{alert}</p> : null}
      <div>
        <label className={styles.label} htmlFor="contact-name">お名前</label>
        <input {...field('name')} {...kept('name')} className={styles.input} autoComplete="name" maxLength={CONTACT_LIMITS.name + 10} />
        {error('name')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-email">メールアドレス</label>
        <input {...field('email')} {...kept('email')} className={styles.input} type="email" inputMode="email" autoComplete="email" />
        {error('email')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-subject">お問い合わせの種類</label>
        <select {...field('subject')} {...kept('subject')} className={styles.select}>
          <option value="">選択してください</option>
          {CONTACT_SUBJECTS.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        {error('subject')}
      </div>
      <div>
        <label className={styles.label} htmlFor="contact-message">お問い合わせ内容</label>
        <textarea {...field('message')} {...kept('message')} className={styles.textarea} rows={6} />
        <p className={styles.hint}>{CONTACT_LIMITS.message}文字以内（{watch(CONTACT_FIELDS.message).trim().length}文字）</p>
        {error('message')}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">ウェブサイト（入力しないでください）</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div>
        <label className={styles.choice}>
          <input {...field('consent')} defaultChecked={postedText(posted, CONTACT_FIELDS.consent) !== undefined} type="checkbox" />
          プライバシーポリシーに同意する
        </label>
        {error('consent')}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>{sending ? '送信中...' : '送信する'}</button>
    </form>
  );
}
