import type { FieldIssue } from './checkedForm';

/** The hidden field of a form posted without the page's scripts: the CSRF token the header carries otherwise. */
export const CSRF_FIELD = 'csrf_token';

/**
 * A form the server received without the page's scripts (server/forms/formPost) and refused: what
 * she typed (never a password), each field's message and the form's own. The page renders it in
 * the answer to her post, so nothing she typed is kept anywhere.
 */
export interface PostedForm {
  values: Record<string, string | string[]>;
  issues: FieldIssue[];
  message: string | null;
}

/** What a page with a form hands it: the token for the hidden field, and the refused post, if any. */
export interface FormPost {
  csrf: string;
  posted: PostedForm | null;
}

/** The message of one field of a refused post (the first one). */
export function postedIssue(posted: PostedForm | null | undefined, field: string): string | undefined {
  return posted?.issues.find((i) => i.field === field)?.message;
}

/** A kept text value of a refused post. */
export function postedText(posted: PostedForm | null | undefined, field: string): string | undefined {
  const v = posted?.values[field];
  return typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined;
}

/** A form's defaultValues with what she posted in place of the defaults (strings only; a checked box as true). */
export function withPosted<T extends object>(defaults: T, posted: PostedForm | null | undefined): T {
  if (!posted) return defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [k, d] of Object.entries(defaults)) {
    const v = posted.values[k];
    if (typeof d === 'boolean') out[k] = v !== undefined && v !== '';
    else if (Array.isArray(d)) out[k] = v === undefined ? [] : Array.isArray(v) ? v : [v];
    else if (v !== undefined) out[k] = Array.isArray(v) ? v[0] : v;
  }
  return out as T;
}
