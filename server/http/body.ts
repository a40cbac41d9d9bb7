import type { IncomingMessage } from 'node:http';
import Busboy from 'busboy';
import { HttpError, badRequest } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a request body as JSON, form-encoded or multipart into plain fields (files are refused). */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES) throw new HttpError(413, 'リクエストが大きすぎます');
  if (type.startsWith('multipart/form-data')) return readMultipart(req);
  const text = await readText(req);
  if (text.trim() === '') return {};
  if (type.startsWith('application/x-www-form-urlencoded')) return fromSearchParams(new URLSearchParams(text));
  if (type.startsWith('application/json') || type === '') {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      throw badRequest('body: JSON object expected');
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw badRequest('body: malformed JSON');
    }
  }
  throw new HttpError(415, 'サポートされていない形式です');
}

/** Repeated keys (and `key[]`) become arrays. */
export function fromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of params) addField(out, rawKey, value);
  return out;
}

function addField(out: Record<string, unknown>, rawKey: string, value: string): void {
  const isList = rawKey.endsWith('[]');
  const key = isList ? rawKey.slice(0, -2) : rawKey;
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const prev = out[key];
  if (prev === undefined) out[key] = isList ? [value] : value;
  else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'リクエストが大きすぎます'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function readMultipart(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: req.headers, limits: { fieldSize: 64 * 1024, fields: 100, files: 0 } });
    } catch {
      reject(badRequest('body: malformed multipart form'));
      return;
    }
    const out: Record<string, unknown> = {};
    bb.on('field', (name, value) => addField(out, name, value));
    bb.on('file', (_name, stream) => stream.resume());
    bb.on('filesLimit', () => reject(badRequest('body: files are not accepted')));
    bb.on('error', () => reject(badRequest('body: malformed multipart form')));
    bb.on('close', () => resolve(out));
    req.pipe(bb);
  });
}
