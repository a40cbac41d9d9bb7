import sharp, { type Metadata, type Sharp } from 'sharp';
import type heicDecodeModule from 'heic-decode';
import { BRIDE_EDIT_MSG, PHOTO_LONG_SIDE, PHOTO_MAX_PIXELS } from '../../api/contract/brideEditor';
import { HttpError, badRequest } from '../http/errors';
import { createLimiter, QueueFullError } from '../media/limiter';

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (d: Uint8Array, from: number, to: number) => String.fromCharCode(...d.subarray(from, to));
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format by its first bytes (never by the file name or the browser's word). */
export function sniffPhoto(d: Uint8Array): PhotoKind | null {
  if (d.length >= 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff) return 'jpeg';
  if (d.length >= 8 && d[0] === 0x89 && ascii(d, 1, 4) === 'PNG' && d[4] === 0x0d && d[5] === 0x0a) return 'png';
  if (d.length >= 12 && ascii(d, 0, 4) === 'RIFF' && ascii(d, 8, 12) === 'WEBP') return 'webp';
  if (d.length >= 12 && ascii(d, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(d, 8, 12))) return 'heic';
  return null;
}

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

const tooManyPixels = () => new HttpError(413, BRIDE_EDIT_MSG.photoPixels);
// Decoding is the heavy part: two at a time per instance, a few more waiting, the rest told to retry.
const limiter = createLimiter(2, 16);

/** Phones' HEIC: decoded by libheif (WebAssembly), after checking its size from the header alone. */
async function heicToRaw(data: Uint8Array): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof heicDecodeModule.all>>;
  try {
    // Loaded on the first HEIC only: the decoder is a large WebAssembly module.
    const heicDecode = ((await import('heic-decode')) as unknown as { default: typeof heicDecodeModule }).default;
    images = await heicDecode.all({ buffer: data });
  } catch {
    throw badRequest(BRIDE_EDIT_MSG.heicUnsupported);
  }
  try {
    const first = images[0];
    if (!first) throw badRequest(BRIDE_EDIT_MSG.heicUnsupported);
    if (first.width * first.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
    const raw = await first.decode().catch(() => {
      throw badRequest(BRIDE_EDIT_MSG.heicUnsupported);
    });
    return sharp(Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), { raw: { width: raw.width, height: raw.height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * A member's photo made safe to publish: the format checked by its bytes, its pixel count checked
 * from the header before decoding (a decompression bomb is refused unread), turned upright by its
 * EXIF orientation, bounded to PHOTO_LONG_SIDE, and written as a fresh JPEG without any metadata
 * (EXIF, GPS, maker notes and comments are dropped).
 */
export async function processPhoto(data: Uint8Array): Promise<ProcessedPhoto> {
  const kind = sniffPhoto(data);
  if (!kind) throw new HttpError(415, BRIDE_EDIT_MSG.photoType);
  try {
    return await limiter.run(async () => {
      let image: Sharp;
      if (kind === 'heic') {
        image = await heicToRaw(data);
      } else {
        let meta: Metadata;
        try {
          meta = await sharp(data, { limitInputPixels: false }).metadata();
        } catch {
          throw badRequest(BRIDE_EDIT_MSG.photoBroken);
        }
        if (!meta.width || !meta.height) throw badRequest(BRIDE_EDIT_MSG.photoBroken);
        if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
        image = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
      }
      try {
        const { data: jpeg, info } = await image
          .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 84, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { jpeg, width: info.width, height: info.height };
      } catch {
        throw badRequest(BRIDE_EDIT_MSG.photoBroken);
      }
    });
  } catch (e) {
    if (e instanceof QueueFullError) throw new HttpError(503, 'ただいま混み合っています。しばらくしてからもう一度お試しください');
    throw e;
  }
}
