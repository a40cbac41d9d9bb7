import { z } from 'zod';
import { endpoint, id } from './define';

export const CF7_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'textarea', 'number', 'date', 'select', 'checkbox', 'radio', 'acceptance'] as const;

export const cf7Field = z.object({
  type: z.enum(CF7_FIELD_TYPES),
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  choices: z.array(z.string()),
  placeholder: z.string(),
});
export type Cf7FieldDef = z.infer<typeof cf7Field>;

/** A Contact Form 7 form as a page shows it (its recipient stays on the server). */
export const cf7FormDef = z.object({ id: z.number(), title: z.string(), fields: z.array(cf7Field), submit_label: z.string() });
export type Cf7FormDef = z.infer<typeof cf7FormDef>;

/** The fields of an imported Contact Form 7 form, by its id (`[contact-form-7 id=…]` in an article). */
export const cf7Form = endpoint({
  method: 'GET',
  path: '/wp-json/contact-form-7/v1/contact-forms/:id',
  input: z.object({ id: id() }),
  output: cf7FormDef,
  auth: 'none',
  cacheSeconds: 300,
});
