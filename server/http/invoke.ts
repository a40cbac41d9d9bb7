import type { z } from 'zod';
import type { Endpoint, EndpointOutput } from '../../api/contract/define';
import type { RequestContext } from './context';
import { badRequest, forbidden, unauthorized } from './errors';
import { checkRawInput, isScalar } from './rawInput';
import { enforceRateLimit } from './rateLimit';
import { routeFor } from './registry';
import { cached, invalidateResponses, isCacheable, responseCacheEnabled } from './responseCache';
import { takeTouched } from './cacheTouch';

/** Turns zod issues into one readable message that names the parameter. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'input'}: ${i.message}`)
    .join('; ');
}

/**
 * Runs an endpoint for raw input (path params + query + body merged): validates,
 * authorises against the session, then calls the implementation. Used by the HTTP
 * adapter and by the in-process transport alike, so both behave the same.
 */
export async function invoke<E extends Endpoint>(
  endpoint: E,
  raw: Record<string, unknown>,
  ctx: RequestContext,
): Promise<EndpointOutput<E>> {
  const r = routeFor(endpoint);
  checkRawInput(raw);
  checkUserId(raw, ctx);
  if (endpoint.auth === 'user' && !ctx.user) throw unauthorized();
  // A write's bucket is counted by the HTTP adapter before its body is read; a read's here, so a
  // page render that looks something up in-process counts like the browser's own call.
  if (endpoint.method === 'GET' && endpoint.rateLimit) await enforceRateLimit(endpoint.rateLimit, ctx);
  const parsed = safeParse(endpoint, raw);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error), { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  const run = () => r.handle(parsed.data as never, ctx) as Promise<EndpointOutput<E>>;
  if (!responseCacheEnabled()) return run();
  if (isCacheable(endpoint) && !ctx.user) return cached(ctx.db, endpoint, parsed.data, run);
  takeTouched(ctx);
  const result = await run();
  if (endpoint.method === 'GET' || !ctx.user) return result;
  // Anonymous writes have no power over the caches; a member's drops only what it changed (the
  // contract's tags for this call and what the implementation touched), on every instance, before
  // the answer leaves (a read sent after it sees the write wherever it lands).
  const tags = [...new Set([...(endpoint.invalidates ?? []), ...takeTouched(ctx)])];
  if (tags.length) await invalidateResponses(ctx.db, tags);
  return result;
}

/**
 * What is settled before a request's body is read (server/http/nodeAdapter), in two steps around
 * the rate limit: first hostile query or path input, a user_id naming someone else and a missing
 * session; then the route's own early authorisation (her album, her ticket…). The handler checks
 * again with the parsed input: these only refuse early.
 */
export function authenticateBeforeBody(endpoint: Endpoint, early: Record<string, unknown>, ctx: RequestContext): void {
  checkRawInput(early);
  checkUserId(early, ctx);
  if (endpoint.auth === 'user' && !ctx.user) throw unauthorized();
}

export async function authorizeBeforeBody(endpoint: Endpoint, early: Record<string, unknown>, ctx: RequestContext): Promise<void> {
  const authorize = routeFor(endpoint).authorize;
  if (authorize) await authorize(early, ctx);
}

/** A schema's own preprocessing may trip over a hostile value (`{"toString":1}`): that is bad input too. */
function safeParse(endpoint: Endpoint, raw: Record<string, unknown>) {
  try {
    return endpoint.input.safeParse(raw);
  } catch {
    throw badRequest('input: 形式が正しくありません');
  }
}

/** A user_id parameter may only name the session's own user (§6, issue 4). */
function checkUserId(raw: Record<string, unknown>, ctx: RequestContext): void {
  const given = raw.user_id;
  if (given === undefined || given === null || given === '') return;
  if (!ctx.user) throw unauthorized();
  // Every value counts: a repeated user_id cannot smuggle another id behind the own one.
  const values = Array.isArray(given) ? given : [given];
  if (!values.every(isScalar)) throw badRequest('user_id: 形式が正しくありません');
  if (values.some((v) => String(v).trim() !== String(ctx.user!.id))) throw forbidden('他のユーザーのデータにはアクセスできません');
}
