import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMediaError } from './mediaError';
import { mediaKey, parseMediaPath, parseVideoPath } from './mediaPath';
import { imageWorkAllowed } from './imageRate';
import { isKnownMedia } from './knownMedia';
import { memberImage } from './memberImages';
import { renderMedia } from './render';
import { parseStoredMediaPath } from './storedMedia';
import { handleStoredMedia } from './storedHandler';
import { handleVideoRequest } from './videoHandler';
import type { VideoOptions } from './videoRender';
import { parsePhotoUploadPath } from '../uploads';

const GENERATED_CACHE = 'public, max-age=31536000, immutable';

function notModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] !== etag) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

function sendJpeg(res: ServerResponse, jpeg: Buffer, method: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/jpeg');
  res.setHeader('Content-Length', jpeg.length);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(method === 'HEAD' ? undefined : jpeg);
}

/**
 * GET /media/<kind>/<id>/<variant>/<n>.jpg : a generated demo image the data shows, immutable
 *   (a bride's album photo follows her privacy instead: memberImages);
 * GET /media/halls/<id>/video/<n>.mp4 : a hall's demo video (videoHandler);
 * GET /media/stored/<id>.<ext> : an image, video or audio file copied into our store (the magazine's import);
 * GET /media/uploads/<user id>/<token>.jpg : a member's uploaded photo (or a partner's hall photo).
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
  // A member's photo: who may see it is asked at every request.
  const member = await memberImage(mediaPath, req);
  if (member === null) {
    sendMediaError(res, 404, 'Not Found');
    return;
  }
  if (member && parsePhotoUploadPath(mediaPath)) {
    res.setHeader('Cache-Control', member.cacheControl);
    if (notModified(req, res, member.etag)) return;
    const jpeg = await member.load();
    if (!jpeg) {
      res.removeHeader('ETag');
      sendMediaError(res, 404, 'Not Found');
      return;
    }
    sendJpeg(res, jpeg, method);
    return;
  }
  const ref = parseMediaPath(mediaPath);
  if (!ref || (!member && !(await isKnownMedia(ref)))) {
    sendMediaError(res, 404, 'Not Found');
    return;
  }
  res.setHeader('Cache-Control', member?.cacheControl ?? GENERATED_CACHE);
  if (notModified(req, res, member?.etag ?? `"m-${Buffer.from(mediaKey(ref)).toString('base64url')}"`)) return;
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
  sendJpeg(res, jpeg, method);
}
