import { z } from 'zod';
import { endpoint } from './define';

const token = (what: string) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string({ error: `${what}: required` }).regex(/^[A-Za-z0-9_-]{20,100}$/, `${what}: not a valid key`));
const jsonValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);
const plain = (max: number, message: string) => z.string().trim().max(max, message).refine((s) => !s.includes('\u0000'), 'must not contain NUL');

const answer = z.object({ choices: z.array(z.string().max(40)).max(50), text: z.string().max(2000) });
export const parentAnswersSchema = z.record(z.string().regex(/^\d{1,2}$/), answer);
export const PARENT_REACTION_VALUES = ['like', 'leave', 'consult', 'concern'] as const;

const reaction = z.object({ reaction: z.enum(PARENT_REACTION_VALUES), comment: z.string() });

export const parentQuestionnaireView = z.object({
  id: z.number(),
  couple_name: z.string(),
  answers: z.record(z.string(), answer),
  updated_at: z.string(),
});

export const parentLinkView = z.object({
  id: z.number(),
  label: z.string(),
  path: z.string(),
  /** question id → the parent's reaction. */
  reactions: z.record(z.string(), reaction),
});
export type ParentLinkView = z.infer<typeof parentLinkView>;

export const coupleQuestionnaire = parentQuestionnaireView.extend({ links: z.array(parentLinkView) });
export type CoupleQuestionnaire = z.infer<typeof coupleQuestionnaire>;

export const createParentQuestionnaire = endpoint({
  method: 'POST',
  path: '/api/wn/parents_questionnaires/',
  input: z.object({
    couple_name: plain(40, 'お名前は40文字以内で入力してください').pipe(z.string().min(1, 'ふたりのお名前を入力してください')),
    answers: jsonValue(parentAnswersSchema),
  }),
  output: z.object({ id: z.number(), key: z.string() }),
  auth: 'optional',
  rateLimit: 'form',
  personal: true,
});

/** The couple's own view: their answers and every parent's reactions, by the couple's key. */
export const getCoupleQuestionnaire = endpoint({
  method: 'GET',
  path: '/api/wn/parents_questionnaires/mine/',
  input: z.object({ key: token('key') }),
  output: coupleQuestionnaire,
  auth: 'optional',
  personal: true,
});

export const createParentLink = endpoint({
  method: 'POST',
  path: '/api/wn/parents_questionnaires/links/',
  input: z.object({ key: token('key'), label: plain(20, '20文字以内で入力してください').pipe(z.string().min(1, '宛先を選択してください')) }),
  output: parentLinkView,
  auth: 'optional',
  rateLimit: 'form',
  personal: true,
});

/** A parent's page: the couple's answers and this parent's own reactions (the link opens this one only). */
export const getParentView = endpoint({
  method: 'GET',
  path: '/api/wn/parents_questionnaires/parent/:token',
  input: z.object({ token: token('token') }),
  output: parentQuestionnaireView.extend({ label: z.string(), reactions: z.record(z.string(), reaction) }),
  auth: 'optional',
  personal: true,
});
export type ParentView = z.output<(typeof getParentView)['output']>;

export const saveParentReactions = endpoint({
  method: 'PUT',
  path: '/api/wn/parents_questionnaires/parent/:token',
  input: z.object({
    token: token('token'),
    reactions: jsonValue(z.record(z.string().regex(/^\d{1,2}$/), z.object({ reaction: z.enum(PARENT_REACTION_VALUES, { error: '選択してください' }), comment: plain(500, 'コメントは500文字以内で入力してください') }))),
  }),
  output: z.object({ result: z.literal(true) }),
  auth: 'optional',
  rateLimit: 'form',
  personal: true,
});
