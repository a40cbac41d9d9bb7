import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../../db/client';
import { wordpressConfig } from './config';
import { kickWordpressSync } from './scheduler';
import { requestRun } from './state';

export const WEBHOOK_MAX_BYTES = 16 * 1024;
export const WEBHOOK_MAX_SKEW_SECONDS = 300;

/** The signature the plugin sends for this timestamp and body. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A fresh timestamp and a matching signature (constant-time comparison). */
export function isValidWebhook(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * POST /api/wordpress/webhook (api/contract/wordpress.ts): checks the signature over the raw body,
 * then asks for a sync at once. The body says which post changed, but the sync reads WordPress
 * itself: a forged or replayed body can at most make a sync run early.
 */
export async function handleWordpressWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const config = wordpressConfig();
  if (!config?.webhookSecret) return send(res, 404, { error: 'not_found', message: 'Not Found', status: 404 });
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return send(res, 405, { error: 'method_not_allowed', message: 'POST のみ受け付けます', status: 405 });
  }
  const timestamp = header(req, 'x-musubi-timestamp');
  const signature = header(req, 'x-musubi-signature');
  // Refused before reading the body when it cannot be signed at all.
  if (!timestamp || !signature) return send(res, 401, { error: 'unauthorized', message: '署名がありません', status: 401 });
  if (Number(req.headers['content-length']) > WEBHOOK_MAX_BYTES) return send(res, 413, { error: 'payload_too_large', message: 'リクエストが大きすぎます', status: 413 });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_MAX_BYTES) return send(res, 413, { error: 'payload_too_large', message: 'リクエストが大きすぎます', status: 413 });
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  if (!isValidWebhook(config.webhookSecret, timestamp, signature, body)) return send(res, 401, { error: 'unauthorized', message: '署名が正しくありません', status: 401 });
  await requestRun(await getDb());
  kickWordpressSync();
  send(res, 202, { accepted: true });
}
