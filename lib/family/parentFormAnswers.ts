import { PARENT_QUESTIONS, type ParentAnswers } from './parents';

/** The fields of question `id`: its choices (radios, boxes or a list) and its note. */
export const parentChoiceField = (id: number) => `q${id}`;
export const parentTextField = (id: number) => `q${id}-text`;

/** The couple's answers from a posted form (or a refused post's kept values), as the form's scripts send them. */
export function parentAnswersFromFields(fields: Record<string, unknown>): ParentAnswers {
  const out: ParentAnswers = {};
  for (const q of PARENT_QUESTIONS) {
    const raw = fields[parentChoiceField(q.id)];
    const choices = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v): v is string => typeof v === 'string' && v !== '' && q.options.includes(v));
    const t = fields[parentTextField(q.id)];
    const text = typeof t === 'string' ? t : Array.isArray(t) && typeof t[0] === 'string' ? t[0] : '';
    if (choices.length || text) out[String(q.id)] = { choices: q.kind === 'single' ? choices.slice(0, 1) : choices, text };
  }
  return out;
}

/** The form's own checks: the couple's name, and at least one answer. */
export function parentFormIssues(coupleName: string, answers: ParentAnswers): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (!coupleName.trim()) out.push({ field: 'couple_name', message: 'ふたりのお名前を入力してください' });
  if (!Object.values(answers).some((v) => v.choices.length || v.text.trim())) out.push({ field: 'form', message: '1つ以上の質問に回答してください' });
  return out;
}
