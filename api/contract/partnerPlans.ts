import { z } from 'zod';
import { endpoint, id } from './define';
import { cleanText } from './memberReviews';
import { PARTNER_MSG, PLAN_INCLUDES_MAX, PLAN_TEXT_MAX } from './partnerLabels';

// ---------- the partners' console: the hall's plans (プラン) and benefits (特典) ----------
// Created, edited, published and unpublished by the hall; only published ones show on the public
// hall page. Same rules as the rest of /api/partner: 401 / 403 / 404 before the body is read.

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const required = (label: string, max: number) =>
  z.preprocess(cleanText, z.string({ error: PARTNER_MSG.required(label, max) }).min(1, PARTNER_MSG.required(label, max)).max(max, PARTNER_MSG.required(label, max)));
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : cleanText(v)), z.string({ error: PARTNER_MSG.text(label, max) }).max(max, PARTNER_MSG.text(label, max)));
const int = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof first(v) === 'string' && /^\d{1,10}$/.test((first(v) as string).trim()) ? Number((first(v) as string).trim()) : first(v)), z.number({ error: message }).int(message).min(min, message).max(max, message));
const flag = z.preprocess((v) => (first(v) === 'true' ? true : first(v) === 'false' ? false : first(v)), z.boolean({ error: PARTNER_MSG.flag }));
/** A real calendar date (YYYY-MM-DD) or empty (no end date). */
const validUntil = z.preprocess(
  (v) => (first(v) === '' || first(v) === undefined || first(v) === null ? null : first(v)),
  z.string({ error: PARTNER_MSG.validUntil })
    .regex(/^\d{4}-\d{2}-\d{2}$/, PARTNER_MSG.validUntil)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), PARTNER_MSG.validUntil)
    .nullable(),
);
const includes = z.preprocess(
  (v) => (Array.isArray(v) ? v.map(cleanText).filter((s) => s !== '') : v === undefined ? [] : v),
  z.array(z.string({ error: PARTNER_MSG.includes }).max(PLAN_TEXT_MAX.include, PARTNER_MSG.includes), { error: PARTNER_MSG.includes }).max(PLAN_INCLUDES_MAX, PARTNER_MSG.includes),
);

export const partnerPlan = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  guest_count: z.number(),
  includes: z.array(z.string()),
  valid_until: z.string().nullable(),
  is_popular: z.boolean(),
  published: z.boolean(),
});
export type PartnerPlan = z.infer<typeof partnerPlan>;

export const partnerBenefit = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  conditions: z.string(),
  amount: z.number().nullable(),
  valid_until: z.string().nullable(),
  is_limited: z.boolean(),
  published: z.boolean(),
});
export type PartnerBenefit = z.infer<typeof partnerBenefit>;

export const planFields = {
  name: required('プラン名', PLAN_TEXT_MAX.name),
  description: required('プランの説明', PLAN_TEXT_MAX.description),
  price: int(PARTNER_MSG.planPrice, 0, 100_000_000),
  guest_count: int(PARTNER_MSG.guestCount, 1, 2000),
  includes,
  valid_until: validUntil,
  is_popular: flag,
  published: flag,
};

export const benefitFields = {
  title: required('特典名', PLAN_TEXT_MAX.name),
  description: required('特典の説明', PLAN_TEXT_MAX.description),
  conditions: optionalText('適用条件', PLAN_TEXT_MAX.conditions),
  amount: z.preprocess((v) => (first(v) === '' || first(v) === undefined ? null : first(v)), int(PARTNER_MSG.benefitAmount, 0, 100_000_000).nullable()),
  valid_until: validUntil,
  is_limited: flag,
  published: flag,
};

export const listPartnerPlans = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/plans',
  input: z.object({ hall_id: id() }),
  output: z.object({ plans: z.array(partnerPlan), benefits: z.array(partnerBenefit) }),
  auth: 'user',
});

export const createPartnerPlan = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/plans',
  input: z.object({ hall_id: id(), ...planFields }),
  output: z.object({ plan: partnerPlan }),
  auth: 'user',
  body: 'json',
});

export const updatePartnerPlan = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/plans/:plan_id',
  input: z.object({ hall_id: id(), plan_id: id(), ...planFields }),
  output: z.object({ plan: partnerPlan }),
  auth: 'user',
  body: 'json',
});

export const createPartnerBenefit = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/benefits',
  input: z.object({ hall_id: id(), ...benefitFields }),
  output: z.object({ benefit: partnerBenefit }),
  auth: 'user',
  body: 'json',
});

export const updatePartnerBenefit = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/benefits/:benefit_id',
  input: z.object({ hall_id: id(), benefit_id: id(), ...benefitFields }),
  output: z.object({ benefit: partnerBenefit }),
  auth: 'user',
  body: 'json',
});
