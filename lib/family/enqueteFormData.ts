import type { EnqueteQuestion } from '../../api/contract/enquete';

export type EnqueteValue = string | string[] | number;

/** The form field of a question (its radios, boxes or text area). */
export const enqueteFieldName = (id: string) => `eq-${id}`;

/**
 * The answers of a posted enquete form (or a refused post's kept values), as the form's scripts send
 * them: a rating as its number, several boxes as a list, a choice or a text as text; unanswered left out.
 */
export function enqueteData(questions: readonly EnqueteQuestion[], fields: Record<string, unknown>): Record<string, EnqueteValue> {
  const out: Record<string, EnqueteValue> = {};
  for (const q of questions) {
    const raw = fields[enqueteFieldName(q.id)];
    const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v): v is string => typeof v === 'string' && v !== '');
    if (!list.length) continue;
    if (q.type === 'multi') out[q.id] = list;
    else if (q.type === 'rating') out[q.id] = Number(list[0]);
    else out[q.id] = list[0];
  }
  return out;
}
