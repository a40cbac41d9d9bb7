import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMediaError } from './mediaError';
import { mediaKey, parseMediaPath, parseVideoPath } from './mediaPath';
import { imageWorkAllowed } from './imageRate';
import { isKnownMedia } from './knownMedia';
import { renderMedia } from './render';
import { parseStoredMediaPath } from './storedMedia';
import { handleStoredMedia } from './storedHandler';
import { handleVideoRequest } from './videoHandler';
import type { VideoOptions } from './videoRender';
import { parseUploadPath, readUpload } from './uploads';

/**
 * GET /media/<kind>/<id>/<variant>/<n>.jpg : a generated demo image, immutable;
 * GET /media/halls/<id>/video/<n>.mp4 : a hall's demo video (videoHandler);
 * GET /media/stored/<id>.<ext> : an image, video or audio file copied into our store (the magazine's import).
 * GET /media/uploads/<user id>/<token>.jpg : a member's uploaded photo.
 */
export async function handleMediaRequest(req: IncomingMessage, res: ServerResponse, mediaPath: string, videoOptions?: VideoOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendMediaError(res, 405, 'Method Not Allowed');
    return;
  }
  const stored = parseStoredMediaPath(mediaPath);
  if (stored) {
    await handleStoredMedia(req, res, stored, method);
    return;
  }
  const video = parseVideoPath(mediaPath);
  if (video) {
    await handleVideoRequest(req, res, video, videoOptions);
    return;
  }
  const upload = parseUploadPath(mediaPath);
  if (upload) {
    // A member's photo: its name is random and never reused, so it is kept like a generated one.
    const jpeg = await readUpload(upload);
    if (!jpeg) {
      sendMediaError(res, 404, 'Not Found');
      return;
    }
    res.statusCode = 200;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', jpeg.length);
    res.end(method === 'HEAD' ? undefined : jpeg);
    return;
  }
  const ref = parseMediaPath(mediaPath);
  if (!ref || !(await isKnownMedia(ref))) {
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
  let retryAfter = 0;
  const jpeg = await renderMedia(ref, async () => {
    retryAfter = await imageWorkAllowed(req);
    if (retryAfter) throw new Error('image rate limit');
  }).catch((e) => {
    if (retryAfter) return null;
    throw e;
  });
  if (!jpeg) {
    res.removeHeader('Cache-Control');
    res.removeHeader('ETag');
    sendMediaError(res, 429, 'しばらく時間をおいてから、もう一度お試しください', { 'Retry-After': String(retryAfter) });
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/jpeg');
  res.setHeader('Content-Length', jpeg.length);
  res.end(method === 'HEAD' ? undefined : jpeg);
}
