import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMediaError } from './mediaError';
import { mediaKey, parseMediaPath, parseVideoPath } from './mediaPath';
import { renderMedia } from './render';
import { handleVideoRequest } from './videoHandler';
import type { VideoOptions } from './videoRender';

/**
 * GET /media/<kind>/<id>/<variant>/<n>.jpg : a generated demo image, immutable;
 * GET /media/halls/<id>/video/<n>.mp4 : a hall's demo video (videoHandler).
 */
export async function handleMediaRequest(req: IncomingMessage, res: ServerResponse, mediaPath: string, videoOptions?: VideoOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendMediaError(res, 405, 'Method Not Allowed');
    return;
  }
  const video = parseVideoPath(mediaPath);
  if (video) {
    await handleVideoRequest(req, res, video, videoOptions);
    return;
  }
  const ref = parseMediaPath(mediaPath);
  if (!ref) {
    sendMediaError(res, 404, 'Not Found');
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
