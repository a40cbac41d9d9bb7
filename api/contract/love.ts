import { z } from 'zod';
import { endpoint, id, intParam, page } from './define';
import { LOVE_TYPES, LOVE_URL_MAX } from './loveTypes';
export { LOVE_TYPES, LOVE_URL_MAX, type LoveType } from './loveTypes';
export const LOVE_PER_PAGE = 30;

export const LOVE_MSG = {
  type: 'type は user、article、webpage のいずれかを指定してください',
  target: 'id（user・article）または url（webpage）を指定してください',
  url: 'url はこのサイトのページを指定してください',
  notFound: 'いいねする対象が見つかりません',
} as const;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankToUndefined = (v: unknown) => {
  const x = first(v);
  return x === '' || x === null ? undefined : x;
};

const loveType = z.preprocess(first, z.enum(LOVE_TYPES, { error: LOVE_MSG.type }));
const urlField = z.preprocess((v) => (typeof blankToUndefined(v) === 'string' ? (blankToUndefined(v) as string).trim() : blankToUndefined(v)), z.string().max(LOVE_URL_MAX, LOVE_MSG.url).optional());

/** The target of a love: an id for a member (user) or an article, a url for a webpage. */
const loveTarget = z
  .object({ type: loveType, id: z.preprocess(blankToUndefined, id().optional()), url: urlField })
  .refine((v) => (v.type === 'webpage' ? v.url !== undefined : v.id !== undefined), { message: LOVE_MSG.target, path: ['id'] });

/** The spec's love answer: status success or failure, with the reason. */
export const loveResult = z.object({
  status: z.enum(['success', 'failure']),
  error: z.string().nullable(),
  type: z.enum(LOVE_TYPES),
  id: z.number().nullable(),
  url: z.string().nullable(),
  loved: z.boolean(),
  loved_count: z.number(),
});
export type LoveResult = z.infer<typeof loveResult>;

/** POST /api/love/add/ (form-encoded, §7). */
export const addLove = endpoint({
  method: 'POST',
  path: '/api/love/add/', 
  input: loveTarget,
  output: loveResult,
  auth: 'user',
  body: 'form',
});

/** POST /api/love/remove/ (form-encoded, §7). */
export const removeLove = endpoint({
  method: 'POST',
  path: '/api/love/remove/', 
  input: loveTarget,
  output: loveResult,
  auth: 'user',
  body: 'form',
});

export const lovedItem = z.object({
  type: z.enum(LOVE_TYPES),
  id: z.number().nullable(),
  url: z.string().nullable(),
  /** What the love points at, for the list (an article's title, a member's nickname, a page's path). */
  title: z.string(),
  loved_at: z.string(),
});
export type LovedItem = z.infer<typeof lovedItem>;

/**
 * GET /api/love/list/: the member's loves of one type, newest first; pk (an id) or url
 * narrows it to one target, to know whether it is loved.
 */
export const listLoves = endpoint({
  method: 'GET',
  path: '/api/love/list/',
  input: z.object({
    type: loveType,
    page: page().pipe(z.number()),
    pk: z.preprocess(blankToUndefined, id().optional()),
    url: urlField,
    per_page: intParam({ min: 1, max: 100, default: LOVE_PER_PAGE }).pipe(z.number()),
  }),
  output: z.object({
    status: z.enum(['success', 'failure']),
    error: z.string().nullable(),
    loved: z.array(lovedItem),
    total: z.number(),
    page: z.number(),
    total_pages: z.number(),
  }),
  auth: 'user',
});
