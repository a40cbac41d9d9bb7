import type { z } from 'zod';
import type { FieldError, FieldErrors } from './form/useForm';
import { MSG } from './messages';

/**
 * Our Japanese words for every check a schema did not word itself, so a library's English
 * (「Invalid input: expected string, received null」) never reaches a person. A field's own
 * message always wins; this only fills the gaps (an unchecked radio group reads as null).
 */
export const jaErrorMap = (issue: { code?: string; input?: unknown; origin?: string; maximum?: unknown; minimum?: unknown; format?: string }): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === null || issue.input === undefined || issue.input === '' ? MSG.required() : '正しい形式で入力してください';
    case 'invalid_value':
    case 'invalid_union':
      return MSG.select();
    case 'invalid_format':
      return issue.format === 'email' ? MSG.email : '正しい形式で入力してください';
    case 'too_small':
      return issue.origin === 'string' ? MSG.required() : `${String(issue.minimum)}以上で入力してください`;
    case 'too_big':
      return issue.origin === 'string' ? `${String(issue.maximum)}文字以内で入力してください` : `${String(issue.maximum)}以下で入力してください`;
    default:
      return '入力内容をご確認ください';
  }
};

interface Issue {
  code: string;
  message: string;
  path: PropertyKey[];
  errors?: Issue[][];
}

/** The first issue of each field (a union's: its closest branch's first), as @hookform/resolvers' zodResolver gives them. */
function fieldErrors<T>(issues: Issue[]): FieldErrors<T> {
  const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
  const queue = [...issues];
  while (queue.length) {
    const issue = queue.shift()!;
    const path = issue.path.map(String).join('.');
    const union = issue.code === 'invalid_union' && issue.errors?.length ? issue.errors.reduce((a, b) => (b.length < a.length ? b : a))[0] : undefined;
    if (!errors[path]) errors[path] = { message: union?.message ?? issue.message, type: union?.code ?? issue.code };
    if (issue.code === 'invalid_union') for (const branch of issue.errors ?? []) for (const e of branch) queue.push({ ...e, path: [...issue.path, ...e.path] });
  }
  return errors as FieldErrors<T>;
}

/**
 * A form's values checked by its schema with our messages: the parsed values (trimmed, normalised)
 * or the first message of each field. Used by lib/form/jaResolver, which loads this module and the
 * schema with the form's first check.
 */
export async function checkWithSchema<T>(schema: z.ZodType<T, Record<string, unknown>>, values: Record<string, unknown>): Promise<{ values: T; errors: FieldErrors<T> }> {
  const result = await schema.safeParseAsync(values, { error: jaErrorMap as never });
  return result.success ? { values: result.data, errors: {} } : { values: {} as T, errors: fieldErrors<T>(result.error.issues as unknown as Issue[]) };
}
