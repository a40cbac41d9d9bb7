// The inputs of one form field (a text box, a select, a group of radios or checkboxes) read and
// written the way react-hook-form reads and writes them, for useLazyForm's time before the library
// has loaded: the server-rendered form works as plain HTML inputs meanwhile.

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isInput = (el: FieldElement): el is HTMLInputElement => el instanceof HTMLInputElement;
export const isFileInput = (el: FieldElement): el is HTMLInputElement => isInput(el) && el.type === 'file';
const isChoice = (el: FieldElement): el is HTMLInputElement => isInput(el) && (el.type === 'radio' || el.type === 'checkbox');

/** Whether she changed the element from what the HTML gave it (before the page's script ran, say). */
export function changedFromHtml(el: FieldElement): boolean {
  if (isChoice(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) {
    const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    return (initial?.value ?? '') !== el.value;
  }
  if (isFileInput(el)) return (el.files?.length ?? 0) > 0;
  return el.value !== el.defaultValue;
}

/** The field's value as react-hook-form reads it: radios their checked value, checkboxes a list (or one boolean), files a FileList. */
export function readField(elements: readonly FieldElement[]): unknown {
  const [first] = elements;
  if (!first) return undefined;
  if (isInput(first) && first.type === 'radio') return (elements as HTMLInputElement[]).find((el) => el.checked)?.value ?? null;
  if (isInput(first) && first.type === 'checkbox') {
    if (elements.length > 1) return (elements as HTMLInputElement[]).filter((el) => el.checked).map((el) => el.value);
    return first.checked ? (first.hasAttribute('value') ? first.value : true) : false;
  }
  if (isFileInput(first)) return first.files;
  return first.value;
}

/** Shows `value` in the field's elements, as react-hook-form does when it registers them (file inputs are left alone). */
export function writeField(elements: readonly FieldElement[], value: unknown): void {
  for (const el of elements) {
    if (isChoice(el)) el.checked = Array.isArray(value) ? value.includes(el.value) : value === true || value === el.value;
    else if (!isFileInput(el)) el.value = value == null ? '' : String(value);
  }
}
