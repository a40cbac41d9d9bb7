import { z } from 'zod';
import { endpoint, flag, id, intParam, multi, page, paginated, slug } from './define';
import { MSG } from '../../lib/messages';
import { CV_DEVICES, GENDERS, KANA_RE, MAX_PARTICIPANTS, TEL_RE, isYmd, normaliseKana, normaliseTel } from './fairRules';

// ---------- shared field rules (the server and the reservation form use the same ones) ----------

export const FAIR_FLAG_KEYS = ['has_consultation', 'has_mock_ceremony', 'has_mock_reception', 'has_tasting', 'has_try_dress', 'has_show', 'has_decoration', 'has_food'] as const;
// Field rules without zod (fairRules.ts: the reservation form's first load uses them).
export { CV_DEVICES, GENDERS, KANA_RE, MAX_PARTICIPANTS, TEL_RE, isYmd, normaliseKana, normaliseTel };

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)),
    z.string({ error: MSG.required(field) }).min(1, MSG.required(field)).max(max, `${max}文字以内で入力してください`),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (v) => {
      const x = one(v);
      return x === undefined || x === null || x === '' ? undefined : typeof x === 'string' ? x.trim() : x;
    },
    z.string().max(max, `${max}文字以内で入力してください`).optional(),
  );

export const kanaField = (field: string) =>
  z.preprocess(
    (v) => (typeof one(v) === 'string' ? normaliseKana(one(v) as string) : one(v)),
    z.string({ error: MSG.required(field) }).min(1, MSG.required(field)).max(50, '50文字以内で入力してください').regex(KANA_RE, MSG.kana),
  );

export const emailField = z.preprocess(
  (v) => (typeof one(v) === 'string' ? (one(v) as string).trim().toLowerCase() : one(v)),
  z.string({ error: MSG.required('メールアドレス') }).min(1, MSG.required('メールアドレス')).max(254, MSG.email).pipe(z.email({ error: MSG.email })),
);

export const telField = z.preprocess(
  (v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)),
  z
    .string({ error: MSG.required('電話番号') })
    .min(1, MSG.required('電話番号'))
    .regex(TEL_RE, MSG.digits)
    .transform(normaliseTel)
    .pipe(z.string().regex(/^0\d{9,10}$/, '電話番号を正しく入力してください')),
);

const holdTime = z.preprocess(
  (v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)),
  z.string({ error: MSG.select('時間') }).min(1, MSG.select('時間')).max(40, MSG.select('時間')),
);

const ymdParam = (message: string) =>
  z.preprocess((v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)), z.string().refine(isYmd, message));

// ---------- what the API answers ----------

export const fairFlags = z.object(Object.fromEntries(FAIR_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof FAIR_FLAG_KEYS)[number], z.ZodBoolean>);

/** The spec's Fair (§3): one date of a hall's fair, with its time slots hold_time1..hold_time8. */
export const fair = z
  .object({
    id: z.number(),
    hall_id: z.number(),
    content_id: z.number(),
    name: z.string(),
    hold_at: z.string(),
    start_date: z.string(),
    description: z.string(),
    image_url: z.string(),
    hold_time1: z.string().nullable(),
    hold_time2: z.string().nullable(),
    hold_time3: z.string().nullable(),
    hold_time4: z.string().nullable(),
    hold_time5: z.string().nullable(),
    hold_time6: z.string().nullable(),
    hold_time7: z.string().nullable(),
    hold_time8: z.string().nullable(),
    /** Groups (組) per time slot. */
    capacity: z.number(),
    /** Yen per group; 0 = free. */
    price: z.number(),
    benefits: z.array(z.string()),
    is_recommended: z.boolean(),
    /** Groups that can still reserve, over all slots. */
    remaining: z.number(),
  })
  .extend(fairFlags.shape);
export type Fair = z.infer<typeof fair>;

export const fairHall = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  address: z.string(),
  prefecture_slug: z.string(),
  prefecture_name: z.string(),
  cover_image_url: z.string().nullable(),
});
export type FairHall = z.infer<typeof fairHall>;

export const fairWithHall = fair.extend({ hall: fairHall });
export type FairWithHall = z.infer<typeof fairWithHall>;

export const fairSlot = z.object({
  slot: z.number(),
  hold_time: z.string(),
  capacity: z.number(),
  reserved: z.number(),
  remaining: z.number(),
});
export type FairSlot = z.infer<typeof fairSlot>;

export const fairDetail = fairWithHall.extend({
  slots: z.array(fairSlot),
  /** Fairs before tomorrow (Japan time) are past and cannot be reserved (§9). */
  is_past: z.boolean(),
  /** The other upcoming dates of the same fair, each its own fair id. */
  other_dates: z.array(z.object({ id: z.number(), hold_at: z.string(), remaining: z.number() })),
});
export type FairDetail = z.infer<typeof fairDetail>;

export const hallFairsPage = paginated(fair).extend({
  /** Every upcoming date the hall holds a fair on, for the calendar. */
  hold_dates: z.array(z.string()),
});
export type HallFairsPage = z.infer<typeof hallFairsPage>;

export const fairContent = z
  .object({
    id: z.number(),
    hall_id: z.number(),
    name: z.string(),
    description: z.string(),
    image_url: z.string(),
    price: z.number(),
    benefits: z.array(z.string()),
    is_recommended: z.boolean(),
    /** The next date held and its fair id (null when no date is upcoming). */
    next_hold_at: z.string().nullable(),
    next_fair_id: z.number().nullable(),
    upcoming_dates: z.number(),
  })
  .extend(fairFlags.shape);
export type FairContent = z.infer<typeof fairContent>;

// ---------- hall fairs (§7) ----------

const hallFairsInput = z.object({
  id: id(),
  page: page(),
  per_page: intParam({ min: 1, max: 20, default: 4 }),
  hold_at: ymdParam(MSG.date).optional(),
});

export const listHallFairs = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/fairs',
  input: hallFairsInput,
  output: hallFairsPage,
  auth: 'none',
  cacheSeconds: 60,
});

export const getHallFair = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/fairs/:fairId',
  // `reserved` is the spec's parameter; reserved counts are always included.
  input: z.object({ id: id(), fairId: id(), reserved: flag() }),
  output: fairDetail,
  auth: 'none',
  cacheSeconds: 10,
});

export const recommendedFairs = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/recommended_fairs',
  input: z.object({ id: id(), limit: intParam({ min: 1, max: 12, default: 4 }) }),
  output: z.array(fairWithHall),
  auth: 'none',
  cacheSeconds: 60,
});

export const hallFairContents = endpoint({
  method: 'GET',
  path: '/api/v3/wn/halls/:id/faircontents',
  input: z.object({ id: id() }),
  output: z.array(fairContent),
  auth: 'none',
  cacheSeconds: 60,
});

export const hallRecommendedFair = endpoint({
  method: 'GET',
  path: '/api/v3/wn/halls/:id/recommended_fair',
  input: z.object({ id: id() }),
  output: fair.nullable(),
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- fair search across halls ----------

export const searchFairs = endpoint({
  method: 'GET',
  path: '/api/wn/fairs',
  input: z.object({
    /** One date, or a range with date_from/date_to; without either: every upcoming date. */
    date: ymdParam(MSG.date).optional(),
    date_from: ymdParam(MSG.date).optional(),
    date_to: ymdParam(MSG.date).optional(),
    region_slug: slug().optional(),
    prefecture_slug: slug().optional(),
    area_slug: slug().optional(),
    flags: multi(z.enum(FAIR_FLAG_KEYS, { error: 'unknown flag' })).optional(),
    free: flag(),
    page: page(),
    per_page: intParam({ min: 1, max: 50, default: 18 }),
  }),
  output: paginated(fairWithHall),
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- the fair calendar and the fairs of a day by hall (/fairs) ----------

/** The calendar reaches from this month (Japan time) to this many months ahead; anything outside is a 400. */
export const FAIR_CALENDAR_MONTHS_AHEAD = 12;
/** Halls (not fairs) per page of a day's fairs. */
export const FAIR_HALLS_PER_PAGE = 10;

const YM = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month written yyyy-MM. */
export const isYm = (v: string): boolean => YM.test(v);

/** yyyy-MM plus n months. */
export function addMonths(ym: string, n: number): string {
  const k = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1 + n;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a yyyy-MM month, yyyy-MM-dd. */
export function lastDayOfMonth(ym: string): string {
  const d = new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), 0));
  return d.toISOString().slice(0, 10);
}

/** The months the calendar and the day search answer for, given today (yyyy-MM-dd, Japan). */
export function fairCalendarWindow(today: string): { first_month: string; last_month: string; from: string; to: string } {
  const first = today.slice(0, 7);
  const last = addMonths(first, FAIR_CALENDAR_MONTHS_AHEAD);
  return { first_month: first, last_month: last, from: `${first}-01`, to: lastDayOfMonth(last) };
}

export const requiredYmd = z.preprocess(
  (v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)),
  z.string({ error: MSG.date }).refine(isYmd, MSG.date),
);
export const ymParam = z.preprocess(
  (v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v)),
  z.string({ error: '年月をyyyy-MMで入力してください' }).refine(isYm, '年月をyyyy-MMで入力してください'),
);

/**
 * The filters the calendar and the day's list share, so that a day's count in the calendar is
 * exactly the list's total for that day.
 */
export const fairDayFilters = {
  region_slug: slug().optional(),
  /** With prefecture_slug, region_slug adds nothing (a prefecture of another region finds nothing). */
  prefecture_slug: slug().optional(),
  area_slug: slug().optional(),
  /** Every given content must be offered (AND). */
  flags: multi(z.enum(FAIR_FLAG_KEYS, { error: 'unknown flag' })).optional(),
  /** Only fairs without a fee. */
  free: flag(),
};

export const fairCalendarDay = z.object({
  date: z.string(),
  /** Bookable fairs that day for the filters: the day list's total_fairs. */
  fairs: z.number().int(),
  /** Halls holding them: the day list's total. */
  halls: z.number().int(),
});
export type FairCalendarDay = z.infer<typeof fairCalendarDay>;

export const fairCalendar = z.object({
  /** The month answered, yyyy-MM. */
  month: z.string(),
  /** Today in Japan; days before first_bookable_date are past (§9: before tomorrow). */
  today: z.string(),
  first_bookable_date: z.string(),
  /** The months that can be asked for (this month … FAIR_CALENDAR_MONTHS_AHEAD ahead). */
  first_month: z.string(),
  last_month: z.string(),
  /** The first and last bookable dates with a fair for the filters within those months (null: none). */
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  /** The month's days that have a bookable fair for the filters, in date order (other days have none). */
  days: z.array(fairCalendarDay),
});
export type FairCalendar = z.infer<typeof fairCalendar>;

/** GET /api/wn/fairs/calendar: fairs and halls per day of a month, in one grouped query. */
export const getFairCalendar = endpoint({
  method: 'GET',
  path: '/api/wn/fairs/calendar',
  input: z.object({
    /** yyyy-MM; without it, the month of the first date with a fair (or this month). */
    month: ymParam.optional(),
    ...fairDayFilters,
  }),
  output: fairCalendar,
  auth: 'none',
  cacheSeconds: 60,
});

export const fairDayHall = fairHall.extend({
  area_name: z.string().nullable(),
});
export type FairDayHall = z.infer<typeof fairDayHall>;

/** One hall of a day's list: the hall and its fairs that day that match the filters. */
export const fairHallGroup = z.object({
  hall: fairDayHall,
  fairs: z.array(fair),
});
export type FairHallGroup = z.infer<typeof fairHallGroup>;

/** A page of halls (total = halls), with the number of fairs they hold that day. */
export const fairHallsOfDay = paginated(fairHallGroup).extend({
  date: z.string(),
  total_fairs: z.number().int(),
  /** The date is before tomorrow: nothing can be booked (the list is empty). */
  is_past: z.boolean(),
});
export type FairHallsOfDay = z.infer<typeof fairHallsOfDay>;

/** GET /api/wn/fairs/halls: a day's bookable fairs grouped by hall, paged by hall. */
export const searchFairHalls = endpoint({
  method: 'GET',
  path: '/api/wn/fairs/halls',
  input: z.object({
    date: requiredYmd,
    ...fairDayFilters,
    page: page(),
    per_page: intParam({ min: 1, max: 30, default: FAIR_HALLS_PER_PAGE }),
  }),
  output: fairHallsOfDay,
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- reservations (§3, §7) ----------

export const reservationInput = z.object({
  fair_id: id(),
  hold_time: holdTime,
  last_name: text('お名前', 50),
  first_name: text('お名前', 50),
  last_name_kana: kanaField('フリガナ'),
  first_name_kana: kanaField('フリガナ'),
  email: emailField,
  tel: telField,
  /** 任意: left out (or blank) when she prefers not to say. */
  gender: z.preprocess((v) => (one(v) === '' || one(v) === null ? undefined : one(v)), z.enum(GENDERS, { error: MSG.select('性別') }).optional()),
  number_of_participants: z.preprocess(
    (v) => (typeof one(v) === 'string' && /^\d+$/.test(one(v) as string) ? Number(one(v)) : one(v)),
    z.number({ error: MSG.select('参加人数') }).int(MSG.select('参加人数')).min(1, MSG.select('参加人数')).max(MAX_PARTICIPANTS, `参加人数は${MAX_PARTICIPANTS}名までです`),
  ),
  preferred_wedding_date: z.preprocess((v) => (one(v) === '' ? undefined : one(v)), z.string().refine(isYmd, MSG.date).optional()),
  message: optionalText(1000),
  /** Checked against the session by the router (a different id is 403). */
  user_id: id().optional(),
  uuid: optionalText(64),
  id4: optionalText(64),
  utm_source: optionalText(100),
  utm_medium: optionalText(100),
  utm_campaign: optionalText(100),
  cv_device: z.preprocess((v) => (one(v) === undefined || one(v) === '' ? 'mobile_web' : one(v)), z.enum(CV_DEVICES, { error: 'mobile_app または mobile_web' })),
});
export type ReservationInput = z.input<typeof reservationInput>;

export const RESERVATION_REFUSALS = ['not_found', 'past', 'no_such_time', 'full', 'duplicate'] as const;
export type ReservationRefusal = (typeof RESERVATION_REFUSALS)[number];

export const reservationSummary = z.object({
  id: z.number(),
  fair_id: z.number(),
  hall_id: z.number(),
  hall_name: z.string(),
  fair_name: z.string(),
  hold_at: z.string(),
  hold_time: z.string(),
  number_of_participants: z.number(),
  created_at: z.string(),
});
export type ReservationSummary = z.infer<typeof reservationSummary>;

/**
 * The spec's "true or false" (§8) as JSON:
 *   success → { result: true, reservation: {...} }
 *   refusal → { result: false, reason: 'past' | 'no_such_time' | 'full' | 'duplicate' | 'not_found', message: '<Japanese>' }
 * Both are HTTP 200. Malformed fields are HTTP 400 with "field: message" (never a reservation).
 */
export const reservationResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal(true), reservation: reservationSummary }),
  z.object({ result: z.literal(false), reason: z.enum(RESERVATION_REFUSALS), message: z.string() }),
]);
export type ReservationResult = z.infer<typeof reservationResult>;

export const createReservation = endpoint({
  method: 'POST',
  path: '/api/wn/reservations/',
  input: reservationInput,
  output: reservationResult,
  auth: 'optional',
  body: 'multipart',
  rateLimit: 'form',
  personal: true,
  // Drops its hall's answers and the fair lists (server/fairs/routes.ts marks which hall).
});

/** The names a member gave with her last reservation: what her next booking form starts from. */
export const reservationNames = z.object({ last_name: z.string(), first_name: z.string(), last_name_kana: z.string(), first_name_kana: z.string() });
export type ReservationNames = z.infer<typeof reservationNames>;

/**
 * GET her name and its reading (カナ) for the booking form, from her latest reservation (the
 * account keeps no name of its own): null before her first. A member's own data (401 without a session).
 */
export const getReservationNames = endpoint({
  method: 'GET',
  path: '/api/wn/reservations/names',
  input: z.object({}),
  output: z.object({ names: reservationNames.nullable() }),
  auth: 'user',
  personal: true,
  summary: '予約フォームに入れる会員のお名前とフリガナ（直近のご予約から）',
});

export const reservationListItem = reservationSummary.extend({
  fair_snapshot: z.record(z.string(), z.unknown()),
  is_past: z.boolean(),
});
export type ReservationListItem = z.infer<typeof reservationListItem>;

export const listReservations = endpoint({
  method: 'GET',
  path: '/api/wn/reservations/',
  input: z.object({ user_id: id().optional(), page: page() }),
  output: paginated(reservationListItem),
  auth: 'user',
});
