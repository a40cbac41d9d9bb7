import { z } from 'zod';

// The parts of WordPress 6.x's REST answers (wp/v2) the sync reads. Lenient where WordPress is
// (extra fields pass, `raw` only in the edit context); anything else makes the item malformed.

const rendered = z.object({ rendered: z.string().default(''), raw: z.string().optional(), protected: z.boolean().optional() }).partial({ rendered: true });

/** One line of the id listing (`_fields=id,modified_gmt,status`). */
export const restPostStamp = z.object({ id: z.number().int().positive(), modified_gmt: z.string(), status: z.string().default('publish') });
export type RestPostStamp = z.infer<typeof restPostStamp>;

export const restPost = z.object({
  id: z.number().int().positive(),
  date_gmt: z.string().nullable(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.string().default('post'),
  link: z.string().default(''),
  /** Only in the edit context: the post's password ('' when none). */
  password: z.string().optional(),
  title: rendered,
  content: rendered,
  excerpt: rendered,
  author: z.number().int().nonnegative().default(0),
  featured_media: z.number().int().nonnegative().default(0),
  categories: z.array(z.number().int().positive()).default([]),
  tags: z.array(z.number().int().positive()).default([]),
  meta: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
export type RestPost = z.infer<typeof restPost>;

export const restTerm = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(''),
  taxonomy: z.enum(['category', 'post_tag']),
  parent: z.number().int().nonnegative().default(0),
});
export type RestTerm = z.infer<typeof restTerm>;

export const restUser = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  /** Only in the edit context. */
  username: z.string().optional(),
  url: z.string().default(''),
  description: z.string().default(''),
});
export type RestUser = z.infer<typeof restUser>;

export const restMedia = z.object({
  id: z.number().int().positive(),
  source_url: z.string(),
  alt_text: z.string().default(''),
  caption: rendered.default({ rendered: '' }),
  title: rendered.default({ rendered: '' }),
  post: z.number().int().nullable().default(null),
});
export type RestMedia = z.infer<typeof restMedia>;

/** Contact Form 7's own REST answer (/contact-form-7/v1/contact-forms/{id}). */
export const restCf7Form = z.object({
  id: z.number().int().positive(),
  hash: z.string().optional(),
  title: z.string(),
  properties: z.object({
    form: z.string(),
    mail: z.object({ recipient: z.string().default(''), subject: z.string().default('') }).partial().default({}),
    messages: z.record(z.string(), z.string()).default({}),
  }),
});
export type RestCf7Form = z.infer<typeof restCf7Form>;

/** Parses each item alone: a malformed one is reported, the others go on. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): { ok: T[]; bad: { id: number; reason: string }[] } {
  const ok: T[] = [];
  const bad: { id: number; reason: string }[] = [];
  for (const item of items) {
    const r = schema.safeParse(item);
    if (r.success) ok.push(r.data);
    else {
      const id = Number((item as { id?: unknown } | null)?.id);
      bad.push({ id: Number.isInteger(id) ? id : 0, reason: `WordPress の応答の形が正しくありません（${r.error.issues.slice(0, 2).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}）` });
    }
  }
  return { ok, bad };
}
