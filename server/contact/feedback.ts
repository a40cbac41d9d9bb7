import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_FIELDS, CONTACT_FILL_TOKEN, CONTACT_FORM_ID, CONTACT_HONEYPOT, validateContact, type contactFeedback, type ContactFeedbackResult } from '../../api/contract/contact';
import { MSG } from '../../lib/messages';
import type { Db } from '../db/client';
import { contactSubmissions } from '../db/schema';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { enforceRateLimit, firstInWindow } from '../http/rateLimit';
import { singleMailbox } from '../mail/address';
import { sha256 } from '../accounts/secrets';
import { enqueueMail } from '../mail/outbox';
import { judgeFillTime } from './fillToken';
import { contactMails } from './mails';
import { cf7FeedbackHandler } from './cf7/feedback';
import { findCf7Form } from './cf7/forms';

type Input = z.output<(typeof contactFeedback)['input']>;

export const CONTACT_MESSAGES = {
  mail_sent: 'お問い合わせを受け付けました。ありがとうございました。',
  validation_failed: '入力内容に問題があります。確認して、もう一度お試しください。',
  mail_failed: 'メッセージの送信に失敗しました。時間をおいて、もう一度お試しください。',
  spam: 'メッセージの送信に失敗しました。時間をおいて、もう一度お試しください。',
  /** A post sent too quickly after the form was shown (with a genuine token): nothing stored, she sends it once more. */
  tooQuick: '送信の確認のため、内容をご確認のうえ、もう一度送信してください。',
} as const;

const answer = (status: ContactFeedbackResult['status'], invalid: ContactFeedbackResult['invalid_fields'] = [], message: string = CONTACT_MESSAGES[status]): ContactFeedbackResult => ({
  contact_form_id: CONTACT_FORM_ID,
  status,
  message,
  invalid_fields: invalid,
});

/**
 * Whether the sender gets an acknowledgement: typed, not proven, so it is limited per recipient and
 * per client address (a form must not become a way to mail someone else over and over). The
 * submission reaches the desk either way.
 */
async function mayAcknowledge(ctx: RequestContext, email: string): Promise<boolean> {
  const [byRecipient, byClient] = await Promise.all([firstInWindow('contact-ack-recipient', sha256(email)), firstInWindow('contact-ack-ip', ctx.ip)]);
  return byRecipient && byClient;
}

/**
 * POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback, answered as Contact Form 7 does.
 * Spam (honeypot, too quick, too many) is refused before anything is stored; a valid
 * submission is stored first and its mails are queued after, so none is lost.
 */
export async function contactFeedbackHandler(db: Db, input: Input, ctx: RequestContext): Promise<ContactFeedbackResult> {
  // The site's own form keeps its id; any other is an imported Contact Form 7 form.
  const form = input.id === CONTACT_FORM_ID ? null : await findCf7Form(db, input.id);
  if (!form && input.id !== CONTACT_FORM_ID) throw notFound('お問い合わせフォームが見つかりません');
  const spam = (message?: string): ContactFeedbackResult => ({ ...answer('spam', [], message), contact_form_id: input.id });
  const fillTime = judgeFillTime(input[CONTACT_FILL_TOKEN]);
  if (input[CONTACT_HONEYPOT] !== '' || fillTime === 'invalid') return spam();
  try {
    await enforceRateLimit('contact', ctx);
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) return spam(MSG.tooMany);
    throw e;
  }
  if (form) return fillTime === 'human' ? cf7FeedbackHandler(db, form, input as Record<string, unknown>, ctx) : spam(CONTACT_MESSAGES.tooQuick);
  const values = {
    name: input[CONTACT_FIELDS.name].trim(),
    email: input[CONTACT_FIELDS.email].trim().toLowerCase(),
    subject: input[CONTACT_FIELDS.subject].trim(),
    message: input[CONTACT_FIELDS.message].trim(),
    consent: input[CONTACT_FIELDS.consent] !== '',
  };
  const invalid = validateContact(values);
  // The page's check is a hint; the judge of the address is a strict parser: exactly one mailbox.
  const mailbox = singleMailbox(values.email);
  if (!mailbox && !invalid.some((f) => f.field === CONTACT_FIELDS.email)) invalid.push({ field: CONTACT_FIELDS.email, message: MSG.email });
  if (invalid.length) return answer('validation_failed', invalid);
  // Too quick with a genuine token (a form sent before the page's scripts arrived, or a bot): nothing
  // is stored; the page shows it again (with an `again` token, comesBackOnce) to be sent once more.
  if (fillTime === 'tooQuick') return spam(CONTACT_MESSAGES.tooQuick);
  const [row] = await db
    .insert(contactSubmissions)
    .values({ formId: input.id, name: values.name, email: values.email, subject: values.subject, message: values.message, ip: ctx.ip, userAgent: ctx.userAgent.slice(0, 500), status: 'received' })
    .returning({ id: contactSubmissions.id });
  const acknowledge = await mayAcknowledge(ctx, values.email);
  try {
    await db.transaction(async (tx) => {
      await enqueueMail(tx, contactMails({ submissionId: row.id, ...values }, { acknowledge }));
      await tx.update(contactSubmissions).set({ status: 'mail_sent' }).where(eq(contactSubmissions.id, row.id));
    });
  } catch (e) {
    console.error('[contact] mail could not be queued', e);
    await db.update(contactSubmissions).set({ status: 'mail_failed' }).where(eq(contactSubmissions.id, row.id));
    return answer('mail_failed');
  }
  return answer('mail_sent');
}
