import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { storedMedia } from '../db/schema';
import { MAX_IMAGE_DIMENSION } from '../../lib/image';
import { transform } from './imageProxy';
import { stripMediaMetadata } from './stripMetadata';

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png',
  'video/mp4': 'mp4', 'video/webm': 'webm', 'video/ogg': 'ogv', 'video/quicktime': 'mov',
  'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/flac': 'flac',
};

export const storedMediaUrl = (id: number, contentType: string): string => `/media/stored/${id}.${EXT[contentType] ?? 'jpg'}`;

/** `stored/12.jpg` (the part after /media/) → 12, or null. */
export function parseStoredMediaPath(mediaPath: string): number | null {
  const m = /^(?:\/?media\/)?\/?stored\/([1-9]\d{0,9})\.(?:jpg|png|mp4|webm|ogv|mov|mp3|m4a|ogg|wav|flac)$/.exec(mediaPath);
  return m ? Number(m[1]) : null;
}

/** Keeps a video or audio file copied from elsewhere, its metadata removed; answers its URL here. */
export async function storeMediaFile(db: Db, sourceUrl: string, body: Buffer, contentType: string): Promise<string> {
  const clean = await stripMediaMetadata(body, EXT[contentType] ?? 'bin');
  const [row] = await db
    .insert(storedMedia)
    .values({ sourceUrl, contentType, width: 0, height: 0, body: clean })
    .onConflictDoUpdate({ target: storedMedia.sourceUrl, set: { sourceUrl } })
    .returning({ id: storedMedia.id, contentType: storedMedia.contentType });
  return storedMediaUrl(row.id, row.contentType);
}

/**
 * Keeps an image copied from elsewhere, re-encoded through the image pipeline (so no EXIF or GPS
 * survives), and answers its URL on this site. The same source URL keeps its first copy.
 */
export async function storeImage(db: Db, sourceUrl: string, body: Buffer): Promise<string> {
  const [known] = await db.select({ id: storedMedia.id, contentType: storedMedia.contentType }).from(storedMedia).where(eq(storedMedia.sourceUrl, sourceUrl)).limit(1);
  if (known) return storedMediaUrl(known.id, known.contentType);
  const out = await transform(body, MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION, 'inside', 40_000_000);
  const meta = await sharp(out.body).metadata();
  const [row] = await db
    .insert(storedMedia)
    .values({ sourceUrl, contentType: out.contentType, width: meta.width ?? 0, height: meta.height ?? 0, body: out.body })
    .onConflictDoUpdate({ target: storedMedia.sourceUrl, set: { sourceUrl } })
    .returning({ id: storedMedia.id, contentType: storedMedia.contentType });
  return storedMediaUrl(row.id, row.contentType);
}

export async function readStoredImage(db: Db, id: number): Promise<{ body: Buffer; contentType: string } | null> {
  const [row] = await db.select({ body: storedMedia.body, contentType: storedMedia.contentType }).from(storedMedia).where(eq(storedMedia.id, id)).limit(1);
  return row ?? null;
}
