import type { WordpressConfig } from './config';

/** What a WordPress request may cost: a slow or huge answer is a failure, never a hang. */
export const REST_LIMITS = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, maxPages: 500 } as const;

export class WordpressError extends Error {}

export interface RestPage<T> {
  items: T[];
  totalPages: number;
}

/** The REST API's base: pretty permalinks give /wp-json. */
function endpointUrl(config: WordpressConfig, route: string, params: Record<string, string | number>): URL {
  const url = new URL(`${config.url}/wp-json${route}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url;
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new WordpressError(`応答が大きすぎます（${declared} バイト）`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new WordpressError(`応答が大きすぎます（${maxBytes} バイト超）`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: ErrorLike };

/**
 * Why a request got no answer, in Japanese for the staff page. Errors are read by their shape:
 * fetch's come from Node's own realm, where `instanceof Error` does not always hold.
 */
export function fetchFailure(err: unknown, timeoutMs: number): string {
  const e = (err ?? {}) as ErrorLike;
  const cause = (e.cause ?? {}) as ErrorLike;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `${timeoutMs / 1000} 秒以内に応答がありません`;
  if (/redirect/i.test(String(cause.message ?? ''))) return 'リダイレクトが繰り返されています（転送の上限を超えました）';
  switch (cause.code) {
    case 'ECONNREFUSED': return '接続を拒否されました（WordPress が動いていません）';
    case 'ENOTFOUND':
    case 'EAI_AGAIN': return 'ホスト名を解決できません';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET': return '接続が途中で切れました';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT': return `${timeoutMs / 1000} 秒以内に応答がありません`;
    default: return '接続できません';
  }
}

/** An error status, in Japanese, with what to check. */
export function statusFailure(status: number): string {
  if (status === 401 || status === 403) return `認証に失敗しました（HTTP ${status}）。WORDPRESS_USER とアプリケーションパスワードを確認してください`;
  if (status === 404) return 'REST API が見つかりません（HTTP 404）。パーマリンク設定と WORDPRESS_URL を確認してください';
  if (status >= 500) return `WordPress がエラーを返しました（HTTP ${status}）`;
  return `WordPress が要求を受け付けませんでした（HTTP ${status}）`;
}

/**
 * One GET of the REST API as JSON, with the application password when configured. A timeout,
 * a redirect loop (fetch stops after 20), an error status or an answer that is not JSON throws.
 */
export async function restGet<T>(config: WordpressConfig, route: string, params: Record<string, string | number> = {}): Promise<{ body: T; headers: Headers }> {
  const url = endpointUrl(config, route, params);
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': 'musubi-wordpress-sync' };
  if (config.auth) headers.Authorization = `Basic ${Buffer.from(`${config.auth.user}:${config.auth.password}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? REST_LIMITS.timeoutMs;
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (err) {
    throw new WordpressError(`${url.pathname}: ${fetchFailure(err, timeoutMs)}`);
  }
  const text = await readCapped(res, REST_LIMITS.maxBytes);
  if (!res.ok) throw new WordpressError(`${url.pathname}: ${statusFailure(res.status)}`);
  try {
    return { body: JSON.parse(text) as T, headers: res.headers };
  } catch {
    throw new WordpressError(`${url.pathname}: JSON ではない応答です`);
  }
}

/** Every page of a collection (per_page=100), following X-WP-TotalPages. */
export async function restGetAll<T>(config: WordpressConfig, route: string, params: Record<string, string | number> = {}): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= REST_LIMITS.maxPages; page++) {
    const { body, headers } = await restGet<unknown>(config, route, { ...params, per_page: 100, page });
    if (!Array.isArray(body)) throw new WordpressError(`${route}: 一覧ではない応答です`);
    out.push(...(body as T[]));
    const totalPages = Number(headers.get('x-wp-totalpages') ?? 1);
    if (!Number.isFinite(totalPages) || page >= totalPages || body.length === 0) break;
  }
  return out;
}

/** A collection's items by id, 100 ids a request. */
export async function restGetByIds<T>(config: WordpressConfig, route: string, ids: number[], params: Record<string, string | number> = {}): Promise<T[]> {
  const out: T[] = [];
  const unique = [...new Set(ids)].filter((n) => Number.isInteger(n) && n > 0);
  for (let i = 0; i < unique.length; i += 100) out.push(...(await restGetAll<T>(config, route, { ...params, include: unique.slice(i, i + 100).join(',') })));
  return out;
}
