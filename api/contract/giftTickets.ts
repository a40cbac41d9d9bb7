import { z } from 'zod';
import { endpoint, fileField, id } from './define';
import { cleanText } from './memberReviews';
import { giftTicketKinds, GIFT_KIND_LABELS, giftTicketStates, GIFT_STATE_LABELS, type GiftTicketKind, type GiftTicketState } from './giftTicketLabels';

// ---------- ギフト券 (spec §1, §5, §6, §7) ----------

// The kinds and states with their labels are zod-free (giftTicketLabels.ts: the lists show them without zod).
export { giftTicketKinds, GIFT_KIND_LABELS, giftTicketStates, GIFT_STATE_LABELS, type GiftTicketKind, type GiftTicketState };

export const tenantTypes = ['hall', 'ring_brand'] as const;
export const SHOP_NAME_MAX = 100;

export const GIFT_MSG = {
  userId: 'user_id を指定してください',
  tenantId: 'tenant_id を指定してください',
  token: 'ウェディングトークンが必要です。ログインし直してください',
  notFound: 'ギフト券が見つかりません',
  notApplicable: 'このギフト券は申請できる状態ではありません',
  expired: 'このギフト券は申請期限を過ぎています',
  notApplied: 'このギフト券は申請中ではありません',
  receipt: '領収書の画像を選択してください',
  receiptImage: '領収書はJPEG・PNG・WebPの画像を選択してください',
  purchaseDate: '購入日を入力してください',
  purchaseDateFormat: '日付を入力してください',
  shop: '購入店舗を入力してください',
  shopLength: `購入店舗は${SHOP_NAME_MAX}文字以内で入力してください`,
  amount: '購入金額を入力してください',
  amountDigits: '購入金額は半角数字で入力してください',
  reasonRequired: '差し戻しの理由を入力してください',
} as const;

export const giftTicket = z.object({
  id: z.number(),
  kind: z.enum(giftTicketKinds),
  kind_label: z.string(),
  tenant: z.object({ type: z.enum(tenantTypes), id: z.number(), name: z.string() }),
  amount: z.number(),
  conditions: z.string(),
  deadline: z.string(),
  state: z.enum(giftTicketStates),
  state_label: z.string(),
  reject_reason: z.string().nullable(),
  /** Only once approved. */
  gift_code: z.string().nullable(),
  /** The last day (yyyy-MM-dd, Japan) the code can be used: GIFT_CODE_VALID_DAYS from its issue. Only once approved. */
  code_valid_until: z.string().nullable().optional(),
  /** 利用済み: when the hall that honours it (the tenant) marked the code used. */
  used_at: z.string().nullable().optional(),
  receipt_image_url: z.string().nullable(),
  purchase_date: z.string().nullable(),
  shop_name: z.string().nullable(),
  purchase_amount: z.number().nullable(),
  /** Which application fields this kind needs. */
  needs_receipt: z.boolean(),
  created_at: z.string(),
});
export type GiftTicket = z.infer<typeof giftTicket>;

export const giftTicketEvent = z.object({ state: z.enum(giftTicketStates), state_label: z.string(), note: z.string(), at: z.string() });
export const giftTicketDetail = giftTicket.extend({ history: z.array(giftTicketEvent) });
export type GiftTicketDetail = z.infer<typeof giftTicketDetail>;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const requiredId = (message: string) =>
  z.preprocess(
    (v) => {
      const x = first(v);
      if (x === undefined || x === null || x === '') return undefined;
      return typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x;
    },
    z.number({ error: message }).int(message).positive(message).max(2147483647, message),
  );

/** Every spec call carries user_id and tenant_id (§6); the server checks both against the session and the ticket. */
const scope = {
  user_id: requiredId(GIFT_MSG.userId),
  tenant_id: requiredId(GIFT_MSG.tenantId),
};

export const listAnswer = z.object({ items: z.array(giftTicket), total_received: z.number() });

export const listGiftTickets = endpoint({
  method: 'GET',
  path: '/api/v3/wn/gifttickets',
  input: z.object({ ...scope, tenant_type: z.preprocess(first, z.enum(tenantTypes).default('hall')) }),
  output: listAnswer,
  auth: 'user',
});

export const listGiftTicketsOfKind = endpoint({
  method: 'GET',
  path: '/api/v3/wn/giftticket/:kind/tickets',
  input: z.object({ ...scope, kind: z.enum(giftTicketKinds, { error: 'kind: must be one of fair, ringengagement, contract, referral, campaign' }) }),
  output: listAnswer,
  auth: 'user',
});

export const getGiftTicket = endpoint({
  method: 'GET',
  path: '/api/v3/wn/gifttickets/:id',
  input: z.object({ ...scope, id: id() }),
  output: giftTicketDetail,
  auth: 'user',
});

/** The application form: empty fields are skipped (§5), so a re-application may keep what was sent before. */
export const applyFields = {
  receipt: fileField(GIFT_MSG.receiptImage).optional(),
  purchase_date: z.preprocess((v) => (first(v) === '' ? undefined : first(v)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_MSG.purchaseDateFormat).optional()),
  shop_name: z.preprocess((v) => (cleanText(v) === '' ? undefined : cleanText(v)), z.string().max(SHOP_NAME_MAX, GIFT_MSG.shopLength).optional()),
  purchase_amount: z.preprocess(
    (v) => (first(v) === '' || first(v) === undefined ? undefined : typeof first(v) === 'string' && /^\d{1,9}$/.test(first(v) as string) ? Number(first(v)) : first(v)),
    z.number({ error: GIFT_MSG.amountDigits }).int(GIFT_MSG.amountDigits).min(1, GIFT_MSG.amountDigits).optional(),
  ),
};
export type ApplyInput = { receipt?: Blob; purchase_date?: string; shop_name?: string; purchase_amount?: number | string };

export const RECEIPT_BYTES = 8 * 1024 * 1024;

const applyAt = <P extends string>(path: P) =>
  endpoint({
    method: 'PUT',
    path,
    input: z.object({ ...scope, id: id(), ...applyFields }),
    output: giftTicketDetail,
    auth: 'user',
    body: 'multipart',
    rateLimit: 'form',
    upload: { files: 1, maxBytes: RECEIPT_BYTES },
  });

export const applyGiftTicket = applyAt('/api/v3/wn/gifttickets/:id');
export const applyRingTicket = applyAt('/api/v3/wn/giftticket/ringengagement/tickets/:id');

// ---------- the member's own pages (session; the answer carries the web session's wedding token) ----------

export const myGiftTickets = endpoint({
  method: 'GET',
  path: '/api/wn/mypage/gifttickets',
  input: z.object({}),
  output: listAnswer.extend({ wedding_token: z.string().nullable() }),
  auth: 'user',
});

export const myGiftTicket = endpoint({
  method: 'GET',
  path: '/api/wn/mypage/gifttickets/:id',
  input: z.object({ id: id() }),
  output: z.object({ ticket: giftTicketDetail, wedding_token: z.string().nullable() }),
  auth: 'user',
});

// ---------- staff ----------

export const staffGiftTicket = giftTicket.extend({ member_nickname: z.string() });
export type StaffGiftTicket = z.infer<typeof staffGiftTicket>;

export const listAppliedTickets = endpoint({
  method: 'GET',
  path: '/api/staff/gifttickets',
  input: z.object({}),
  output: z.object({ items: z.array(staffGiftTicket) }),
  auth: 'user',
});

export const approveGiftTicket = endpoint({
  method: 'POST',
  path: '/api/staff/gifttickets/:id/approve',
  input: z.object({ id: id() }),
  output: z.object({ ticket: giftTicket }),
  auth: 'user',
  body: 'json',
});

export const rejectGiftTicket = endpoint({
  method: 'POST',
  path: '/api/staff/gifttickets/:id/reject',
  input: z.object({ id: id(), reason: z.preprocess(cleanText, z.string({ error: GIFT_MSG.reasonRequired }).min(1, GIFT_MSG.reasonRequired).max(500)) }),
  output: z.object({ ticket: giftTicket }),
  auth: 'user',
  body: 'json',
});

