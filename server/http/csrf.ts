import type { IncomingMessage } from 'node:http';
import { forbidden } from './errors';

export const CSRF_COOKIE = 'musubi_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** A cross-site Origin (or Sec-Fetch-Site) on a state-changing call is refused. */
export function checkOrigin(req: IncomingMessage): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') throw forbidden('不正なリクエストです');
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('不正なリクエストです');
  }
  if (originHost !== host) throw forbidden('不正なリクエストです');
}

/** Double-submit check: the header must repeat the CSRF cookie. */
export function checkCsrf(req: IncomingMessage, cookies: Record<string, string>): void {
  const header = req.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const cookie = cookies[CSRF_COOKIE];
  if (!token || !cookie || token !== cookie) throw forbidden('CSRFトークンが正しくありません');
}
