// The contact form's fields, limits and rules, apart from the schemas (re-exported by ./contact)
// so the page checks the form before sending without bringing zod into its first load.
import { MSG } from '../../lib/messages';

/** The site's contact form (the Contact Form 7 form id it answers to). */
export const CONTACT_FORM_ID = 1;

export const CONTACT_SUBJECTS = ['サイトの使い方について', '掲載情報について', '式場の掲載をご検討の方', '取材・提携のご相談', 'その他'] as const;

/** Field names as Contact Form 7 spells them. */
export const CONTACT_FIELDS = { name: 'your-name', email: 'your-email', subject: 'your-subject', message: 'your-message', consent: 'your-consent' } as const;
/** The honeypot: hidden from people, filled by bots. */
export const CONTACT_HONEYPOT = 'your-website';
/** The signed time the form was shown (minimum fill time). */
export const CONTACT_FILL_TOKEN = '_musubi_fill_token';

export const CONTACT_LIMITS = { name: 50, message: 2000 } as const;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

export interface InvalidField {
  field: string;
  message: string;
}

/** The form's rules, shared by the page (before sending) and the endpoint (the judge). */
export function validateContact(v: ContactValues): InvalidField[] {
  const out: InvalidField[] = [];
  const add = (key: keyof typeof CONTACT_FIELDS, message: string) => out.push({ field: CONTACT_FIELDS[key], message });
  const name = v.name.trim();
  if (!name) add('name', MSG.required('お名前'));
  else if (name.length > CONTACT_LIMITS.name) add('name', `お名前は${CONTACT_LIMITS.name}文字以内で入力してください`);
  const email = v.email.trim();
  if (!email) add('email', MSG.required('メールアドレス'));
  else if (email.length > 254 || !EMAIL_RE.test(email)) add('email', MSG.email);
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(v.subject)) add('subject', MSG.select('お問い合わせの種類'));
  const message = v.message.trim();
  if (!message) add('message', MSG.required('お問い合わせ内容'));
  else if (message.length > CONTACT_LIMITS.message) add('message', `お問い合わせ内容は${CONTACT_LIMITS.message}文字以内で入力してください`);
  if (!v.consent) add('consent', 'プライバシーポリシーへの同意が必要です');
  return out;
}
