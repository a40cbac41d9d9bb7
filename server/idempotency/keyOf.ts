import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '../accounts/sessions';
import { PRESESSION_COOKIE } from '../http/csrf';
import type { RequestContext } from '../http/context';
import { badRequest } from '../http/errors';
import { digestOf } from '../http/uploadDigest';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A uuid, or any other printable token a client makes up for one action. */
const KEY_RE = /^[\x21-\x7e]{8,128}$/;

/** The request's Idempotency-Key, checked (400 when malformed), or null when it sent none. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw : [raw];
  if (value.length !== 1 || !KEY_RE.test(value[0])) throw badRequest('Idempotency-Key: 8〜128文字の英数字や記号で指定してください');
  return value[0];
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * Whose key it is: the member, else the browser (its session or pre-session cookie, which every
 * write has since CSRF is bound to it), hashed. null: no one to tell apart, no key kept.
 */
export function callerOf(ctx: Pick<RequestContext, 'user' | 'cookies'>): string | null {
  if (ctx.user) return `user:${ctx.user.id}`;
  const binding = ctx.cookies[SESSION_COOKIE] || ctx.cookies[PRESESSION_COOKIE];
  return binding ? `visitor:${sha256(binding).slice(0, 32)}` : null;
}

/** Input as canonical JSON (keys sorted, an uploaded file as the hash of its bytes). */
function canonical(value: unknown): unknown {
  // An uploaded file was hashed as it streamed in; other bytes are hashed here, without a copy.
  if (value instanceof Uint8Array) return `sha256:${digestOf(value) ?? createHash('sha256').update(value).digest('hex')}`;
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** A hash of what the request asks for: the same key sent with other input is a client's mistake. */
export function fingerprintOf(input: Record<string, unknown>): string {
  return sha256(JSON.stringify(canonical(input)));
}
