import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../db/client';
import { authenticate } from '../accounts/authenticate';
import { syncMemberHint } from '../accounts/memberHint';
import type { RequestContext } from './context';
import { parseCookies, serialiseCookie, setCookieHeader } from './cookies';

export const UUID_HEADER = 'x-musubi-uuid';
export const UUID_COOKIE = 'musubi_uuid';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The client's address: the first X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1), else the socket's. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = header(req, 'x-forwarded-for');
  return (process.env.TRUST_PROXY === '1' && forwarded ? forwarded.split(',')[0].trim() : req.socket?.remoteAddress) ?? 'unknown';
}

/** Builds the context for a request: database, user from the session or wedding token, visitor uuid. */
export async function buildContext(req: IncomingMessage, res?: ServerResponse): Promise<RequestContext> {
  const db = await getDb();
  const cookies = parseCookies(req.headers.cookie);
  const { user, sessionId } = await authenticate(cookies, req.headers, db);
  const uuidRaw = header(req, UUID_HEADER) ?? cookies[UUID_COOKIE];
  const ip = clientIp(req);
  const ctx: RequestContext = {
    db,
    user,
    sessionId,
    uuid: uuidRaw && UUID_RE.test(uuidRaw) ? uuidRaw.toLowerCase() : null,
    ip,
    userAgent: header(req, 'user-agent') ?? '',
    cookies,
    headers: req.headers,
    setCookie(name, value, options) {
      setCookieHeader(res, serialiseCookie(name, value, options));
    },
    clearCookie(name, path) {
      setCookieHeader(res, serialiseCookie(name, '', { maxAgeSeconds: 0, path }));
    },
  };
  syncMemberHint(ctx);
  return ctx;
}
