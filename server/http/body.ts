import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import Busboy from 'busboy';
import { HttpError, badRequest } from './errors';
import { streamingDigest } from './uploadDigest';
import type { UploadedFile, UploadLimits } from '../../api/contract/define';

export const MAX_BODY_BYTES = 1024 * 1024;
const tooLarge = () => new HttpError(413, 'リクエストが大きすぎます', undefined, { Connection: 'close' });

/** Passes the body on while counting the bytes actually read: a chunked body has no declared length. */
function capped(maxBytes = MAX_BODY_BYTES): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/** Reads a request body as JSON, form-encoded or multipart into plain fields (files only where `upload` allows them). */
export async function readBody(req: IncomingMessage, upload?: UploadLimits): Promise<Record<string, unknown>> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const length = Number(req.headers['content-length'] ?? 0);
  const multipart = type.startsWith('multipart/form-data');
  // Endpoints that take files allow their files' bytes on top of the ordinary cap.
  const maxBytes = upload && multipart ? upload.files * upload.maxBytes + MAX_BODY_BYTES : MAX_BODY_BYTES;
  if (length > maxBytes) throw tooLarge();
  if (multipart) return readMultipart(req, upload, maxBytes);
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

function addFile(out: Record<string, unknown>, rawKey: string, file: UploadedFile): void {
  const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const prev = out[key];
  out[key] = prev === undefined ? file : Array.isArray(prev) ? [...prev, file] : [prev, file];
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = req.pipe(capped());
    body.on('data', (c: Buffer) => chunks.push(c));
    body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.on('error', (e) => {
      req.unpipe(body);
      reject(e);
    });
    req.on('error', reject);
  });
}

function readMultipart(req: IncomingMessage, upload: UploadLimits | undefined, maxBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: req.headers, limits: { fieldSize: 64 * 1024, fields: 100, files: upload?.files ?? 0, fileSize: upload?.maxBytes ?? 0 } });
    } catch {
      reject(badRequest('body: malformed multipart form'));
      return;
    }
    const out: Record<string, unknown> = {};
    const pending: Promise<void>[] = [];
    bb.on('field', (name, value) => addField(out, name, value));
    bb.on('file', (name, stream, info) => {
      if (!upload) {
        stream.resume();
        return;
      }
      pending.push(
        new Promise<void>((done, fail) => {
          const chunks: Buffer[] = [];
          const digest = streamingDigest();
          stream.on('data', (c: Buffer) => {
            chunks.push(c);
            digest.update(c);
          });
          stream.on('limit', () => fail(new HttpError(413, `ファイルサイズは${Math.floor(upload.maxBytes / (1024 * 1024))}MBまでです`)));
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            digest.finish(data);
            // An empty file input is an empty field: skipped (§5).
            if (data.length > 0) addFile(out, name, { filename: info.filename ?? '', mimeType: info.mimeType, data });
            done();
          });
          stream.on('error', fail);
        }),
      );
    });
    bb.on('filesLimit', () => reject(upload ? badRequest('body: too many files') : badRequest('body: files are not accepted')));
    bb.on('error', () => reject(badRequest('body: malformed multipart form')));
    bb.on('close', () => Promise.all(pending).then(() => resolve(out), reject));
    const body = req.pipe(capped(maxBytes));
    body.on('error', (e) => {
      req.unpipe(body);
      reject(e);
    });
    body.pipe(bb);
  });
}
