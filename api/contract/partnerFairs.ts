import { z } from 'zod';
import { endpoint, id, intParam } from './define';
import { cleanText } from './memberReviews';
import { FAIR_BENEFITS_MAX, FAIR_DATES_MAX, FAIR_SLOTS_MAX, FAIR_TEXT_MAX, PARTNER_MSG } from './partnerLabels';
import { partnerFair } from './partners';

// ---------- the partners' console: fairs created, edited, copied to other dates and cancelled ----------
// A fair's contents (name, description, price, 特典) are shared by every date of its series; times
// and capacities are per date. Same rules as the rest of /api/partner: 401 / 403 / 404 first.

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const required = (label: string, max: number) =>
  z.preprocess(cleanText, z.string({ error: PARTNER_MSG.required(label, max) }).min(1, PARTNER_MSG.required(label, max)).max(max, PARTNER_MSG.required(label, max)));
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : cleanText(v)), z.string({ error: PARTNER_MSG.text(label, max) }).max(max, PARTNER_MSG.text(label, max)));
const digits = (v: unknown) => (typeof first(v) === 'string' && /^\d{1,10}$/.test((first(v) as string).trim()) ? Number((first(v) as string).trim()) : first(v));

/** 10:00〜12:00 (also typed with ~, ～ or -, full-width digits), kept as 10:00〜12:00. */
export const holdTime = z.preprocess(
  (v) => (typeof v === 'string' ? v.normalize('NFKC').replace(/\s+/g, '').replace(/[~～〜-]/g, '〜') : v),
  z.string({ error: PARTNER_MSG.holdTime }).regex(/^([01]?\d|2[0-3]):[0-5]\d〜([01]?\d|2[0-3]):[0-5]\d$/, PARTNER_MSG.holdTime),
);
const capacity = z.preprocess(digits, z.number({ error: PARTNER_MSG.capacityRange }).int(PARTNER_MSG.capacityRange).min(1, PARTNER_MSG.capacityRange).max(99, PARTNER_MSG.capacityRange));

const slots = z
  // `slot`: an existing slot's number when editing (kept, with its bookings); new ones come without it.
  .array(z.object({ slot: intParam({ min: 1, max: FAIR_SLOTS_MAX }).pipe(z.number({ error: PARTNER_MSG.slotNotFound }).optional()), hold_time: holdTime, capacity }, { error: PARTNER_MSG.fairSlots }), { error: PARTNER_MSG.fairSlots })
  .min(1, PARTNER_MSG.fairSlots)
  .max(FAIR_SLOTS_MAX, PARTNER_MSG.fairSlots)
  .refine((list) => new Set(list.map((s) => s.hold_time)).size === list.length, PARTNER_MSG.slotTimesRepeat)
  .refine((list) => { const named = list.flatMap((s) => (s.slot ? [s.slot] : [])); return new Set(named).size === named.length; }, PARTNER_MSG.fairSlots);

const benefits = z.preprocess(
  (v) => (Array.isArray(v) ? v.map(cleanText).filter((s) => s !== '') : v === undefined ? [] : v),
  z.array(z.string({ error: PARTNER_MSG.fairBenefits }).max(FAIR_TEXT_MAX.benefit, PARTNER_MSG.fairBenefits), { error: PARTNER_MSG.fairBenefits }).max(FAIR_BENEFITS_MAX, PARTNER_MSG.fairBenefits),
);

/** Real calendar dates (YYYY-MM-DD), 1 to FAIR_DATES_MAX, each once; the range (tomorrow on) is checked by the server. */
const dates = z.preprocess(
  (v) => (Array.isArray(v) ? [...new Set(v)] : v),
  z
    .array(
      z.string({ error: PARTNER_MSG.fairDates })
        .regex(/^\d{4}-\d{2}-\d{2}$/, PARTNER_MSG.fairDates)
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), PARTNER_MSG.fairDates),
      { error: PARTNER_MSG.fairDates },
    )
    .min(1, PARTNER_MSG.fairDates)
    .max(FAIR_DATES_MAX, PARTNER_MSG.fairDates),
);

export const fairFields = {
  name: required('フェア名', FAIR_TEXT_MAX.name),
  description: optionalText('フェアの説明', FAIR_TEXT_MAX.description),
  price: z.preprocess(digits, z.number({ error: PARTNER_MSG.fairPrice }).int(PARTNER_MSG.fairPrice).min(0, PARTNER_MSG.fairPrice).max(1_000_000, PARTNER_MSG.fairPrice)),
  benefits,
  slots,
};
export const fairInput = z.object(fairFields);
export type FairInput = z.infer<typeof fairInput>;

const result = z.object({ items: z.array(partnerFair), cancelled_reservations: z.number() });

/** A new fair on one or more dates (a series sharing its contents). */
export const createPartnerFair = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/fairs',
  input: z.object({ hall_id: id(), ...fairFields, dates }),
  output: result,
  auth: 'user',
  body: 'json',
});

/** Its contents (every date of the series) and this date's times and capacities. */
export const updatePartnerFair = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/fairs/:fair_id',
  input: z.object({ hall_id: id(), fair_id: id(), ...fairFields }),
  output: result,
  auth: 'user',
  body: 'json',
});

/** The same fair, times and capacities on other dates (joining its series). */
export const copyPartnerFair = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/fairs/:fair_id/copies',
  input: z.object({ hall_id: id(), fair_id: id(), dates }),
  output: result,
  auth: 'user',
  body: 'json',
});

/** Cancels the date: gone from the public pages; each couple booked is mailed and her reservation freed. */
export const cancelPartnerFair = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/fairs/:fair_id/cancel',
  input: z.object({ hall_id: id(), fair_id: id() }),
  output: result,
  auth: 'user',
  body: 'json',
});

/** Cancels one time slot of the date, the same way. */
export const cancelPartnerSlot = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/fairs/:fair_id/slots/:slot/cancel',
  input: z.object({ hall_id: id(), fair_id: id(), slot: intParam({ min: 1, max: FAIR_SLOTS_MAX }).pipe(z.number({ error: PARTNER_MSG.slotNotFound })) }),
  output: result,
  auth: 'user',
  body: 'json',
});
