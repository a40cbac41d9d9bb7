import { LOGIN_REDIRECT_STORAGE_KEY } from '../constants';

/** Pages an auth flow must never return to (they would loop or show a stale form). */
const AUTH_PAGES = ['/login', '/register', '/logout'];

/**
 * Only a same-site path may be a return target: one leading slash, no scheme,
 * no protocol-relative `//host`, no backslash tricks, no control characters.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://musubi.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://musubi.invalid') return fallback;
  if (AUTH_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where the visitor was, so login or registration can bring them back. */
export function rememberLoginRedirect(path?: string): void {
  const s = storage();
  if (!s) return;
  const here = path ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const safe = safeRedirectPath(here, '');
  try {
    if (safe) s.setItem(LOGIN_REDIRECT_STORAGE_KEY, safe);
  } catch {
    // storage full or disabled: the user lands on the fallback page instead
  }
}

/** The remembered page (validated again: storage is user-controlled), cleared once read. */
export function takeLoginRedirect(fallback = '/account'): string {
  const s = storage();
  if (!s) return fallback;
  const value = s.getItem(LOGIN_REDIRECT_STORAGE_KEY);
  s.removeItem(LOGIN_REDIRECT_STORAGE_KEY);
  return safeRedirectPath(value, fallback);
}
