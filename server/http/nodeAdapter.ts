import type { IncomingMessage, ServerResponse } from 'node:http';
import * as Sentry from '@sentry/nextjs';
import { readBody, fromSearchParams } from './body';
import { checkCsrf, checkOrigin } from './csrf';
import { HttpError, errorHeaders, toErrorResponse } from './errors';
import { authenticateBeforeBody, authorizeBeforeBody, invoke } from './invoke';
import { matchRoute } from './registry';
import { buildContext } from './requestContext';
import { enforceRateLimit } from './rateLimit';
import { idempotencyKeyOf, REPLAYED_HEADER, startKeyedWrite, type KeyedWrite } from '../idempotency';

/** Paths outside /api (wp-json, ring/api) are rewritten under this prefix (server/web/pathRewrites.js). */
export const EXTERNAL_PREFIX = '/api/__ext';

function sendJson(res: ServerResponse, status: number, body: unknown, cache: string): void {
  sendText(res, status, JSON.stringify(body), cache);
}

function sendText(res: ServerResponse, status: number, text: string, cache: string): void {
  // Already answered (a body that trickled in was ended with 408 by server/web/requestTimeouts.js).
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', cache);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Serves one API request: match the spec path, secure it, parse input, run the endpoint. */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://internal');
  const pathname = url.pathname.startsWith(EXTERNAL_PREFIX) ? url.pathname.slice(EXTERNAL_PREFIX.length) : url.pathname;
  const method = (req.method ?? 'GET').toUpperCase();
  let cache = 'private, no-store';
  let bodyPending = method !== 'GET' && method !== 'HEAD' && hasBody(req);
  let keyed: KeyedWrite | null = null;
  try {
    const match = matchRoute(method, pathname);
    if (match.kind === 'none') throw new HttpError(404, 'Not Found');
    if (match.kind === 'method') {
      res.setHeader('Allow', [...new Set(match.allowed)].join(', '));
      throw new HttpError(405, 'このメソッドは使えません');
    }
    const { endpoint } = match.route;
    const ctx = await buildContext(req, res);
    const query = fromSearchParams(url.searchParams);
    let body: Record<string, unknown> = {};
    if (method !== 'GET' && method !== 'HEAD') {
      // Who may act, and how often, is settled from the headers, the path and the query: a request
      // refused here is answered without a byte of its body read.
      checkOrigin(req);
      checkCsrf(req, ctx);
      const early = { ...query, ...match.params };
      authenticateBeforeBody(endpoint, early, ctx);
      if (endpoint.rateLimit) await enforceRateLimit(endpoint.rateLimit, ctx);
      // Every write of a member counts against her own budget too (a write drops cached answers).
      if (ctx.user) await enforceRateLimit('member-write', ctx, `user:${ctx.user.id}`);
      await authorizeBeforeBody(endpoint, early, ctx);
      idempotencyKeyOf(req.headers);
      bodyPending = false;
      body = await readBody(req, endpoint.upload);
    }
    const raw = { ...query, ...body, ...match.params };
    const personal = endpoint.personal ?? endpoint.auth === 'user';
    if (!personal && !ctx.user && method === 'GET' && endpoint.cacheSeconds) {
      cache = `public, s-maxage=${endpoint.cacheSeconds}, stale-while-revalidate=${endpoint.cacheSeconds * 5}`;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      // A write sent again with its Idempotency-Key gets the first answer, not a second write.
      const started = await startKeyedWrite(ctx, `${method} ${pathname}`, raw);
      if (started && 'replay' in started) {
        res.setHeader(REPLAYED_HEADER, 'true');
        sendText(res, started.replay.status, started.replay.body, 'private, no-store');
        return;
      }
      keyed = started?.write ?? null;
    }
    const cookiesBefore = res.getHeader('set-cookie');
    const result = keyed ? await keyed.run(() => invoke(endpoint, raw, ctx)) : await invoke(endpoint, raw, ctx);
    const text = JSON.stringify(result);
    if (keyed) {
      // An answer that set cookies (a sign-in) is not replayed without them: its key is given up.
      const write = keyed;
      keyed = null;
      if (res.getHeader('set-cookie') === cookiesBefore) await write.keep({ status: 200, body: text });
      else await write.release();
    }
    sendText(res, 200, text, cache);
  } catch (err) {
    // An error keeps nothing: the same write may be tried again.
    if (keyed) await keyed.release().catch(() => undefined);
    const body = toErrorResponse(err);
    if (body.status >= 500 && body.status !== 503) {
      Sentry.captureException(err);
      console.error(err);
    }
    if (!res.headersSent) {
      for (const [name, value] of Object.entries(errorHeaders(err, body.status))) res.setHeader(name, value);
      // A body refused unread is not drained either: the connection closes with the answer.
      if (bodyPending) res.setHeader('Connection', 'close');
    }
    sendJson(res, body.status, body, 'private, no-store');
  }
}
