import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest } from '../http/errors';
import { isUploadedFile, type UploadedFile } from '../../api/contract/define';

const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

/**
 * Re-encodes an uploaded photo: orientation applied, resized to at most 1600 px, written as a
 * fresh JPEG (sharp keeps no EXIF/GPS unless asked). Anything sharp cannot read is a 400.
 */
export async function reencodeImage(file: UploadedFile, message: string): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(Buffer.from(file.data), { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(message);
  }
}

export const uploadUrl = (id: number) => `/api/uploads/${id}`;

/** Stores re-encoded images (in the database, so every instance serves them); returns their ids. */
export async function storeImages(db: Db, userId: number, purpose: 'review' | 'receipt', files: unknown[], message: string): Promise<number[]> {
  const encoded = [];
  for (const f of files) {
    if (!isUploadedFile(f)) throw badRequest(message);
    encoded.push(await reencodeImage(f, message));
  }
  if (!encoded.length) return [];
  const rows = await db
    .insert(uploads)
    .values(encoded.map((e) => ({ userId, purpose, contentType: 'image/jpeg', width: e.width, height: e.height, data: e.data })))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/** A stored image for a viewer: public ones to anyone; private ones (receipts, unpublished photos) to the owner and staff. */
export async function readUpload(db: Db, id: number, viewer: { userId: number | null; staff: boolean }) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) return null;
  if (!row.isPublic && !viewer.staff && row.userId !== viewer.userId) return null;
  return row;
}
