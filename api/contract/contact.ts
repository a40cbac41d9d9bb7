import { z } from 'zod';
import { endpoint, id } from './define';

import { CONTACT_FIELDS, CONTACT_FILL_TOKEN, CONTACT_HONEYPOT } from './contactForm';

export * from './contactForm';

/** A posted text field: the first value when repeated, absent → '', never a NUL byte. */
const field = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v ?? ''),
    z.string({ error: 'must be text' }).max(max, 'too long').refine((s) => !s.includes('\u0000'), 'must not contain NUL'),
  );

export const CONTACT_STATUSES = ['mail_sent', 'validation_failed', 'mail_failed', 'spam'] as const;

/** Contact Form 7's feedback answer (HTTP 200 for every status; 404 for an unknown form). */
export const contactFeedbackResult = z.object({
  contact_form_id: z.number(),
  status: z.enum(CONTACT_STATUSES),
  message: z.string(),
  invalid_fields: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ContactFeedbackResult = z.infer<typeof contactFeedbackResult>;

export const contactFeedback = endpoint({
  method: 'POST',
  path: '/wp-json/contact-form-7/v1/contact-forms/:id/feedback',
  input: z.object({
    id: id(),
    [CONTACT_FIELDS.name]: field(1000),
    [CONTACT_FIELDS.email]: field(1000),
    [CONTACT_FIELDS.subject]: field(200),
    [CONTACT_FIELDS.message]: field(20000),
    [CONTACT_FIELDS.consent]: field(20),
    [CONTACT_HONEYPOT]: field(1000),
    [CONTACT_FILL_TOKEN]: field(200),
    // An imported Contact Form 7 form's own fields (server/contact/cf7): checked against its definition.
  }).catchall(field(5000)),
  output: contactFeedbackResult,
  auth: 'optional',
  body: 'multipart',
  personal: true,
});
