import type { ParentAnswer } from '../../lib/family/parents';

/** A couple's answer as one line: the chosen options, then the note. */
export function answerText(a: ParentAnswer | undefined): string {
  if (!a) return '';
  return [a.choices.join('・'), a.text].filter(Boolean).join(' ／ ');
}
