import { z } from 'zod';
import { GENDERS, KANA_RE, MAX_PARTICIPANTS, TEL_RE, isYmd, normaliseKana, normaliseTel } from '../../api/contract/fairRules';
import { MSG } from '../../lib/messages';
import { SEASON_PICK_DATE } from './reservationFormValues';

const required = (field: string) => z.string().trim().min(1, MSG.required(field));
const kana = z.string().trim().min(1, MSG.required('フリガナ')).refine((v) => KANA_RE.test(normaliseKana(v)), MSG.kana);

/** The reservation form's values and messages (§5 and the glossary); the server checks the same rules. Loaded on demand (lib/form/jaResolver). */
export const reservationFormSchema = z
  .object({
    fair_id: z.string({ error: MSG.select('参加日') }).min(1, MSG.select('参加日')),
    hold_time: z.string({ error: MSG.select('時間') }).min(1, MSG.select('時間')),
    last_name: required('お名前').max(50, '50文字以内で入力してください'),
    first_name: required('お名前').max(50, '50文字以内で入力してください'),
    last_name_kana: kana,
    first_name_kana: kana,
    email: z.string().trim().min(1, MSG.required('メールアドレス')).pipe(z.email({ error: MSG.email })),
    tel: z
      .string()
      .trim()
      .min(1, MSG.required('電話番号'))
      .regex(TEL_RE, MSG.digits)
      .refine((v) => /^0\d{9,10}$/.test(normaliseTel(v)), '電話番号を正しく入力してください'),
    gender: z.string().nullable().optional().refine((v) => !v || (GENDERS as readonly string[]).includes(v), MSG.select('性別')),
    number_of_participants: z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PARTICIPANTS, MSG.select('参加人数')),
    wedding_season: z.string(),
    wedding_date: z.string(),
    message: z.string().max(1000, '1000文字以内で入力してください'),
  })
  .superRefine((v, ctx) => {
    if (v.wedding_season === SEASON_PICK_DATE && !isYmd(v.wedding_date.trim())) {
      ctx.addIssue({ code: 'custom', path: ['wedding_date'], message: MSG.date });
    }
  });

export type ReservationFormValues = z.infer<typeof reservationFormSchema>;
