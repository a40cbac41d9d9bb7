import { z } from 'zod';
import { endpoint, id, intParam } from './define';
import { cleanText } from './memberReviews';
import { CEREMONY_STYLES, FEATURES } from './searchVocabulary';
import {
  HALL_TEXT_MAX, PARTNER_MSG, PARTNER_NOTE_MAX, reservationStatusKeys,
} from './partnerLabels';

// ---------- the partners' console (/partner/): a hall's own profile, fairs and reservations ----------
// Every path names the hall (`:hall_id`); the server checks the caller belongs to it before the body
// is read: anonymous 401, a member who is no partner 403, another hall's ids 404.

export * from './partnerLabels';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (label: string, max: number) =>
  z.preprocess(cleanText, z.string({ error: PARTNER_MSG.text(label, max) }).max(max, PARTNER_MSG.text(label, max)));
const yen = z.preprocess((v) => (typeof first(v) === 'string' && /^\d{1,10}$/.test(first(v) as string) ? Number(first(v)) : first(v)), z.number({ error: PARTNER_MSG.price }).int(PARTNER_MSG.price).min(0, PARTNER_MSG.price).max(100_000_000, PARTNER_MSG.price));
const guests = z.preprocess((v) => (typeof first(v) === 'string' && /^\d{1,4}$/.test(first(v) as string) ? Number(first(v)) : first(v)), z.number({ error: PARTNER_MSG.capacity }).int(PARTNER_MSG.capacity).min(1, PARTNER_MSG.capacity).max(2000, PARTNER_MSG.capacity));
const keys = <K extends string>(vocab: Record<K, string>, label: string) =>
  z.array(z.enum(Object.keys(vocab) as [K, ...K[]], { error: PARTNER_MSG.choice(label) }), { error: PARTNER_MSG.choice(label) }).max(Object.keys(vocab).length);

export const partnerRole = z.enum(['owner', 'staff']);

export const partnerHall = z.object({
  id: z.number(),
  name: z.string(),
  role: partnerRole,
  prefecture: z.string(),
  new_reservations: z.number(),
  pending_contracts: z.number(),
});
export type PartnerHall = z.infer<typeof partnerHall>;

export const listPartnerHalls = endpoint({
  method: 'GET',
  path: '/api/partner/halls',
  input: z.object({}),
  output: z.object({ items: z.array(partnerHall) }),
  auth: 'user',
});

export const hallProfile = z.object({
  id: z.number(),
  name: z.string(),
  public_path: z.string(),
  catch_copy: z.string(),
  description: z.string(),
  access: z.string(),
  price_min: z.number(),
  price_max: z.number(),
  capacity_min: z.number(),
  capacity_max: z.number(),
  ceremony_styles: z.array(z.string()),
  features: z.array(z.string()),
});
export type HallProfile = z.infer<typeof hallProfile>;

export const getPartnerHall = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id',
  input: z.object({ hall_id: id() }),
  output: z.object({ hall: hallProfile, role: partnerRole }),
  auth: 'user',
});

export const hallProfileInput = z
  .object({
    hall_id: id(),
    catch_copy: text('キャッチコピー', HALL_TEXT_MAX.catch_copy),
    description: text('紹介文', HALL_TEXT_MAX.description),
    access: text('アクセス', HALL_TEXT_MAX.access),
    price_min: yen,
    price_max: yen,
    capacity_min: guests,
    capacity_max: guests,
    ceremony_styles: keys(CEREMONY_STYLES, '挙式スタイル'),
    features: keys(FEATURES, 'こだわり条件'),
  })
  .refine((v) => v.price_min <= v.price_max, { error: PARTNER_MSG.price, path: ['price_max'] })
  .refine((v) => v.capacity_min <= v.capacity_max, { error: PARTNER_MSG.capacity, path: ['capacity_max'] });

export const updatePartnerHall = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id',
  input: hallProfileInput,
  output: z.object({ hall: hallProfile }),
  auth: 'user',
  body: 'json',
});

// ---------- fairs ----------

export const partnerSlot = z.object({ slot: z.number(), hold_time: z.string(), capacity: z.number(), reserved: z.number() });
export const partnerFair = z.object({
  id: z.number(),
  /** The series: every date of the same contents. */
  content_id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  benefits: z.array(z.string()),
  hold_at: z.string(),
  public_path: z.string(),
  /** When the hall cancelled this date, else null. */
  cancelled_at: z.string().nullable(),
  slots: z.array(partnerSlot),
});
export type PartnerFair = z.infer<typeof partnerFair>;

export const listPartnerFairs = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/fairs',
  input: z.object({ hall_id: id() }),
  output: z.object({ items: z.array(partnerFair) }),
  auth: 'user',
});

export const updateFairSlot = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/fairs/:fair_id/slots/:slot',
  input: z.object({
    hall_id: id(),
    fair_id: id(),
    slot: intParam({ min: 1, max: 8 }).pipe(z.number({ error: PARTNER_MSG.slotNotFound })),
    capacity: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number({ error: PARTNER_MSG.capacityRange }).int(PARTNER_MSG.capacityRange).min(1, PARTNER_MSG.capacityRange).max(99, PARTNER_MSG.capacityRange)),
  }),
  output: z.object({ fair: partnerFair }),
  auth: 'user',
  body: 'json',
});

// ---------- reservations inbox ----------

export const reservationStatus = z.enum(reservationStatusKeys);
export const partnerReservation = z.object({
  id: z.number(),
  fair_id: z.number(),
  fair_name: z.string(),
  hold_at: z.string(),
  hold_time: z.string(),
  name: z.string(),
  name_kana: z.string(),
  email: z.string(),
  tel: z.string(),
  number_of_participants: z.number(),
  preferred_wedding_date: z.string().nullable(),
  message: z.string(),
  is_member: z.boolean(),
  status: reservationStatus,
  status_label: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type PartnerReservation = z.infer<typeof partnerReservation>;

export const listPartnerReservations = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/reservations',
  input: z.object({ hall_id: id(), after_id: intParam({ min: 0, max: 2147483647 }) }),
  output: z.object({ items: z.array(partnerReservation), latest_id: z.number() }),
  auth: 'user',
});

export const updatePartnerReservation = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/reservations/:reservation_id',
  input: z.object({
    hall_id: id(),
    reservation_id: id(),
    status: z.preprocess(first, reservationStatus.optional()),
    note: z.preprocess(cleanText, z.string({ error: PARTNER_MSG.note }).max(PARTNER_NOTE_MAX, PARTNER_MSG.note).optional()),
  }),
  output: z.object({ reservation: partnerReservation }),
  auth: 'user',
  body: 'json',
});
