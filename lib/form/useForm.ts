import { useReducer, useRef, useState, type BaseSyntheticEvent } from 'react';

// The few parts of react-hook-form our forms use, in ~2 KiB instead of its ~12 KiB gzip (it came
// with every form page's first load): uncontrolled fields (`register`), a schema resolver (loaded on
// demand, lib/form/jaResolver), the same validation timing (`mode` / `reValidateMode`), `handleSubmit`
// with the resolver's parsed values, focus on the first invalid field, `watch`, `setValue`,
// `getValues`, `formState.errors` and `formState.isSubmitting`. Same names and shapes, so a form
// reads as it did with react-hook-form.

export interface FieldError {
  type: string;
  message?: string;
}
export type FieldErrors<T> = Partial<Record<keyof T & string, FieldError>>;

/** Checks the raw values (strings, booleans, null for an unchecked radio group) and answers the parsed ones or the errors per field. */
export type FormResolver<T> = (values: Record<string, unknown>) => Promise<{ values: T; errors: FieldErrors<T> }>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface UseFormRegisterReturn<N extends string = string> {
  name: N;
  onChange(event: { target: unknown; type?: string }): Promise<void>;
  onBlur(event: { target: unknown; type?: string }): Promise<void>;
  ref(element: FieldElement | null): void;
}

type Mode = 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';

export interface UseFormProps<T> {
  resolver: FormResolver<T>;
  defaultValues?: Partial<Record<keyof T & string, unknown>>;
  /** When a field is checked before the first submit (react-hook-form's default: onSubmit). */
  mode?: Mode;
  /** When a field is checked again after a submit (default: onChange). */
  reValidateMode?: 'onSubmit' | 'onBlur' | 'onChange';
}

const isRadio = (el: FieldElement): el is HTMLInputElement => el.type === 'radio';
const isCheckbox = (el: FieldElement): el is HTMLInputElement => el.type === 'checkbox';

/** The value of a field as react-hook-form reads it: a radio group's checked value or null, a lone checkbox's true/false (or its value attribute), else the text. */
function readElements(elements: FieldElement[]): unknown {
  const first = elements[0];
  if (!first) return undefined;
  if (isRadio(first)) return (elements as HTMLInputElement[]).find((r) => r.checked && !r.disabled)?.value ?? null;
  if (isCheckbox(first)) {
    if (elements.length > 1) return (elements as HTMLInputElement[]).filter((c) => c.checked && !c.disabled).map((c) => c.value);
    return first.checked && !first.disabled ? (first.getAttribute('value') ? first.value : true) : false;
  }
  return first.value;
}

function writeElement(el: FieldElement, value: unknown): void {
  if (isRadio(el)) el.checked = el.value === value;
  else if (isCheckbox(el)) el.checked = Array.isArray(value) ? value.includes(el.value) : Boolean(value);
  else el.value = value === null || value === undefined ? '' : String(value);
}

/**
 * Whether a change or blur skips validation (react-hook-form's rule): before the first submit by
 * `mode` (onTouched: on blur, then on every change of a touched field), after it by `reValidateMode`.
 */
function skipValidation(isBlur: boolean, touched: boolean, submitted: boolean, mode: Mode, reValidateMode: NonNullable<UseFormProps<unknown>['reValidateMode']>): boolean {
  if (mode === 'all') return false;
  if (!submitted && mode === 'onTouched') return !(touched || isBlur);
  const when = submitted ? reValidateMode : mode;
  if (when === 'onBlur') return !isBlur;
  if (when === 'onChange') return isBlur;
  return true;
}

export function useForm<T>({ resolver, defaultValues, mode = 'onSubmit', reValidateMode = 'onChange' }: UseFormProps<T>) {
  type Name = keyof T & string;
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const form = useRef<{
    values: Record<string, unknown>;
    /** The elements of each field, in the order the fields were first registered (focus order). */
    fields: Map<string, Set<FieldElement>>;
    touched: Set<string>;
    watched: Set<string>;
    submitted: boolean;
    errors: FieldErrors<T>;
  } | null>(null);
  if (!form.current) form.current = { values: { ...defaultValues }, fields: new Map(), touched: new Set(), watched: new Set(), submitted: false, errors: {} };
  const f = form.current;
  f.errors = errors;

  const elementsOf = (name: string): FieldElement[] => {
    const set = f.fields.get(name);
    if (!set) return [];
    for (const el of set) if (!el.isConnected) set.delete(el);
    return [...set];
  };

  const updateError = (name: string, error: FieldError | undefined) => {
    setErrors((prev) => {
      const had = prev[name as Name];
      if (!error && !had) return prev;
      if (error && had && had.message === error.message && had.type === error.type) return prev;
      const next = { ...prev };
      if (error) next[name as Name] = error;
      else delete next[name as Name];
      return next;
    });
  };

  const validateField = async (name: string, isBlur: boolean) => {
    if (skipValidation(isBlur, f.touched.has(name), f.submitted, mode, reValidateMode)) return;
    const value = f.values[name];
    const result = await resolver({ ...f.values });
    // A later change is checked by its own call.
    if (f.values[name] !== value) return;
    updateError(name, result.errors[name as Name]);
  };

  const register = <N extends Name>(name: N): UseFormRegisterReturn<N> => {
    if (!f.fields.has(name)) f.fields.set(name, new Set());
    return {
      name,
      onChange: async () => {
        f.values[name] = readElements(elementsOf(name));
        if (f.watched.has(name)) rerender();
        await validateField(name, false);
      },
      onBlur: async () => {
        f.touched.add(name);
        await validateField(name, true);
      },
      ref: (el) => {
        if (!el) return;
        const set = f.fields.get(name) ?? new Set<FieldElement>();
        f.fields.set(name, set);
        if (set.has(el)) return;
        set.add(el);
        // A new element shows the field's value (a default, or what she typed before it was hidden); without one it gives its own.
        if (f.values[name] === undefined) f.values[name] = readElements(elementsOf(name));
        else writeElement(el, f.values[name]);
      },
    };
  };

  function watch<N extends Name>(name: N): T[N] {
    f.watched.add(name);
    return f.values[name] as T[N];
  }

  function getValues(): T;
  function getValues<N extends Name>(name: N): T[N];
  function getValues(name?: Name) {
    return name === undefined ? ({ ...f.values } as T) : (f.values[name] as T[Name]);
  }

  const setValue = <N extends Name>(name: N, value: T[N]) => {
    f.values[name] = value;
    for (const el of elementsOf(name)) writeElement(el, value);
    if (f.watched.has(name)) rerender();
  };

  const focusFirstError = (found: FieldErrors<T>) => {
    for (const [name] of f.fields) {
      if (!found[name as Name]) continue;
      const el = elementsOf(name)[0];
      if (el) {
        el.focus();
        return;
      }
    }
  };

  const handleSubmit =
    (onValid: (values: T, event?: BaseSyntheticEvent) => unknown, onInvalid?: (errors: FieldErrors<T>, event?: BaseSyntheticEvent) => unknown) =>
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault?.();
      setSubmitting(true);
      let thrown: unknown = null;
      try {
        const result = await resolver({ ...f.values });
        f.submitted = true;
        f.errors = result.errors;
        setErrors(result.errors);
        if (Object.keys(result.errors).length === 0) {
          await onValid(result.values, event);
        } else {
          if (onInvalid) await onInvalid({ ...result.errors }, event);
          focusFirstError(result.errors);
          // Again once the messages are on screen (a field may have been re-rendered).
          setTimeout(() => focusFirstError(f.errors));
        }
      } catch (e) {
        thrown = e ?? new Error('form submit failed');
      }
      setSubmitting(false);
      if (thrown) throw thrown;
    };

  return { register, handleSubmit, watch, getValues, setValue, formState: { errors, isSubmitting } };
}
