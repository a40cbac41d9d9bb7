import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError, badRequest } from '../http/errors';
import { createLimiter, QueueFullError } from '../media/limiter';
import { decodeHeic } from './heic';
import type { UploadPolicy } from './policies';
import { sniffImage } from './sniff';

/** An upload made safe to keep and publish: a fresh JPEG without any metadata. */
export interface CleanImage {
  data: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export const BUSY_MESSAGE = 'ただいま混み合っています。しばらくしてからもう一度お試しください';

// Decoding is the heavy part, for every kind of upload together: two at a time per instance, a few
// more waiting, the rest told to retry (503). sharp decodes on libuv's threads, HEIC on its own thread.
const decoder = createLimiter(2, 16);

async function opened(data: Uint8Array, policy: UploadPolicy, heic: boolean): Promise<Sharp> {
  const tooManyPixels = () => new HttpError(413, policy.messages.pixels);
  if (heic) {
    const r = await decodeHeic(data, policy.maxPixels).catch(() => ({ ok: false as const, reason: 'unsupported' as const }));
    if (!r.ok) throw r.reason === 'pixels' ? tooManyPixels() : badRequest(policy.messages.heic ?? policy.messages.broken);
    return sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } });
  }
  let meta: Metadata;
  try {
    // The header alone: a decompression bomb is refused before a pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(policy.messages.broken);
  }
  if (!meta.width || !meta.height) throw badRequest(policy.messages.broken);
  if (meta.width * meta.height > policy.maxPixels) throw tooManyPixels();
  return sharp(data, { limitInputPixels: policy.maxPixels, failOn: 'error', animated: false }).rotate();
}

/**
 * The pipeline's checking half: the format by its first bytes (only the policy's formats), the size,
 * the pixel count from the header before decoding, then decoded (a limited number at a time), turned
 * upright by its EXIF orientation, bounded to the policy's long side and written as a fresh JPEG:
 * EXIF, GPS, maker notes, comments and colour profiles' private data are all gone.
 */
export async function cleanImage(data: Uint8Array, policy: UploadPolicy): Promise<CleanImage> {
  const format = sniffImage(data);
  if (!format || !policy.formats.includes(format)) throw new HttpError(415, policy.messages.type);
  if (data.length > policy.maxBytes) throw new HttpError(413, `ファイルサイズは${Math.floor(policy.maxBytes / (1024 * 1024))}MBまでです`);
  try {
    return await decoder.run(async () => {
      const image = await opened(data, policy, format === 'heic');
      try {
        const { data: jpeg, info } = await image
          .resize({ width: policy.longSide, height: policy.longSide, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: policy.quality, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { data: jpeg, contentType: 'image/jpeg' as const, width: info.width, height: info.height };
      } catch {
        throw badRequest(policy.messages.broken);
      }
    });
  } catch (e) {
    if (e instanceof QueueFullError) throw new HttpError(503, BUSY_MESSAGE, undefined, { 'Retry-After': '5' });
    throw e;
  }
}
