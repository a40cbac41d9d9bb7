import { PARENT_REACTION_KEYS, type ParentReaction } from './parents';

/** The posted fields of a parent's reactions (the form posted without the page's scripts): r{id} the reaction, c{id} the comment. */
export const reactionField = (id: number | string) => `r${id}`;
export const commentField = (id: number | string) => `c${id}`;

const first = (v: unknown): string => {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' ? x : '';
};

/** The reactions a parent chose, from the posted fields: only the questions with a reaction. */
export function reactionsFromFields(fields: Record<string, unknown>): Record<string, { reaction: ParentReaction; comment: string }> {
  const out: Record<string, { reaction: ParentReaction; comment: string }> = {};
  for (const [k, v] of Object.entries(fields)) {
    const m = /^r(\d{1,2})$/.exec(k);
    const reaction = first(v);
    if (m && (PARENT_REACTION_KEYS as readonly string[]).includes(reaction)) out[m[1]] = { reaction: reaction as ParentReaction, comment: first(fields[commentField(m[1])]) };
  }
  return out;
}

/** What a refused post shows again: each question's reaction (if any) and comment, as she left them. */
export function reactionDraftFromFields(fields: Record<string, unknown>): Record<string, { reaction?: ParentReaction; comment: string }> {
  const out: Record<string, { reaction?: ParentReaction; comment: string }> = {};
  for (const k of Object.keys(fields)) {
    const m = /^[rc](\d{1,2})$/.exec(k);
    if (!m || out[m[1]]) continue;
    const reaction = first(fields[reactionField(m[1])]);
    out[m[1]] = { ...((PARENT_REACTION_KEYS as readonly string[]).includes(reaction) ? { reaction: reaction as ParentReaction } : {}), comment: first(fields[commentField(m[1])]) };
  }
  return out;
}

export const NO_REACTION = 'リアクションを1つ以上選択してください';
