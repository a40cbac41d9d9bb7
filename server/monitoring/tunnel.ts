import type { IncomingMessage, ServerResponse } from 'node:http';
import { browserSentryDsn, parseSentryDsn, sameSentryDsn, sentryEnvelopeUrl } from '../../lib/sentryDsn';
import { checkOrigin } from '../http/csrf';
import { HttpError, errorHeaders, toErrorResponse } from '../http/errors';
import { enforceRateLimit } from '../http/rateLimit';
import { clientIp } from '../http/requestContext';

/** The largest envelope taken from a browser (Sentry's own limit for an event is 1 MB; ours are small). */
export const MAX_ENVELOPE_BYTES = 256 * 1024;
/** The first line (the envelope header) is short: a DSN, an event id, the SDK's name. */
const MAX_HEADER_BYTES = 8 * 1024;
const DEFAULT_TIMEOUT_MS = 5000;
/** Headers of Sentry's answer that tell the browser SDK to back off. */
const PASSED_BACK = ['retry-after', 'x-sentry-rate-limits'];

export interface TunnelOptions {
  /** Settings (SENTRY_BROWSER_DSN, SENTRY_DSN); default process.env, read on every request. */
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  maxBytes?: number;
}

const fail = (status: number, message: string, headers?: Record<string, string>) => new HttpError(status, message, undefined, headers);

function send(res: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

const tooLarge = () => fail(413, 'envelope: too large', { Connection: 'close' });

/** The body, counting the bytes actually read (a chunked body declares no length); over `maxBytes` is a 413 and reading stops. */
function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(fail(400, 'envelope: the request was cut off')));
  });
}

/** The envelope's header: the JSON object on its first line. */
function envelopeHeader(body: Buffer): Record<string, unknown> {
  const end = body.indexOf(0x0a);
  const first = (end === -1 ? body : body.subarray(0, end)).subarray(0, MAX_HEADER_BYTES + 1);
  if (first.length > MAX_HEADER_BYTES) throw fail(400, 'envelope: header too long');
  let header: unknown;
  try {
    header = JSON.parse(first.toString('utf8'));
  } catch {
    throw fail(400, 'envelope: the first line is not JSON');
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) throw fail(400, 'envelope: the header is not an object');
  return header as Record<string, unknown>;
}

let lastWarning = 0;
function warnOnce(message: string): void {
  const now = Date.now();
  if (now - lastWarning < 60_000) return;
  lastWarning = now;
  console.warn(`[monitoring] ${message}`);
}

/**
 * POST /api/monitoring: the browser SDK's tunnel (`tunnel: '/api/monitoring'`), so that error
 * reports go to our own origin (the CSP's connect-src 'self') and past blockers. Only an envelope
 * addressed to this site's browser DSN is forwarded, and only to that DSN's own ingest URL, built
 * from the setting, never from the request: the tunnel can reach no other host or project.
 *
 * 404 without a DSN; 405 for another method; 403 for a cross-site Origin; 429 over the per-address
 * rate limit; 413 over MAX_ENVELOPE_BYTES; 400 for anything that is not an envelope for our DSN;
 * then 200, the ingest's own status when it refuses (4xx, with its back-off headers), or 502 when
 * it cannot be reached or fails.
 */
export async function handleMonitoringTunnel(req: IncomingMessage, res: ServerResponse, options: TunnelOptions = {}): Promise<void> {
  try {
    const dsn = browserSentryDsn(options.env ?? process.env);
    if (!dsn) throw fail(404, 'Not Found');
    if ((req.method ?? 'GET').toUpperCase() !== 'POST') throw fail(405, 'Method Not Allowed', { Allow: 'POST' });
    try {
      checkOrigin(req);
    } catch {
      throw fail(403, 'cross-site request');
    }
    await enforceRateLimit('monitoring', { ip: clientIp(req) });
    const body = await readCapped(req, options.maxBytes ?? MAX_ENVELOPE_BYTES);
    const header = envelopeHeader(body);
    const claimed = parseSentryDsn(header.dsn);
    if (!claimed || !sameSentryDsn(claimed, dsn)) throw fail(400, 'envelope: not addressed to this site');

    let upstream: Response;
    try {
      upstream = await fetch(sentryEnvelopeUrl(dsn), {
        method: 'POST',
        body: new Uint8Array(body),
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      await upstream.arrayBuffer().catch(() => undefined);
    } catch (e) {
      warnOnce(`Sentry could not be reached: ${(e as Error).message}`);
      throw fail(502, 'upstream unavailable');
    }
    if (upstream.status >= 400 && upstream.status < 500) {
      const headers: Record<string, string> = {};
      for (const name of PASSED_BACK) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      send(res, upstream.status, { error: 'rejected_upstream', status: upstream.status }, headers);
      return;
    }
    if (upstream.status < 200 || upstream.status >= 300) {
      warnOnce(`Sentry answered ${upstream.status}`);
      throw fail(502, 'upstream error');
    }
    send(res, 200, {});
  } catch (err) {
    if (err instanceof HttpError) {
      send(res, err.status, { ...toErrorResponse(err) }, errorHeaders(err, err.status));
      return;
    }
    // A rate-limit store failure or a bug: never the visitor's fault, never worth a stack to them.
    console.error('[monitoring]', err);
    send(res, 503, { error: 'service_unavailable', status: 503 }, { 'Retry-After': '60' });
  }
}
