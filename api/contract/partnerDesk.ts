import { z } from 'zod';
import { endpoint, id, intParam } from './define';
import { cleanText } from './memberReviews';
import { DECLINE_REASON_MAX, PARTNER_MSG, REPLY_MAX, REPORT_REASON_MAX } from './partnerLabels';
import { partnerRole } from './partners';

// ---------- the partners' console, continued: reviews, contracts, gift codes, numbers, people ----------

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const required = (message: string, max: number) => z.preprocess(cleanText, z.string({ error: message }).min(1, message).max(max, message));

export const partnerReview = z.object({
  id: z.number(),
  nickname: z.string(),
  reviewer_type_label: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number(),
  posted_at: z.string(),
  reply: z.object({ body: z.string(), updated_at: z.string() }).nullable(),
  reported: z.boolean(),
});
export type PartnerReview = z.infer<typeof partnerReview>;

export const listPartnerReviews = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/reviews',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(partnerReview) }),
  auth: 'user',
});

export const replyToReview = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/reviews/:review_id/reply',
  input: z.object({ hall_id: id(), review_id: id(), body: required(PARTNER_MSG.reply, REPLY_MAX) }),
  output: z.object({ review: partnerReview }),
  auth: 'user',
  body: 'json',
});

export const reportReview = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/reviews/:review_id/report',
  input: z.object({ hall_id: id(), review_id: id(), reason: required(PARTNER_MSG.reportReason, REPORT_REASON_MAX) }),
  output: z.object({ ok: z.literal(true), message: z.string() }),
  auth: 'user',
  body: 'json',
});

// ---------- contracts (成約) ----------

export const contractState = z.enum(['pending', 'confirmed', 'declined']);
export const partnerContract = z.object({
  id: z.number(),
  nickname: z.string(),
  email: z.string(),
  contracted_on: z.string(),
  wedding_date: z.string(),
  state: contractState,
  state_label: z.string(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerContract = z.infer<typeof partnerContract>;

export const listPartnerContracts = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/contracts',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(partnerContract) }),
  auth: 'user',
});

export const decideContract = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/contracts/:contract_id',
  input: z.object({
    hall_id: id(),
    contract_id: id(),
    action: z.preprocess(first, z.enum(['confirm', 'decline'], { error: '確認か見送りを選択してください' })),
    reason: z.preprocess(cleanText, z.string().max(DECLINE_REASON_MAX, PARTNER_MSG.declineReason).optional()),
  }),
  output: z.object({ contract: partnerContract, ticket_id: z.number().nullable() }),
  auth: 'user',
  body: 'json',
});

/** The couple's side: 「この式場で成約しました」. */
// A calendar date: 2026-02-30 is refused here (400), never handed to the database (a 500).
const dateField = z.preprocess(
  first,
  z.string({ error: '日付を入力してください' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日付を入力してください')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), '日付を入力してください'),
);
export const myContract = z.object({
  id: z.number(),
  hall_id: z.number(),
  hall_name: z.string(),
  contracted_on: z.string(),
  wedding_date: z.string(),
  state: contractState,
  state_label: z.string(),
  decline_reason: z.string().nullable(),
});
export type MyContract = z.infer<typeof myContract>;

export const reportContract = endpoint({
  method: 'POST',
  path: '/api/wn/contracts',
  input: z.object({ hall_id: id(), contracted_on: dateField, wedding_date: dateField }),
  output: z.object({ contract: myContract }),
  auth: 'user',
  body: 'json',
  rateLimit: 'contract',
});

export const listMyContracts = endpoint({
  method: 'GET',
  path: '/api/wn/contracts',
  input: z.object({}),
  output: z.object({ items: z.array(myContract) }),
  auth: 'user',
});

// ---------- gift codes the hall honours ----------

export const partnerGiftCode = z.object({
  id: z.number(),
  kind_label: z.string(),
  nickname: z.string(),
  amount: z.number(),
  gift_code: z.string(),
  /** The last day (yyyy-MM-dd, Japan) the code can be used. */
  code_valid_until: z.string().nullable(),
  used_at: z.string().nullable(),
});
export type PartnerGiftCode = z.infer<typeof partnerGiftCode>;

export const listPartnerGiftCodes = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/giftcodes',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(partnerGiftCode) }),
  auth: 'user',
});

export const useGiftCode = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/giftcodes/:ticket_id/use',
  input: z.object({ hall_id: id(), ticket_id: id() }),
  output: z.object({ gift: partnerGiftCode }),
  auth: 'user',
  body: 'json',
});

// ---------- numbers ----------

export const partnerWeek = z.object({
  week: z.string(),
  views: z.number(),
  clips: z.number(),
  reservations: z.number(),
  attendances: z.number(),
  reviews: z.number(),
  contracts: z.number(),
  /** Reservations per page view, in percent (one decimal); null without views. */
  conversion: z.number().nullable(),
});
export type PartnerWeek = z.infer<typeof partnerWeek>;

export const getPartnerStats = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/stats',
  input: z.object({ hall_id: id(), weeks: intParam({ min: 1, max: 52, default: 12 }) }),
  output: z.object({ weeks: z.array(partnerWeek) }),
  auth: 'user',
});

// ---------- people and the audit log (owners) ----------

export const auditEntry = z.object({ id: z.number(), who: z.string(), action: z.string(), detail: z.string(), at: z.string() });
export const listAuditLog = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/audit',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(auditEntry) }),
  auth: 'user',
});

export const partnerMember = z.object({ user_id: z.number(), nickname: z.string(), email: z.string(), role: partnerRole });
export const listPartnerMembers = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/members',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(partnerMember) }),
  auth: 'user',
});

export const removePartnerMember = endpoint({
  method: 'DELETE',
  path: '/api/partner/halls/:hall_id/members/:member_id',
  input: z.object({ hall_id: id(), member_id: id() }),
  output: z.object({ ok: z.literal(true) }),
  auth: 'user',
  body: 'json',
});

const email = z.preprocess((v) => (typeof first(v) === 'string' ? (first(v) as string).trim().toLowerCase() : first(v)), z.email({ error: 'メールアドレスの形式で入力してください' }).max(254));
export const invitePartner = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/invitations',
  input: z.object({ hall_id: id(), email, role: z.preprocess(first, partnerRole.default('staff')) }),
  output: z.object({ ok: z.literal(true), expires_at: z.string() }),
  auth: 'user',
  body: 'json',
  rateLimit: 'invitation',
});

/** Our staff invite a hall's first owner. */
export const staffInvitePartner = endpoint({
  method: 'POST',
  path: '/api/staff/partner_invitations',
  input: z.object({ hall_id: id(), email }),
  output: z.object({ ok: z.literal(true), expires_at: z.string() }),
  auth: 'user',
  body: 'json',
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/partner/invitations/accept',
  input: z.object({ token: z.preprocess(first, z.string({ error: PARTNER_MSG.invitationInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, PARTNER_MSG.invitationInvalid)) }),
  output: z.object({ hall_id: z.number(), role: partnerRole }),
  auth: 'user',
  body: 'json',
});
