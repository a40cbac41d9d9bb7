import { CSRF_FIELD } from '../../lib/form/postedForm';

/** The CSRF token of a form that must also work before (or without) the page's scripts: they send it as a header. */
export function CsrfField({ token }: { token: string | undefined }) {
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}
