import type { z } from 'zod';
import type { FormResolver } from './useForm';

/** A form resolver whose schema loads on demand; `preload` starts that early (on the form's first focus). */
export type LazyResolver<T> = FormResolver<T> & { preload(): void };

/**
 * The form's zod schema, checked with our Japanese messages (lib/formErrors). Use it for every
 * form, made once per module:
 *   const resolver = jaResolver(() => import('./loginSchema').then((m) => m.loginSchema));
 *   useForm({ resolver, ... }); <form onFocus={resolver.preload} ...>
 * The schema's module, zod (~31 KiB gzip) and the messages load with her first focus in the form
 * (or the first check), never with the page: keep the schema in a module of its own. A valid form
 * hands the schema's parsed values (trimmed, normalised) to handleSubmit's callback.
 */
export function jaResolver<T>(load: () => Promise<z.ZodType<T, Record<string, unknown>>>): LazyResolver<T> {
  let ready: Promise<[z.ZodType<T, Record<string, unknown>>, typeof import('../formErrors')]> | null = null;
  const get = () => {
    ready ??= Promise.all([load(), import('../formErrors')]).catch((e: unknown) => {
      ready = null; // a failed download is tried again at the next check
      throw e;
    });
    return ready;
  };
  const resolver: FormResolver<T> = async (values) => {
    const [schema, { checkWithSchema }] = await get();
    return checkWithSchema(schema, values);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
