import { randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads, users, type UploadPurpose, type UploadStorage } from '../db/schema';
import type { DbOrTx } from '../mail/outbox';
import type { CleanImage } from './decode';
import { objectStore } from './objectStore';
import type { UploadPolicy } from './policies';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoredUpload {
  id: number;
  token: string;
  userId: number;
  purpose: UploadPurpose;
  width: number;
  height: number;
}

/** The random name of a new upload: 128 bits, hex. */
export const newUploadToken = () => randomBytes(16).toString('hex');
export const isUploadToken = (s: string) => /^[a-f0-9]{32}$/.test(s);

/**
 * Keeps clean images and runs `use` in the same transaction (the row that refers to them, a limit
 * checked under a lock): if `use` throws, nothing is kept, neither the rows nor the files in the
 * bucket. With S3 the objects are written before the transaction and deleted again if it fails.
 */
export async function storeUploads<T>(db: Db, images: CleanImage[], owner: { userId: number; policy: UploadPolicy }, use: (tx: Tx, stored: StoredUpload[]) => Promise<T>): Promise<T> {
  const tokens = images.map(() => newUploadToken());
  const bucket = await objectStore();
  try {
    if (bucket) await Promise.all(images.map((image, i) => bucket.put(tokens[i], image.data, image.contentType)));
    return await db.transaction(async (tx) => {
      const rows = images.length
        ? await tx
            .insert(uploads)
            .values(
              images.map((image, i) => ({
                userId: owner.userId,
                purpose: owner.policy.purpose,
                token: tokens[i],
                isPublic: owner.policy.publicOnStore,
                contentType: image.contentType,
                width: image.width,
                height: image.height,
                storage: (bucket ? 's3' : 'db') as UploadStorage,
                data: bucket ? null : image.data,
              })),
            )
            .returning({ id: uploads.id, token: uploads.token })
        : [];
      const byToken = new Map(rows.map((r) => [r.token, r.id]));
      return use(
        tx,
        images.map((image, i) => ({ id: byToken.get(tokens[i])!, token: tokens[i], userId: owner.userId, purpose: owner.policy.purpose, width: image.width, height: image.height })),
      );
    });
  } catch (e) {
    if (bucket) await bucket.delete(tokens).catch(() => undefined);
    throw e;
  }
}

/** storeUploads for one image. */
export function storeUpload<T>(db: Db, image: CleanImage, owner: { userId: number; policy: UploadPolicy }, use: (tx: Tx, stored: StoredUpload) => Promise<T>): Promise<T> {
  return storeUploads(db, [image], owner, (tx, [stored]) => use(tx, stored));
}

/** What a deleted upload left in the bucket, to drop once the deleting transaction has committed. */
export interface DroppedObjects {
  keys: string[];
}

/** Deletes upload rows (by id or token) inside the caller's transaction; drop their objects after it commits. */
export async function deleteUploadRows(tx: DbOrTx, where: { ids?: number[]; tokens?: string[] }): Promise<DroppedObjects> {
  const ids = where.ids ?? [];
  const tokens = (where.tokens ?? []).filter(isUploadToken);
  if (!ids.length && !tokens.length) return { keys: [] };
  const conditions = [...(ids.length ? [inArray(uploads.id, ids)] : []), ...(tokens.length ? [inArray(uploads.token, tokens)] : [])];
  const gone = await tx.delete(uploads).where(or(...conditions)).returning({ token: uploads.token, storage: uploads.storage });
  return { keys: gone.filter((g) => g.storage === 's3').map((g) => g.token) };
}

/** Deletes the bucket's objects of rows already deleted (a failure leaves an unreferenced object, never a broken row). */
export async function dropObjects(dropped: DroppedObjects): Promise<void> {
  if (!dropped.keys.length) return;
  const bucket = await objectStore();
  await bucket?.delete(dropped.keys).catch((e) => console.error('[uploads] could not delete from the bucket', e));
}

/** Deletes uploads and their files. */
export async function removeUploads(db: DbOrTx, where: { ids?: number[]; tokens?: string[] }): Promise<void> {
  await dropObjects(await deleteUploadRows(db, where));
}

export interface UploadFile {
  id: number;
  token: string;
  userId: number;
  purpose: UploadPurpose;
  isPublic: boolean;
  /** The owner chose to be private: her album photos are hers alone. */
  ownerPrivate: boolean;
  contentType: string;
  storage: UploadStorage;
  /** Loads the bytes (from the row or the bucket); null when the bucket lost them. */
  body(): Promise<Buffer | null>;
}

/** An upload by its id or token, with what decides who may see it; the bytes only on demand. */
export async function findUpload(db: Db, by: { id: number } | { token: string }): Promise<UploadFile | null> {
  if ('token' in by && !isUploadToken(by.token)) return null;
  const [row] = await db
    .select({ id: uploads.id, token: uploads.token, userId: uploads.userId, purpose: uploads.purpose, isPublic: uploads.isPublic, contentType: uploads.contentType, storage: uploads.storage, ownerPrivate: users.isPrivate })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where('id' in by ? eq(uploads.id, by.id) : eq(uploads.token, by.token))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    async body() {
      if (row.storage === 's3') return (await objectStore())?.get(row.token) ?? null;
      const [withData] = await db.select({ data: uploads.data }).from(uploads).where(eq(uploads.id, row.id)).limit(1);
      return withData?.data ?? null;
    },
  };
}

export interface Viewer {
  userId: number | null;
  staff: boolean;
}

/**
 * Who may see an upload. Album photos follow their owner's privacy at every request: when she
 * goes private, their URLs stop working at once (for everyone but her). Others are public once
 * published (review photos), else only the owner's and staff's (receipts).
 */
export function mayView(file: Pick<UploadFile, 'purpose' | 'isPublic' | 'ownerPrivate' | 'userId'>, viewer: Viewer): boolean {
  if (viewer.userId !== null && viewer.userId === file.userId) return true;
  if (file.purpose === 'album') return !file.ownerPrivate;
  return file.isPublic || viewer.staff;
}
