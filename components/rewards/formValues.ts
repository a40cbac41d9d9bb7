/**
 * The named values of a form (checked radios, selects, text) and its chosen files. Read from
 * the elements rather than `new FormData(form)`, which test DOMs do not all implement.
 */
export function formValues(form: HTMLFormElement): { values: Record<string, string>; files: Record<string, File[]> } {
  const values: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
    if (el instanceof HTMLInputElement && el.type === 'file') {
      files[el.name] = Array.from(el.files ?? []).filter((f) => f.size > 0);
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && !el.checked) continue;
    values[el.name] = el.value;
  }
  return { values, files };
}
