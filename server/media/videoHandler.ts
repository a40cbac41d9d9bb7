import fs from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { FfmpegError } from './ffmpeg';
import { fileEtag } from './fileEtag';
import { QueueFullError } from './limiter';
import { sendMediaError } from './mediaError';
import type { MediaRef } from './mediaPath';
import { renderVideo, UnlistedVideoError, type VideoOptions } from './videoRender';

const RETRY = { 'Retry-After': '10' };

/** Why there is no clip, as a 503: the rest of the site works without ffmpeg. */
function unavailable(res: ServerResponse, err: unknown): void {
  if (err instanceof QueueFullError) {
    sendMediaError(res, 503, 'ただいま混み合っています。しばらくしてからもう一度お試しください', RETRY);
    return;
  }
  if (!(err instanceof FfmpegError)) throw err;
  if (err.reason !== 'missing') console.error(`[media] video: ${err.message}`);
  const message = err.reason === 'missing' ? 'ffmpeg がインストールされていないため、動画を用意できません' : '動画を用意できませんでした。しばらくしてからもう一度お試しください';
  sendMediaError(res, 503, message, RETRY);
}

/** Streams the file with `send`: Range (206 / 416), HEAD, conditional GET (304), immutable caching. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  return new Promise((resolve) => {
    const stream = send(req, `/${path.basename(file)}`, {
      root: path.dirname(file),
      acceptRanges: true,
      cacheControl: true,
      maxAge: '1y',
      immutable: true,
      etag: false, // ours (from the bytes) is already set
      lastModified: true,
      index: false,
    });
    stream.on('error', (err: { status?: number; headers?: Record<string, string> }) => {
      if (res.headersSent) {
        res.destroy(); // the file failed mid-way: cut the answer short rather than send a wrong one
        return;
      }
      const status = err.status ?? 500;
      sendMediaError(res, status, STATUS_CODES[status] ?? 'Error', err.headers ?? {});
    });
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
    stream.pipe(res);
  });
}

/** GET /media/halls/<id>/video/<n>.mp4 : the hall's demo clip, made on first request and then served from disk. */
export async function handleVideoRequest(req: IncomingMessage, res: ServerResponse, ref: MediaRef, options: VideoOptions = {}): Promise<void> {
  let file: string;
  try {
    file = await renderVideo(ref, options);
  } catch (err) {
    if (err instanceof UnlistedVideoError) sendMediaError(res, 404, 'Not Found');
    else unavailable(res, err);
    return;
  }
  res.setHeader('Content-Type', 'video/mp4');
  res.setHeader('ETag', await fileEtag(file, await fs.stat(file)));
  await sendFile(req, res, file);
}
