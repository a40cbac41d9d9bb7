import { z } from 'zod';
import type { Endpoint } from '../../api/contract/define';
import { allRoutes } from '../http/routes';
import { CSRF_HEADER } from '../http/csrf';
import { inputFields } from './inputFields';

type Json = Record<string, unknown>;

/** zod 4's own JSON Schema (draft 2020-12, what OpenAPI 3.1 uses); what JSON cannot say becomes `{}`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

/** `/api/wn/halls/:id` → `/api/wn/halls/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Where an endpoint is served: its client's base (the ring section's `/ring`, §7) and its path. */
export function documentPath(e: Pick<Endpoint, 'base' | 'path'>): string {
  return openApiPath(`${e.base ?? ''}${e.path}`);
}

const ERROR = {
  type: 'object',
  required: ['error', 'message', 'status'],
  properties: { error: { type: 'string' }, message: { type: 'string', description: '日本語のメッセージ' }, status: { type: 'integer' }, details: { type: 'object' } },
};
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const BODY_TYPES: Record<NonNullable<Endpoint['body']>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const VERBS: Record<Endpoint['method'], string> = { GET: '取得', POST: '送信', PUT: '登録', PATCH: '更新', DELETE: '削除' };

/** The operation's one-line summary: the contract's own, else what the method does to which path (one style, Japanese). */
export function summaryOf(e: Endpoint): string {
  return e.summary ?? `${documentPath(e)} の${VERBS[e.method]}`;
}

/** Why an operation may answer 403: a signed-in member without the right (staff, partner, owner), a failed CSRF or Origin check. */
function forbiddenAnswer(e: Endpoint): string | null {
  const reasons = [e.auth !== 'none' ? 'この操作の権限がありません' : null, e.method !== 'GET' ? 'CSRFトークン・Origin の検査に失敗' : null].filter(Boolean);
  return reasons.length ? reasons.join('、または') : null;
}

function operation(e: Endpoint): Json {
  const pathNames = e.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  // Inputs are described as the server reads them (after coercion: a query id is an integer).
  const { schema: input, properties } = inputFields(jsonSchema(e.input, 'output'));
  const parameters: Json[] = pathNames.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
  const required = new Set((input.required as string[] | undefined) ?? []);
  const rest = Object.entries(properties).filter(([name]) => !pathNames.includes(name));
  const writes = e.method !== 'GET';
  if (!writes) for (const [name, schema] of rest) parameters.push({ name, in: 'query', required: required.has(name), schema });
  else parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, description: '操作ごとの一意なキー（uuid）。同じキーで送り直した書き込みには最初の応答を返します（24時間）', schema: { type: 'string', minLength: 8, maxLength: 128 } });
  const op: Json = {
    summary: summaryOf(e),
    operationId: `${e.method.toLowerCase()}${documentPath(e).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    parameters,
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: jsonSchema(e.output, 'output') } } },
      400: errorAnswer('入力が正しくありません'),
      // An optional sign-in still refuses a session or token that is sent but no longer valid, and any
      // call refuses a user_id parameter without a session (401) or naming someone else (403) (§6).
      401: errorAnswer(e.auth !== 'none' ? 'ログインが必要です' : 'ログインが必要です（user_id を指定したとき）'),
      403: errorAnswer(forbiddenAnswer(e) ?? '他のユーザーのデータにはアクセスできません（user_id が本人でないとき）'),
      // Any call may name something that is not there (a path id, a query id, a campaign that ended).
      404: errorAnswer('見つかりません（存在しない、または見る権限のない対象）'),
      ...(writes ? { 413: errorAnswer('リクエストが大きすぎます') } : {}),
      // Besides an operation's own limit, counters that stand for a visitor (views, visitor ids) are limited per client.
      429: errorAnswer('回数制限（Retry-After 付き）'),
      503: errorAnswer('データベースに接続できません（Retry-After 付き）'),
    },
    'x-musubi-auth': e.auth,
    'x-musubi-csrf': writes,
    ...(e.rateLimit ? { 'x-musubi-rate-limit': e.rateLimit } : {}),
    ...(e.cacheSeconds ? { 'x-musubi-cache-seconds': e.cacheSeconds } : {}),
    ...(e.invalidates?.length ? { 'x-musubi-invalidates': e.invalidates } : {}),
  };
  const security: Json[] = [];
  if (e.auth !== 'none') security.push({ session: [] }, { weddingToken: [] }, { bearer: [] });
  if (e.auth === 'optional') security.push({});
  if (writes) {
    // A cookie session must also send the CSRF header; a wedding token alone need not.
    op.security = e.auth === 'none' ? [{ csrf: [] }] : [{ session: [], csrf: [] }, { weddingToken: [] }, { bearer: [] }, ...(e.auth === 'optional' ? [{ csrf: [] }] : [])];
    // Path parameters are not in the body: neither are they among its required fields.
    const bodyRequired = [...required].filter((name) => !pathNames.includes(name));
    const body: Json = { ...input, properties: Object.fromEntries(rest), required: bodyRequired };
    if (!bodyRequired.length) delete body.required;
    op.requestBody = { required: bodyRequired.length > 0, content: { [BODY_TYPES[e.body ?? 'json']]: { schema: body } } };
  } else op.security = security; // [] says so: a public read needs no credentials.
  return op;
}

/** The OpenAPI 3.1 document of the whole API, made from the contract the server runs (never by hand). */
export function openApiDocument(endpoints: Endpoint[] = allRoutes().map((r) => r.endpoint)): Json {
  const paths: Record<string, Json> = {};
  for (const e of endpoints) {
    const p = documentPath(e);
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'musubi API',
      version: '1',
      description:
        'ムスビのAPI。書き込み（GET 以外）は Origin の検査と、Cookie セッションでは X-CSRF-Token ヘッダー（GET /api/csrf の musubi_csrf Cookie と同じ値）が必要です。ネイティブアプリは X-Wedding-Token（または Authorization: Bearer）で認証し、CSRF は不要です。エラーは { error, message, status } の JSON です。',
    },
    servers: [{ url: '/', description: 'このサイト（同じオリジン）' }],
    paths,
    components: {
      schemas: { Error: ERROR },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'musubi_sid' },
        weddingToken: { type: 'apiKey', in: 'header', name: 'X-Wedding-Token' },
        bearer: { type: 'http', scheme: 'bearer' },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
    },
  };
}
