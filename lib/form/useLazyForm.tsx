import { memo, useCallback, useLayoutEffect, useReducer, useRef, useState, type BaseSyntheticEvent, type ReactElement } from 'react';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { LazyResolver } from './jaResolver';
import { createWaitingForm } from './waitingForm';

type FormLibrary = typeof import('react-hook-form');

let library: FormLibrary | null = null;
let loading: Promise<FormLibrary> | null = null;

/** react-hook-form itself (~12 KiB gzip), fetched once per tab; a failed download is tried again at the next call. */
export function loadFormLibrary(): Promise<FormLibrary> {
  loading ??= import('react-hook-form').then(
    (m) => (library = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** What the forms use of react-hook-form's useForm. */
type FormMethods<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'handleSubmit' | 'watch' | 'setValue' | 'getValues' | 'setError' | 'formState'>;

export type LazyForm<T extends FieldValues> = FormMethods<T> & {
  /** Render it inside the form (it renders nothing): it runs react-hook-form's useForm once the library is there. */
  engine: ReactElement | null;
  /** Starts loading the library and the schema (the form's onFocus). */
  preload(): void;
};

type LazyFormOptions<T extends FieldValues> = Omit<UseFormProps<T>, 'resolver' | 'defaultValues'> & { resolver: LazyResolver<T>; defaultValues: T };

interface Running<T extends FieldValues> {
  methods: UseFormReturn<T>;
  formState: UseFormReturn<T>['formState'];
}

interface EngineProps<T extends FieldValues> {
  lib: FormLibrary;
  options(): UseFormProps<T>;
  onRun(run: Running<T>): void;
}

/** Hosts useForm; memo'd, so it renders again only when react-hook-form's own state changes, and hands each state up. */
const Engine = memo(function Engine<T extends FieldValues>({ lib, options, onRun }: EngineProps<T>) {
  const [props] = useState(options);
  const methods = lib.useForm<T>(props);
  const { formState } = methods;
  useLayoutEffect(() => onRun({ methods, formState }), [methods, formState, onRun]);
  return null;
}) as <T extends FieldValues>(props: EngineProps<T>) => ReactElement | null;

/**
 * react-hook-form's useForm, with the library loaded on the form's first focus, change or submit
 * instead of with the page. Until then the server-rendered inputs work as plain HTML: what she types
 * stays in them (lib/form/waitingForm), and react-hook-form starts from what the page holds, on the
 * same elements (nothing is re-mounted: focus, caret and an IME composition are kept). A submit
 * before that waits for it. Flat field names only.
 *
 *   const { register, handleSubmit, formState, engine, preload } = useLazyForm({ resolver, defaultValues });
 *   <form onFocus={preload} onSubmit={handleSubmit(send)}>{engine}…</form>
 */
export function useLazyForm<T extends FieldValues>(options: LazyFormOptions<T>): LazyForm<T> {
  // Not at the first render even when loaded (a later page): the elements tell first what the page holds.
  const [lib, setLib] = useState<FormLibrary | null>(null);
  const [running, setRunning] = useState<Running<T> | null>(null);
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(options);
  latest.current = options;
  const runningNow = useRef<Running<T> | null>(null);
  const waiting = useRef<((methods: UseFormReturn<T>) => void)[]>([]);

  const start = useCallback(() => {
    if (library) setLib(library);
    else loadFormLibrary().then(setLib, () => undefined);
  }, []);
  const [before] = useState(() =>
    createWaitingForm(
      () => latest.current.defaultValues,
      () => {
        rerender();
        start();
      },
    ),
  );
  useLayoutEffect(() => {
    if (library) setLib(library);
  }, []);
  const engineOptions = useCallback((): UseFormProps<T> => ({ ...latest.current, defaultValues: before.startValues() as UseFormProps<T>['defaultValues'] }), [before]);
  const preload = useCallback(() => {
    latest.current.resolver.preload();
    start();
  }, [start]);

  // Once react-hook-form holds the elements (this layout effect runs after the new refs are attached).
  useLayoutEffect(() => {
    runningNow.current = running;
    if (running) for (const resume of waiting.current.splice(0)) resume(running.methods);
  }, [running]);

  // The methods of the time before, the same for every render (a form's effects depend on them).
  const [waitingMethods] = useState(() => {
    const whenRunning = () =>
      new Promise<UseFormReturn<T>>((resolve) => {
        if (runningNow.current) return resolve(runningNow.current.methods);
        waiting.current.push(resolve);
        start();
      });
    type Submit = UseFormReturn<T>['handleSubmit'];
    const handleSubmit = (onValid: Parameters<Submit>[0], onInvalid?: Parameters<Submit>[1]) => async (e?: BaseSyntheticEvent) => {
      e?.preventDefault();
      setSubmitWaiting(true);
      try {
        await (await whenRunning()).handleSubmit(onValid, onInvalid)(e);
      } finally {
        setSubmitWaiting(false);
      }
    };
    return {
      register: before.register,
      watch: before.valueOf,
      getValues: before.valueOf,
      setValue: before.setValue,
      handleSubmit,
      setError: (...args: Parameters<UseFormReturn<T>['setError']>) => void whenRunning().then((m) => m.setError(...args)),
    } as unknown as Omit<FormMethods<T>, 'formState'>;
  });

  const engine = lib && <Engine lib={lib} options={engineOptions} onRun={setRunning} />;
  if (running) return { ...running.methods, formState: running.formState, engine, preload };
  const formState = { errors: {}, isSubmitting: submitWaiting, isSubmitted: false, isSubmitSuccessful: false, isDirty: false, isValid: false, isValidating: false, isLoading: false, isReady: false, submitCount: 0, disabled: false, dirtyFields: {}, touchedFields: {}, validatingFields: {}, defaultValues: options.defaultValues };
  return { ...waitingMethods, formState: formState as unknown as UseFormReturn<T>['formState'], engine, preload };
}
