import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where members' photos are kept: UPLOAD_DIR, or .data/uploads beside the embedded database. */
export const uploadDir = () => process.env.UPLOAD_DIR || path.join(process.cwd(), '.data', 'uploads');

const UPLOAD_PATH = /^uploads\/([1-9]\d{0,9})\/([a-f0-9]{32})\.jpg$/;

export interface UploadRef {
  userId: number;
  token: string;
}

/** Parses `uploads/<user id>/<token>.jpg` (the part after /media/), or null when it is not one. */
export function parseUploadPath(p: string): UploadRef | null {
  const m = UPLOAD_PATH.exec(p.replace(/^\/+/, '').replace(/^media\//, ''));
  return m ? { userId: Number(m[1]), token: m[2] } : null;
}

const fileOf = (ref: UploadRef) => path.join(uploadDir(), String(ref.userId), `${ref.token}.jpg`);
export const uploadUrl = (ref: UploadRef) => `/media/uploads/${ref.userId}/${ref.token}.jpg`;

/** Stores a re-encoded JPEG under a random name; answers its URL. */
export async function storeUpload(userId: number, jpeg: Buffer): Promise<string> {
  const ref = { userId, token: randomBytes(16).toString('hex') };
  const file = fileOf(ref);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, jpeg);
  await fs.rename(temp, file);
  return uploadUrl(ref);
}

/** Removes a stored photo by its URL (nothing happens for generated demo photos). */
export async function removeUpload(url: string): Promise<void> {
  const ref = parseUploadPath(url);
  if (ref) await fs.rm(fileOf(ref), { force: true });
}

export async function readUpload(ref: UploadRef): Promise<Buffer | null> {
  try {
    return await fs.readFile(fileOf(ref));
  } catch {
    return null;
  }
}
