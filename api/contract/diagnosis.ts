import { z } from 'zod';
import { endpoint } from './define';

/** A diagnosis id: the random part of the link the partner receives. */
const diagnosisId = () => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a diagnosis id'));
const respondent = () =>
  z.preprocess((v) => {
    const x = Array.isArray(v) ? v[0] : v;
    return typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x;
  }, z.union([z.literal(1), z.literal(2)], { error: 'respondent: 1 or 2' }));

/** Answers as a JSON object, or as JSON text (a form post). */
const answersJson = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.record(z.string().max(40), z.string().max(40), { error: 'answers: a JSON object of question → option' }),
);

export const weddingTypeOut = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  search_url: z.string(),
});
export type WeddingTypeOut = z.infer<typeof weddingTypeOut>;

export const createDiagnosis = endpoint({
  method: 'POST',
  path: '/api/v3/wn/both_diagnosis/',
  input: z.object({}),
  output: z.object({ id: z.string() }),
  auth: 'optional',
  rateLimit: 'form',
  personal: true,
});

export const getDiagnosis = endpoint({
  method: 'GET',
  path: '/api/v3/wn/both_diagnosis/:id/',
  input: z.object({ id: diagnosisId() }),
  output: z.object({ id: z.string(), answered: z.array(z.number()) }),
  auth: 'optional',
  personal: true,
});

export const answerDiagnosis = endpoint({
  method: 'POST',
  path: '/api/v3/wn/both_diagnosis/:id/answer/',
  input: z.object({
    id: diagnosisId(),
    respondent: respondent(),
    nickname: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(20, 'ニックネームは20文字以内で入力してください').refine((s) => !s.includes('\u0000'), 'must not contain NUL')),
    answers: answersJson,
  }),
  output: z.object({ result: z.literal(true) }),
  auth: 'optional',
  rateLimit: 'form',
  personal: true,
});

const answerLine = z.object({ question_id: z.string(), topic: z.string(), answer: z.string() });

export const diagnosisResult = z.object({
  id: z.string(),
  respondent: z.number(),
  nickname: z.string(),
  type: weddingTypeOut,
  partner: z.object({ respondent: z.number(), nickname: z.string(), type: weddingTypeOut }).nullable(),
  agreements: z.array(answerLine),
  differences: z.array(z.object({ question_id: z.string(), topic: z.string(), mine: z.string(), partners: z.string(), tip: z.string() })),
  hall_links: z.array(z.object({ label: z.string(), href: z.string() })),
  articles: z.array(z.object({ id: z.number(), title: z.string(), href: z.string() })),
});
export type DiagnosisResult = z.infer<typeof diagnosisResult>;

/** The respondent's result (404 until that respondent has answered). */
export const getDiagnosisAnswer = endpoint({
  method: 'GET',
  path: '/api/v3/wn/both_diagnosis/:id/answer/',
  input: z.object({ id: diagnosisId(), respondent: respondent() }),
  output: diagnosisResult,
  auth: 'optional',
  personal: true,
});

export const diagnosisThanks = z.object({
  id: z.string(),
  respondent: z.number(),
  nickname: z.string(),
  partner_respondent: z.number(),
  partner_answered: z.boolean(),
  /** Where the partner answers (the link to send). */
  partner_path: z.string(),
  answer_path: z.string(),
});
export type DiagnosisThanks = z.infer<typeof diagnosisThanks>;

/** The thanks page after answering (404 until that respondent has answered). */
export const getDiagnosisThanks = endpoint({
  method: 'GET',
  path: '/api/v3/wn/both_diagnosis/:id/thanks/',
  input: z.object({ id: diagnosisId(), respondent: respondent() }),
  output: diagnosisThanks,
  auth: 'optional',
  personal: true,
});

/** Her last result, as 「前回の診断」 shows it: the result page, its type and when she answered. */
export const lastDiagnosis = z.object({
  answer_path: z.string(),
  type_name: z.string(),
  answered_at: z.string(),
});
export type LastDiagnosis = z.infer<typeof lastDiagnosis>;

/**
 * The signed-in member's last diagnosis (the one she answered last while signed in), or null.
 * A literal segment: it wins over `:id/` (an id is 16 characters or more).
 */
export const getMyLastDiagnosis = endpoint({
  method: 'GET',
  path: '/api/v3/wn/both_diagnosis/mine/',
  input: z.object({}),
  output: z.object({ last: lastDiagnosis.nullable() }),
  auth: 'user',
  personal: true,
});
