import { changedFromHtml, isFileInput, readField, writeField, type FieldElement } from './fieldElements';

/** A form's fields before react-hook-form has loaded: plain inputs whose values useLazyForm hands over to it. */
export interface WaitingForm {
  /** register() for the time before: the name and the element, no validation. The same object per name. */
  register(name: string): { name: string; ref(el: FieldElement | null): void; onChange(): Promise<void>; onBlur(): Promise<void> };
  /** What the field holds now: what she chose in the page, or else a value set by the form, or else its default. */
  valueOf(name: string): unknown;
  setValue(name: string, value: unknown): void;
  /** useForm's defaultValues when the library starts: the defaults, but what she touched as the page holds it. */
  startValues(): Record<string, unknown>;
}

/**
 * @param defaults the form's defaultValues (read when needed: the latest render's)
 * @param onChange a field changed (she typed, or the form set a value): render again, start loading
 */
export function createWaitingForm(defaults: () => Record<string, unknown>, onChange: () => void): WaitingForm {
  const elements = new Map<string, Set<FieldElement>>();
  const seen = new WeakSet<FieldElement>();
  // Fields whose elements hold what she chose, and values the form set on fields without an element.
  const touched = new Set<string>();
  const pending: Record<string, unknown> = {};
  const registrations = new Map<string, ReturnType<WaitingForm['register']>>();

  const fieldElements = (name: string) => [...(elements.get(name) ?? [])].filter((el) => el.isConnected);
  const valueOf = (name: string) => {
    const els = fieldElements(name);
    if (touched.has(name) && els.length) return readField(els);
    return name in pending ? pending[name] : defaults()[name];
  };
  const attach = (name: string, el: FieldElement) => {
    if (seen.has(el)) return;
    seen.add(el);
    elements.set(name, (elements.get(name) ?? new Set<FieldElement>()).add(el));
    // Typed into before the page's script ran: hers. Otherwise it shows the default, as react-hook-form would.
    if (changedFromHtml(el)) touched.add(name);
    else if (!touched.has(name)) writeField([el], valueOf(name));
  };

  return {
    register(name) {
      let registration = registrations.get(name);
      if (!registration) {
        registration = {
          name,
          ref: (el) => el && attach(name, el),
          onChange: async () => {
            touched.add(name);
            onChange();
          },
          onBlur: async () => undefined,
        };
        registrations.set(name, registration);
      }
      return registration;
    },
    valueOf,
    setValue(name, value) {
      const els = fieldElements(name);
      if (els.length) {
        writeField(els, value);
        touched.add(name);
      } else pending[name] = value;
      onChange();
    },
    startValues() {
      const values: Record<string, unknown> = { ...defaults(), ...pending };
      for (const name of touched) {
        const els = fieldElements(name);
        if (!els.length) continue;
        // A chosen file stays in its input: react-hook-form would empty a file input it is given a value for.
        if (isFileInput(els[0])) delete values[name];
        else values[name] = readField(els);
      }
      return values;
    },
  };
}
