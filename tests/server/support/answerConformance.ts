import type http from 'node:http';
import zlib from 'node:zlib';
import { openApiDocument } from '@/server/openapi/document';
import { EXTERNAL_PREFIX } from '@/server/http/nodeAdapter';
import { expectConformsToOpenApi } from './openApiConformance';

interface DocumentedPath {
  path: string;
  pattern: RegExp;
  params: number;
}

let documented: DocumentedPath[] | null = null;

/** The document's GET paths as patterns, literal ones first (`/api/halls/count` before `/api/halls/{id}`). */
function documentedGets(): DocumentedPath[] {
  if (documented) return documented;
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(doc.paths)
    .filter(([, ops]) => ops.get)
    .map(([path]) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return documented;
}

/**
 * The document's path a GET of this pathname answers for. Paths outside /api (`/wp-json/*`) reach
 * the adapter under EXTERNAL_PREFIX, as serve.mjs rewrites them; the document lists them as served.
 */
export function documentedGetPath(pathname: string): string | null {
  const served = pathname.startsWith(`${EXTERNAL_PREFIX}/`) ? pathname.slice(EXTERNAL_PREFIX.length) : pathname;
  return documentedGets().find((d) => d.pattern.test(served))?.path ?? null;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Watches one answer of the test server: a JSON answer to a GET of a documented path must conform to
 * what /api/openapi.json says of it (every server test that speaks HTTP checks the document this way).
 * Returns the nonconformity, or null.
 */
export function watchAnswer(req: http.IncomingMessage, res: http.ServerResponse, report: (problem: string) => void): void {
  if (req.method !== 'GET') return;
  const pathname = new URL(req.url ?? '/', 'http://test').pathname;
  const path = documentedGetPath(pathname);
  if (!path) return;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk);
    const type = String(res.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && res.statusCode < 500 && res.statusCode !== 304) {
      try {
        expectConformsToOpenApi(path, 'GET', res.statusCode, JSON.parse(decode(Buffer.concat(chunks), res.getHeader('content-encoding') as string | undefined)));
      } catch (e) {
        report(`${pathname}: ${(e as Error).message}`);
      }
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
