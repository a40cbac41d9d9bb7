import { parseCookieHeader } from '../../lib/cookieHeader';
import type { CookieOptions } from './context';

/** The one cookie parser (lib/cookieHeader.js), shared with the page cache's signed-in check. */
export const parseCookies = parseCookieHeader;

export function serialiseCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`, `SameSite=${o.sameSite ?? 'Lax'}`];
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  if (o.httpOnly !== false) parts.push('HttpOnly');
  if (process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1') parts.push('Secure');
  return parts.join('; ');
}
