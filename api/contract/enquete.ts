import { z } from 'zod';
import { endpoint, id } from './define';

const version = () => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string({ error: 'version: required' }).regex(/^[a-z0-9_-]{1,40}$/, 'version: not a valid version'));

/** One question of a survey version (versions are data: enquete_versions.questions). */
export const enqueteQuestion = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,30}$/),
  type: z.enum(['single', 'multi', 'rating', 'text']),
  label: z.string(),
  options: z.array(z.string()).default([]),
  required: z.boolean(),
  /** Longest text answer (type text). */
  max: z.number().int().positive().optional(),
});
export type EnqueteQuestion = z.infer<typeof enqueteQuestion>;

export const getEnquete = endpoint({
  method: 'GET',
  path: '/api/wn/enquete/',
  // login_id is the spec's parameter: like user_id, it may only name the signed-in member.
  input: z.object({ version: version(), login_id: id().optional() }),
  output: z.object({ version: z.string(), title: z.string(), questions: z.array(enqueteQuestion), answered: z.boolean(), signed_in: z.boolean() }),
  auth: 'optional',
  personal: true,
});
export type EnqueteView = z.output<(typeof getEnquete)['output']>;

/** true: stored; false: refused (not valid for the version, or already answered), with the reasons. */
export const postEnquete = endpoint({
  method: 'POST',
  path: '/api/wn/enquete/',
  input: z.object({
    version: version(),
    /** The answers as JSON text (§7): question id → option, options, 1–5 or text. */
    data: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string({ error: 'data: JSON text' }).max(20000, 'data: too long')),
    login_id: id().optional(),
  }),
  output: z.object({ result: z.boolean(), errors: z.array(z.object({ field: z.string(), message: z.string() })) }),
  auth: 'user',
  rateLimit: 'form',
});

export const enqueteTotals = endpoint({
  method: 'GET',
  path: '/api/wn/enquete/totals/',
  input: z.object({ version: version() }),
  output: z.object({
    version: z.string(),
    respondents: z.number(),
    questions: z.array(z.object({ id: z.string(), label: z.string(), type: z.string(), counts: z.array(z.object({ option: z.string(), count: z.number() })), average: z.number().nullable(), texts: z.array(z.string()) })),
  }),
  auth: 'user',
});
export type EnqueteTotals = z.output<(typeof enqueteTotals)['output']>;
