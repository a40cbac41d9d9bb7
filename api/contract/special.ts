import { z } from 'zod';
import { endpoint } from './define';
import { MSG } from '../../lib/messages';

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const lineUserId = () => z.preprocess(one, z.string().regex(/^U[0-9a-f]{32}$/, 'line_user_id: not a LINE user id'));
const accessToken = () => z.preprocess(one, z.string().min(10, 'line_access_token: required').max(2000).regex(/^[A-Za-z0-9._~+/=-]+$/, 'line_access_token: not a token'));
const text = (field: string, max: number) =>
  z.preprocess((v) => (typeof one(v) === 'string' ? (one(v) as string).trim() : one(v) ?? ''), z.string().min(1, MSG.required(field)).max(max, `${max}文字以内で入力してください`).refine((s) => !s.includes('\u0000'), 'must not contain NUL'));

export const specialStatus = z.object({
  /** False when the campaign is not configured (no LINE_CHANNEL_ID). */
  available: z.boolean(),
  /** The LINE token was checked with LINE and belongs to line_user_id. */
  verified: z.boolean(),
  /** The signed-in member's account is linked to this LINE account. */
  linked: z.boolean(),
  applied: z.boolean(),
  signed_in: z.boolean(),
});
export type SpecialStatus = z.infer<typeof specialStatus>;

export const getSpecial = endpoint({
  method: 'GET',
  path: '/api/wn/special/',
  input: z.object({ line_user_id: lineUserId().optional(), line_access_token: accessToken().optional() }),
  output: specialStatus,
  auth: 'optional',
  personal: true,
});

export const specialForm = {
  name: text('お名前', 50),
  postal_code: z.preprocess((v) => (typeof one(v) === 'string' ? (one(v) as string).trim().normalize('NFKC').replace('-', '') : one(v) ?? ''), z.string().min(1, MSG.required('郵便番号')).regex(/^\d{7}$/, '郵便番号は半角数字7桁で入力してください')),
  address: text('お届け先の住所', 200),
  wedding_date: z.preprocess((v) => one(v) ?? '', z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.date)),
};

export const postSpecial = endpoint({
  method: 'POST',
  path: '/api/wn/special/',
  input: z.object({ line_user_id: lineUserId(), line_access_token: accessToken(), ...specialForm }),
  output: z.object({ result: z.boolean(), message: z.string() }),
  auth: 'user',
  body: 'multipart',
  rateLimit: 'form',
});
