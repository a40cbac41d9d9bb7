/**
 * The name/value pairs a GET form would submit (successful controls only), skipping empty values
 * so URLs stay short. Reads the elements directly rather than through FormData, which some
 * environments cannot build from a form element.
 */
export function formEntries(form: HTMLFormElement): [string, string][] {
  const out: [string, string][] = [];
  for (const el of Array.from(form.elements)) {
    const control = el as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!control.name || control.disabled) continue;
    if (control instanceof HTMLInputElement) {
      if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
      if (control.type === 'submit' || control.type === 'button' || control.type === 'reset' || control.type === 'file') continue;
    }
    if (control instanceof HTMLButtonElement) continue;
    if (control instanceof HTMLSelectElement && control.multiple) {
      for (const o of Array.from(control.selectedOptions)) if (o.value !== '') out.push([control.name, o.value]);
      continue;
    }
    if (control.value !== '') out.push([control.name, control.value]);
  }
  return out;
}

export function formQueryString(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [k, v] of formEntries(form)) params.append(k, v);
  return params.toString();
}
