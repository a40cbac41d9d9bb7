import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { adoptCacheDir, noteCached, touchCached } from './diskBudget';
import { drawMedia } from './draw';
import { mediaKey, type MediaRef } from './mediaPath';
import { sharedInFlight } from '../shared/sharedInFlight';

// A folder of data, not code: kept out of the build's file tracing (which copied the cached images into the server output).
export const MEDIA_CACHE_DIR = path.join(/*turbopackIgnore: true*/ process.env.MUSUBI_CACHE_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.cache'), 'media');

/** The scope of the images being drawn (concurrent requests for one share its drawing). */
const DRAWING = {};

async function rasterise(ref: MediaRef): Promise<Buffer> {
  const { svg } = drawMedia(ref);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
  noteCached(file, data.length);
}

/**
 * The JPEG of a media image: from the disk cache, or drawn once (concurrent requests share the
 * work). `beforeDrawing` runs only when it must be drawn (the image rate limit).
 */
export function renderMedia(ref: MediaRef, beforeDrawing?: () => Promise<void>): Promise<Buffer> {
  const key = mediaKey(ref);
  const file = path.join(/*turbopackIgnore: true*/ MEDIA_CACHE_DIR, key);
  return sharedInFlight(DRAWING, key, async () => {
    await adoptCacheDir(MEDIA_CACHE_DIR);
    try {
      const cached = await fs.readFile(/*turbopackIgnore: true*/ file);
      touchCached(file);
      return cached;
    } catch {
      await beforeDrawing?.();
      const jpeg = await rasterise(ref);
      await writeAtomically(file, jpeg).catch(() => undefined);
      return jpeg;
    }
  });
}
