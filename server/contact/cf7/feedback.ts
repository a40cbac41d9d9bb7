import { eq } from 'drizzle-orm';
import type { ContactFeedbackResult, InvalidField } from '../../../api/contract/contact';
import { SITE_NAME_JA } from '../../../lib/constants';
import { MSG } from '../../../lib/messages';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { singleMailbox } from '../../mail/address';
import { enqueueMail } from '../../mail/outbox';
import type { Cf7Row } from './forms';

const MAX_VALUE = 2000;

/** Contact Form 7's default messages in Japanese; the form's own (imported) ones win. */
const DEFAULT_MESSAGES = {
  mail_sent_ok: 'ありがとうございます。メッセージは送信されました。',
  validation_error: '入力内容に問題があります。確認して再度お試しください。',
  mail_sent_ng: 'メッセージの送信に失敗しました。後でまたお試しください。',
  invalid_required: 'このフィールドは必須項目です。',
  invalid_email: 'メールアドレスの形式が正しくありません。',
  accept_terms: 'メッセージを送信する前に承諾確認が必要です。',
} as const;

const message = (form: Cf7Row, key: keyof typeof DEFAULT_MESSAGES) => form.messages[key] || DEFAULT_MESSAGES[key];

const valuesOf = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => String(x).trim()).filter(Boolean);

/** Checks each field against the form's definition; returns the cleaned values and what is wrong. */
export function checkCf7Values(form: Cf7Row, raw: Record<string, unknown>): { values: Map<string, string>; invalid: InvalidField[] } {
  const values = new Map<string, string>();
  const invalid: InvalidField[] = [];
  for (const f of form.fields) {
    const given = valuesOf(raw[f.name]);
    const bad = (m: string) => invalid.push({ field: f.name, message: m });
    if (f.type === 'acceptance') {
      if (f.required && !given.length) bad(message(form, 'accept_terms'));
      values.set(f.name, given.length ? '同意する' : '');
      continue;
    }
    if (!given.length) {
      if (f.required) bad(message(form, 'invalid_required'));
      values.set(f.name, '');
      continue;
    }
    if (given.some((g) => g.length > MAX_VALUE)) {
      bad(`${MAX_VALUE}文字以内で入力してください`);
      continue;
    }
    if (f.choices.length && given.some((g) => !f.choices.includes(g))) {
      bad(MSG.select(f.label));
      continue;
    }
    if (f.type === 'email' && !singleMailbox(given[0])) {
      bad(message(form, 'invalid_email'));
      continue;
    }
    values.set(f.name, f.type === 'checkbox' ? given.join('、') : given[0]);
  }
  return { values, invalid };
}

/**
 * A submission of an imported Contact Form 7 form: checked against the form's fields, stored, and
 * mailed through the outbox to the form's one recipient (never to an address the sender typed).
 */
export async function cf7FeedbackHandler(db: Db, form: Cf7Row, raw: Record<string, unknown>, ctx: RequestContext): Promise<ContactFeedbackResult> {
  const answer = (status: ContactFeedbackResult['status'], text: string, invalid: InvalidField[] = []): ContactFeedbackResult => ({ contact_form_id: form.id, status, message: text, invalid_fields: invalid });
  const { values, invalid } = checkCf7Values(form, raw);
  if (invalid.length) return answer('validation_failed', message(form, 'validation_error'), invalid);
  const email = form.fields.find((f) => f.type === 'email' && values.get(f.name));
  const name = form.fields.find((f) => f.name === 'your-name' || (f.type === 'text' && /名前|氏名/.test(f.label)));
  const lines = form.fields.map((f) => `${f.label}：${values.get(f.name) || '（未入力）'}`);
  const [row] = await db
    .insert(contactSubmissions)
    .values({ formId: form.id, name: name ? values.get(name.name)! : '', email: email ? values.get(email.name)!.toLowerCase() : '', subject: form.title, message: lines.join('\n'), ip: ctx.ip, userAgent: ctx.userAgent.slice(0, 500), status: 'received' })
    .returning({ id: contactSubmissions.id });
  try {
    await db.transaction(async (tx) => {
      await enqueueMail(tx, [{
        kind: 'contact_notice',
        to: form.recipient,
        reference: `contact:${row.id}`,
        subject: `【${SITE_NAME_JA}】${form.mailSubject || form.title}（No.${row.id}）`,
        body: [`フォーム：${form.title}`, '', ...lines].join('\n'),
      }]);
      await tx.update(contactSubmissions).set({ status: 'mail_sent' }).where(eq(contactSubmissions.id, row.id));
    });
  } catch (e) {
    console.error('[cf7] mail could not be queued', e);
    await db.update(contactSubmissions).set({ status: 'mail_failed' }).where(eq(contactSubmissions.id, row.id));
    return answer('mail_failed', message(form, 'mail_sent_ng'));
  }
  return answer('mail_sent', message(form, 'mail_sent_ok'));
}
