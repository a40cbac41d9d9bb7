import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../db/client';
import { sendMediaError } from './mediaError';
import { readStoredImage } from './storedMedia';

/** One `bytes=` range of a body of `size` bytes: [start, end] inclusive, 'unsatisfiable', or null to send it whole. */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

/** GET /media/stored/<id>.<ext>: a copied image, video or audio file; ranges for players that seek. */
export async function handleStoredMedia(req: IncomingMessage, res: ServerResponse, id: number, method: string): Promise<void> {
  const file = await readStoredImage(await getDb(), id);
  if (!file) {
    sendMediaError(res, 404, 'Not Found');
    return;
  }
  const size = file.body.length;
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  const range = byteRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    sendMediaError(res, 416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${size}` });
    return;
  }
  const [start, end] = range ?? [0, size - 1];
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Length', end - start + 1);
  res.end(method === 'HEAD' ? undefined : file.body.subarray(start, end + 1));
}
