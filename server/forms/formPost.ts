import type { IncomingMessage, ServerResponse } from 'node:http';
import * as Sentry from '@sentry/nextjs';
import type { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../api/contract/define';
import { contractIssues, type FieldIssue } from '../../lib/form/checkedForm';
import { CSRF_FIELD, type FormPost, type PostedForm } from '../../lib/form/postedForm';
import { MSG } from '../../lib/messages';
import { readBody } from '../http/body';
import type { RequestContext } from '../http/context';
import { checkCsrf, checkOrigin, issueCsrfCookie } from '../http/csrf';
import { HttpError, errorHeaders, toErrorResponse } from '../http/errors';
import { authenticateBeforeBody, authorizeBeforeBody, invoke } from '../http/invoke';
import { enforceRateLimit, limiterFor } from '../http/rateLimit';
import { buildContext } from '../http/requestContext';

/** Where a form post ends: a 303 to the next page (post/redirect/get), or the page again with the refusal. */
export type FormOutcome = { redirect: { destination: string; statusCode: 303 } } | { posted: PostedForm };

/** The longest kept value: a refused post is shown again, never a megabyte of it. */
const MAX_KEPT = 5000;
const JAPANESE = /[ぁ-んァ-ヶ一-龥]/;
const CHECK_AGAIN = '入力内容をご確認ください';
const SEND_AGAIN = '送信の確認のため、内容をご確認のうえ、もう一度送信してください';

export interface FormPostOptions<E extends Endpoint> {
  endpoint: E;
  /** The form's own checks (the schema its scripts use), over the posted fields: the same messages with or without JavaScript. */
  schema?: z.ZodType;
  /** Checks of the form's own that are no schema (every question answered), over the posted fields. */
  refusedBefore?(fields: Record<string, unknown>): FieldIssue[];
  /** The posted fields as the form's scripts would hand them to `schema` (a checked box's "on" as true, say). */
  formValues?(fields: Record<string, unknown>): Record<string, unknown>;
  /** The endpoint's input from the posted fields (and the page's parameters). */
  input(fields: Record<string, unknown>, ctx: RequestContext): EndpointInput<E>;
  /** The page after it worked (303). */
  done(output: EndpointOutput<E>, ctx: RequestContext): string;
  /** An answer that is a refusal although the call succeeded (the contact form's validation_failed). */
  refused?(output: EndpointOutput<E>): { message: string; issues: FieldIssue[] } | null;
  /** Fields never sent back to the page (passwords). */
  secret?: readonly string[];
  /**
   * The form is on a page a shared cache keeps (the same HTML for every visitor), so it carries no
   * token: a post without one is shown again with a fresh token and her values, to be sent once more.
   * Nothing is done without a valid token either way.
   */
  fromSharedPage?: boolean;
  /** Where a visitor without a session goes when the endpoint needs one. */
  loginPath?: string;
}

/**
 * Counts the post against the endpoint's rate limit and the member's write budget, before its body
 * is read (as the API's adapter does); `giveBack` returns the counts of a post that is only shown
 * again to be sent once more.
 */
async function countPost(endpoint: Endpoint, ctx: RequestContext): Promise<{ giveBack(): Promise<void> }> {
  const counts: [bucket: string, key: string][] = [];
  if (endpoint.rateLimit) counts.push([endpoint.rateLimit, ctx.ip]);
  if (ctx.user) counts.push(['member-write', `user:${ctx.user.id}`]);
  for (const [bucket, key] of counts) await enforceRateLimit(bucket, ctx, key);
  return { giveBack: async () => void (await Promise.all(counts.map(([bucket, key]) => limiterFor(bucket).reward(key, 1)))) };
}

/** The text fields of a post, as the page shows them again: no secrets, no files, nothing huge. */
function keptValues(fields: Record<string, unknown>, secret: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').slice(0, MAX_KEPT) : null);
  for (const [k, v] of Object.entries(fields)) {
    if (k === CSRF_FIELD || secret.includes(k)) continue;
    if (Array.isArray(v)) out[k] = v.slice(0, 50).map(text).filter((s): s is string => s !== null);
    else {
      const s = text(v);
      if (s !== null) out[k] = s;
    }
  }
  return out;
}

/** The form's own checks over the posted fields (its schema, then checks of its own). */
function formIssues<E extends Endpoint>(options: FormPostOptions<E>, fields: Record<string, unknown>): FieldIssue[] {
  return [...(options.schema ? contractIssues(options.schema, options.formValues ? options.formValues(fields) : fields) : []), ...(options.refusedBefore?.(fields) ?? [])];
}

/** An API refusal in words she can read, each zod issue on its field. */
function refusal(err: unknown): { status: number; message: string; issues: FieldIssue[]; headers: Record<string, string> } {
  const body = toErrorResponse(err);
  const raw = (body.details?.issues ?? []) as { path?: string; message?: string }[];
  const issues = Array.isArray(raw)
    ? raw.filter((i) => typeof i.message === 'string' && JAPANESE.test(i.message)).map((i) => ({ field: String(i.path ?? '').split('.')[0], message: i.message! }))
    : [];
  const message = JAPANESE.test(body.message) ? body.message.replace(/^[a-z_.]+: /, '') : CHECK_AGAIN;
  return { status: body.status, message, issues, headers: errorHeaders(err, body.status) };
}

/**
 * A form posted without the page's scripts (`<form method="post">` before they arrive, or with
 * JavaScript off): the checks of the API's own adapter (server/http/nodeAdapter). What the headers
 * settle comes before a byte of the body is read, as there: a cross-site origin, the session, the
 * endpoint's rate limit and the member's write budget (counted for every post, since the token
 * that proves one is in the body), and the route's own authorisation; then the body, the CSRF
 * token (from the hidden field instead of the header), the form's checks and the endpoint itself,
 * in-process. A post refused before its body is answered without reading it (the connection
 * closes). It answers 303 to `done` when it worked; otherwise the page renders again with the
 * refusal (status 400/401/403/409/413/429), her values kept except secrets.
 * Anything unexpected is reported (500) and the page still shows her form with a message.
 */
export async function handleFormPost<E extends Endpoint>(req: IncomingMessage, res: ServerResponse, options: FormPostOptions<E>): Promise<FormOutcome> {
  const { endpoint } = options;
  const secret = options.secret ?? [];
  res.setHeader('Cache-Control', 'private, no-store');
  let fields: Record<string, unknown> = {};
  let bodyPending = true;
  try {
    const ctx = await buildContext(req, res);
    checkOrigin(req);
    try {
      authenticateBeforeBody(endpoint, {}, ctx);
    } catch (e) {
      if (options.loginPath && e instanceof HttpError && e.status === 401) {
        res.setHeader('Connection', 'close');
        return { redirect: { destination: options.loginPath, statusCode: 303 } };
      }
      throw e;
    }
    const counted = await countPost(endpoint, ctx);
    // Without path parameters: no form's endpoint authorises by them (a review's needs the member only).
    await authorizeBeforeBody(endpoint, {}, ctx);
    bodyPending = false;
    fields = await readBody(req, endpoint.upload);
    if (options.fromSharedPage && fields[CSRF_FIELD] === undefined) {
      // Nothing is done without a token; the form's own checks (no call, no write) still tell her at
      // once what to correct, so the post that comes back with the token is the one that goes through
      // (and the one that counts: this one's count is given back).
      await counted.giveBack();
      res.statusCode = 400;
      return { posted: { values: keptValues(fields, secret), issues: formIssues(options, fields), message: SEND_AGAIN } };
    }
    checkCsrf(req, ctx, fields[CSRF_FIELD]);
    delete fields[CSRF_FIELD];
    const input = options.input(fields, ctx) as Record<string, unknown>;
    const issues = formIssues(options, fields);
    if (issues.length) {
      res.statusCode = 400;
      return { posted: { values: keptValues(fields, secret), issues, message: CHECK_AGAIN } };
    }
    const output = await invoke(endpoint, input, ctx);
    const refused = options.refused?.(output);
    if (refused) {
      res.statusCode = 400;
      return { posted: { values: keptValues(fields, secret), issues: refused.issues, message: refused.message } };
    }
    return { redirect: { destination: options.done(output, ctx), statusCode: 303 } };
  } catch (err) {
    const r = refusal(err);
    if (r.status >= 500 && r.status !== 503) {
      Sentry.captureException(err);
      console.error(err);
    }
    if (!res.headersSent) {
      res.statusCode = r.status;
      for (const [name, value] of Object.entries(r.headers)) res.setHeader(name, value);
      // A body refused unread is not drained either: the connection closes with the answer.
      if (bodyPending) res.setHeader('Connection', 'close');
    }
    const message = r.status === 429 ? MSG.tooMany : r.status >= 500 && r.status !== 503 ? '送信できませんでした。お手数ですが、もう一度お試しください' : r.message;
    return { posted: { values: keptValues(fields, secret), issues: r.issues, message } };
  }
}

/** The token a page's form carries in its hidden field (and the cookie it must match), and a refused post. */
export async function formPostProps(req: IncomingMessage, res: ServerResponse, posted: PostedForm | null = null): Promise<FormPost> {
  const ctx = await buildContext(req, res);
  return { csrf: issueCsrfCookie(ctx), posted };
}

/** The first value of a posted field as text ('' when absent or not text). */
export function fieldText(fields: Record<string, unknown>, name: string): string {
  const v = fields[name];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : '';
}
