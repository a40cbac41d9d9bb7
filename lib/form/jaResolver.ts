import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form resolver whose schema loads on demand; `preload` starts that early (on the form's first focus). */
export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload(): void };

type Loaded<T extends FieldValues> = Resolver<T>;

/**
 * @hookform/resolvers' zodResolver over the form's schema, with our Japanese messages for whatever
 * the schema left unworded (lib/formErrors). Use it for every form, made once per module:
 *   const resolver = jaResolver(() => import('./loginSchema').then((m) => m.loginSchema));
 *   const { preload, engine, ... } = useLazyForm({ resolver, ... }); <form onFocus={preload} ...>{engine}
 * (lib/form/useLazyForm: react-hook-form itself loads the same way, and its preload starts both)
 * The schema's module, zod (~31 KiB gzip), the resolver and the messages load with her first focus
 * in the form (or the first check), never with the page: keep the schema in a module of its own.
 */
export function jaResolver<T extends FieldValues>(load: () => Promise<z.ZodType<T, FieldValues>>): LazyResolver<T> {
  let ready: Promise<Loaded<T>> | null = null;
  const get = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod'), import('../formErrors')])
      .then(([schema, { zodResolver }, { jaErrorMap }]) => zodResolver(schema as never, { error: jaErrorMap } as never) as unknown as Loaded<T>)
      .catch((e: unknown) => {
        ready = null; // a failed download is tried again at the next check
        throw e;
      });
    return ready;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
