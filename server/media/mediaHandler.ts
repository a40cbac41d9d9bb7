import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaKey, parseMediaPath } from './mediaPath';
import { renderMedia } from './render';

function sendJson(res: ServerResponse, status: number, message: string): void {
  const text = JSON.stringify({ error: status === 404 ? 'not_found' : 'method_not_allowed', message, status });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** GET /media/<kind>/<id>/<variant>/<n>.jpg : a generated demo image, immutable. */
export async function handleMediaRequest(req: IncomingMessage, res: ServerResponse, mediaPath: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendJson(res, 405, 'Method Not Allowed');
    return;
  }
  const ref = parseMediaPath(mediaPath);
  if (!ref) {
    sendJson(res, 404, 'Not Found');
    return;
  }
  const etag = `"m-${Buffer.from(mediaKey(ref)).toString('base64url')}"`;
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const jpeg = await renderMedia(ref);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/jpeg');
  res.setHeader('Content-Length', jpeg.length);
  res.end(method === 'HEAD' ? undefined : jpeg);
}
