import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import { jaErrorMap } from '../formErrors';

/** One message for one of the form's fields (its react-hook-form name). */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * A form schema for jaResolver that judges the form's values with `issuesOf` (typically the contract's own
 * schema over what the form will send, see `contractIssues`) and hands the values on unchanged: the submit
 * callback sends what she typed, as the form always has, and the server parses it. A field shows its first
 * message. It brings zod: use it in the form's schema module, loaded on the form's first focus.
 */
export function checkedForm<T extends FieldValues>(issuesOf: (values: T) => readonly FieldIssue[]): z.ZodType<T, FieldValues> {
  return z.custom<T>().superRefine((values, ctx) => {
    for (const { field, message } of issuesOf(values)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/** A schema's messages over an input, each on its top-level field (as the server reports them), in order. */
export function contractIssues(schema: z.ZodType, input: unknown): FieldIssue[] {
  const parsed = schema.safeParse(input, { error: jaErrorMap as never });
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
}
