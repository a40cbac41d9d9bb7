import { CONTACT_FIELDS, validateContact } from '../../api/contract/contactForm';
import { checkedForm } from '../../lib/form/checkedForm';

// The contact form's schema: the endpoint's own rules and messages (api/contract/contactForm), over the
// form's values. Loaded with the form's first focus (lib/form/jaResolver), so zod stays out of /contact's first load.

/** The form's values, by their Contact Form 7 field names (the names the inputs carry and the server reads). */
export type ContactFormValues = {
  'your-name': string;
  'your-email': string;
  'your-subject': string;
  'your-message': string;
  'your-consent': boolean;
};

export const contactFormSchema = checkedForm<ContactFormValues>((v) =>
  validateContact({
    name: v[CONTACT_FIELDS.name],
    email: v[CONTACT_FIELDS.email],
    subject: v[CONTACT_FIELDS.subject],
    message: v[CONTACT_FIELDS.message],
    consent: v[CONTACT_FIELDS.consent],
  }),
);
