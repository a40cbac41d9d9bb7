import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads, userAlbumPhotos } from '../db/schema';
import type { ObjectStore } from './objectStore';
import { photoUploadUrl } from './urls';
import { isUploadToken } from './store';

/** Where members' photos were kept before they moved into the store: UPLOAD_DIR, or .data/uploads. */
export const legacyUploadDir = () => process.env.UPLOAD_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'uploads');

export interface MigrationReport {
  /** Disk files now in the store. */
  moved: number;
  /** Disk files already in the store (an earlier run). */
  alreadyStored: number;
  /** Disk files no album photo refers to (left alone). */
  unreferenced: string[];
  /** Rows whose bytes moved between PostgreSQL and the bucket. */
  rehomed: number;
  /** Disk files deleted after their move (--delete-files). */
  deleted: number;
}

async function diskPhotos(dir: string): Promise<{ userId: number; token: string; file: string }[]> {
  const out: { userId: number; token: string; file: string }[] = [];
  const owners = await fs.readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).catch(() => []);
  for (const owner of owners) {
    if (!owner.isDirectory() || !/^[1-9]\d{0,9}$/.test(owner.name)) continue;
    for (const f of await fs.readdir(/*turbopackIgnore: true*/ path.join(dir, owner.name))) {
      const m = /^([a-f0-9]{32})\.jpg$/.exec(f);
      if (m) out.push({ userId: Number(owner.name), token: m[1], file: path.join(dir, owner.name, f) });
    }
  }
  return out;
}

/**
 * Moves members' photos into the shared store, keeping their URLs (the token stays the same):
 * each `<user id>/<token>.jpg` of the old upload folder that an album photo refers to becomes an
 * `uploads` row (its bytes in the row, or in the bucket when one is given). Then, with a bucket,
 * rows still holding their bytes move them into it; with `toDatabase`, bucket rows come back.
 * Safe to run again: what is already stored is skipped.
 */
export async function migrateUploads(db: Db, opts: { dir: string; bucket: ObjectStore | null; toDatabase?: boolean; deleteFiles?: boolean; dryRun?: boolean }): Promise<MigrationReport> {
  const report: MigrationReport = { moved: 0, alreadyStored: 0, unreferenced: [], rehomed: 0, deleted: 0 };
  const files = await diskPhotos(opts.dir);
  for (let i = 0; i < files.length; i += 200) {
    const batch = files.slice(i, i + 200);
    const stored = new Set((await db.select({ token: uploads.token }).from(uploads).where(inArray(uploads.token, batch.map((b) => b.token)))).map((r) => r.token));
    const referenced = new Set((await db.select({ url: userAlbumPhotos.photoUrl }).from(userAlbumPhotos).where(inArray(userAlbumPhotos.photoUrl, batch.map((b) => photoUploadUrl(b.userId, b.token))))).map((r) => r.url));
    for (const f of batch) {
      if (stored.has(f.token)) {
        report.alreadyStored++;
      } else if (!referenced.has(photoUploadUrl(f.userId, f.token))) {
        report.unreferenced.push(f.file);
        continue;
      } else if (!opts.dryRun) {
        const data = await fs.readFile(/*turbopackIgnore: true*/ f.file);
        const meta = await sharp(data).metadata();
        if (opts.bucket) await opts.bucket.put(f.token, data, 'image/jpeg');
        await db.insert(uploads).values({
          userId: f.userId, purpose: 'album', token: f.token, isPublic: true, contentType: 'image/jpeg',
          width: meta.width ?? 0, height: meta.height ?? 0, storage: opts.bucket ? 's3' : 'db', data: opts.bucket ? null : data,
        });
        report.moved++;
      } else {
        report.moved++;
      }
      if (opts.deleteFiles && !opts.dryRun) {
        await fs.rm(/*turbopackIgnore: true*/ f.file, { force: true });
        report.deleted++;
      }
    }
  }
  report.rehomed = await rehome(db, opts);
  return report;
}

/** Moves rows' bytes into the bucket (or, with toDatabase, back into the rows), a few at a time. */
async function rehome(db: Db, opts: { bucket: ObjectStore | null; toDatabase?: boolean; dryRun?: boolean }): Promise<number> {
  if (!opts.bucket) return 0;
  const from = opts.toDatabase ? 's3' : 'db';
  let moved = 0;
  for (;;) {
    const rows = await db.select({ id: uploads.id, token: uploads.token, contentType: uploads.contentType }).from(uploads).where(eq(uploads.storage, from)).limit(50);
    if (!rows.length || opts.dryRun) return moved + (opts.dryRun ? rows.length : 0);
    for (const r of rows) {
      if (!isUploadToken(r.token)) continue;
      if (opts.toDatabase) {
        const data = await opts.bucket.get(r.token);
        if (!data) throw new Error(`the bucket has no object for upload ${r.id}`);
        await db.update(uploads).set({ storage: 'db', data }).where(eq(uploads.id, r.id));
      } else {
        const [row] = await db.select({ data: uploads.data }).from(uploads).where(eq(uploads.id, r.id));
        if (row?.data) await opts.bucket.put(r.token, row.data, r.contentType);
        await db.update(uploads).set({ storage: 's3', data: null }).where(eq(uploads.id, r.id));
      }
      moved++;
    }
  }
}
