import { z } from 'zod';
import { endpoint } from './define';

// ---------- 紹介 (referral guest lookup §7, the member's code and link) ----------

export const REFERRAL_MSG = {
  code: '紹介コードを入力してください',
  unknown: 'この紹介コードは無効です',
  own: 'ご自身の紹介コードは使えません',
  used: '紹介コードはすでに登録済みです',
  afterFair: 'フェアに参加された後は紹介コードを登録できません',
} as const;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
export const referralCodeField = z.preprocess(
  (v) => (typeof first(v) === 'string' ? (first(v) as string).trim().toUpperCase() : first(v)),
  z.string({ error: REFERRAL_MSG.code }).min(1, REFERRAL_MSG.code).regex(/^[A-Z0-9]{6,12}$/, REFERRAL_MSG.unknown),
);

/**
 * What a friend may see about a code: the referrer's public nickname (null while her profile is
 * private: her code still works, her name is not shown) and the benefit; never an email or id.
 */
export const referralGuest = z.object({
  valid: z.literal(true),
  code: z.string(),
  nickname: z.string().nullable(),
  benefit: z.object({ amount: z.number(), text: z.string() }),
});
export type ReferralGuest = z.infer<typeof referralGuest>;

export const getReferralGuest = endpoint({
  method: 'GET',
  path: '/api/v3/wn/referral/guest',
  input: z.object({ code: referralCodeField }),
  output: referralGuest,
  auth: 'none',
  rateLimit: 'referral-lookup',
});

export const myReferral = z.object({
  code: z.string(),
  url: z.string(),
  amount: z.number(),
  invited: z.number(),
  rewarded: z.number(),
  /** The code this member registered with, if any. */
  used_code: z.boolean(),
});
export type MyReferral = z.infer<typeof myReferral>;

export const getMyReferral = endpoint({
  method: 'GET',
  path: '/api/wn/mypage/referral',
  input: z.object({}),
  output: myReferral,
  auth: 'user',
});

/** A member who registered without a code may add one later (before her first fair). */
export const useReferralCode = endpoint({
  method: 'POST',
  path: '/api/wn/mypage/referral',
  input: z.object({ code: referralCodeField }),
  output: myReferral,
  auth: 'user',
  body: 'json',
  rateLimit: 'form',
});
