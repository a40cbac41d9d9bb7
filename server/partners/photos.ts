import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../mail/outbox';
import { hallPhotos, halls } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { HALL_PHOTO, cleanImage, deleteUploadRows, dropObjects, photoUploadUrl, storeUpload, uploadTokensOf } from '../uploads';
import { HALL_PHOTOS_MAX, PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { PartnerPhoto } from '../../api/contract/partnerPhotos';
import { PHOTO_SECTION_LABELS, type PhotoSection } from '../../lib/constants';
import { audit } from './audit';

type Row = typeof hallPhotos.$inferSelect;
type Cover = { image_url: string }[];

const official = (hallId: number) => and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'official'));
const sectionOrder = sql`array_position(ARRAY['ceremony','reception','dress','cuisine','garden','decoration','facility','other']::text[], ${hallPhotos.section})`;

const toPhoto = (r: Row, coverUrl: string | undefined): PartnerPhoto => {
  const section = r.section as PhotoSection;
  return { id: r.id, section, section_label: PHOTO_SECTION_LABELS[section] ?? PHOTO_SECTION_LABELS.other, image_url: r.imageUrl, caption: r.caption, width: r.width, height: r.height, is_cover: r.imageUrl === coverUrl };
};

async function coverOf(db: DbOrTx, hallId: number): Promise<Cover> {
  const [hall] = await db.select({ cover: halls.coverImages }).from(halls).where(eq(halls.id, hallId));
  return hall?.cover ?? [];
}

/** The hall's official photos, by section and in their order, the cover marked. */
export async function partnerPhotos(db: DbOrTx, hallId: number): Promise<{ items: PartnerPhoto[]; max: number }> {
  const [rows, cover] = await Promise.all([
    db.select().from(hallPhotos).where(official(hallId)).orderBy(sectionOrder, asc(hallPhotos.sortOrder), asc(hallPhotos.id)),
    coverOf(db, hallId),
  ]);
  return { items: rows.map((r) => toPhoto(r, cover[0]?.image_url)), max: HALL_PHOTOS_MAX };
}

async function hasRoom(db: DbOrTx, hallId: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(hallPhotos).where(official(hallId));
  if (n >= HALL_PHOTOS_MAX) throw badRequest(PARTNER_MSG.photosFull);
}

/** Before the upload's body is read: a hall at its limit refuses the photo at once. */
export const authorizeHallPhotoUpload = (db: Db, hallId: number) => hasRoom(db, hallId);

/**
 * POST …/photos: the photo goes through the upload pipeline (format by its bytes, decoded, EXIF
 * gone, re-encoded) before anything is kept; stored and added in one transaction holding the hall's
 * row, so parallel uploads cannot pass the limit and a refused photo leaves no file.
 */
export async function uploadHallPhoto(db: Db, hallId: number, userId: number, input: { photo: unknown; section: PhotoSection; caption: string }): Promise<PartnerPhoto> {
  await hasRoom(db, hallId);
  const image = await cleanImage((input.photo as { data: Uint8Array }).data, HALL_PHOTO);
  const row = await storeUpload(db, image, { userId, policy: HALL_PHOTO }, async (tx, stored) => {
    await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).for('update');
    await hasRoom(tx, hallId);
    const [inserted] = await tx
      .insert(hallPhotos)
      .values({
        hallId,
        kind: 'official',
        section: input.section,
        imageUrl: photoUploadUrl(stored.userId, stored.token),
        caption: input.caption,
        width: stored.width,
        height: stored.height,
        sortOrder: sql`(SELECT COALESCE(MAX(sort_order), -1) + 1 FROM hall_photos WHERE hall_id = ${hallId} AND kind = 'official' AND section = ${input.section})` as unknown as number,
      })
      .returning();
    await audit(tx, hallId, userId, 'photo.upload', { photo_id: inserted.id, section: PHOTO_SECTION_LABELS[input.section] });
    return inserted;
  });
  return toPhoto(row, (await coverOf(db, hallId))[0]?.image_url);
}

async function ownPhoto(db: DbOrTx, hallId: number, photoId: number): Promise<Row> {
  const [row] = await db.select().from(hallPhotos).where(and(eq(hallPhotos.id, photoId), official(hallId))).limit(1);
  if (!row) throw notFound(PARTNER_MSG.photoNotFound);
  return row;
}

/** PATCH …/photos/{id}: its caption, and/or it becomes the cover (first of the hall's cover images). */
export async function updateHallPhoto(db: Db, hallId: number, userId: number, photoId: number, change: { caption?: string; is_cover?: true }) {
  return db.transaction(async (tx) => {
    let row = await ownPhoto(tx, hallId, photoId);
    if (change.caption !== undefined && change.caption !== row.caption) {
      [row] = await tx.update(hallPhotos).set({ caption: change.caption }).where(eq(hallPhotos.id, row.id)).returning();
      await audit(tx, hallId, userId, 'photo.update', { photo_id: row.id, caption: change.caption });
    }
    let cover = await coverOf(tx, hallId);
    const coverChanged = change.is_cover === true && cover[0]?.image_url !== row.imageUrl;
    if (coverChanged) {
      cover = [{ image_url: row.imageUrl }, ...cover.filter((c) => c.image_url !== row.imageUrl)];
      await tx.update(halls).set({ coverImages: cover }).where(eq(halls.id, hallId));
      await audit(tx, hallId, userId, 'photo.cover', { photo_id: row.id });
    }
    return { photo: toPhoto(row, cover[0]?.image_url), coverChanged };
  });
}

/** DELETE …/photos/{id}: the row, its uploaded file, and its place among the cover images. */
export async function deleteHallPhoto(db: Db, hallId: number, userId: number, photoId: number): Promise<{ coverChanged: boolean }> {
  const { dropped, coverChanged } = await db.transaction(async (tx) => {
    const row = await ownPhoto(tx, hallId, photoId);
    await tx.delete(hallPhotos).where(eq(hallPhotos.id, row.id));
    const cover = await coverOf(tx, hallId);
    const kept = cover.filter((c) => c.image_url !== row.imageUrl);
    if (kept.length !== cover.length) await tx.update(halls).set({ coverImages: kept }).where(eq(halls.id, hallId));
    await audit(tx, hallId, userId, 'photo.delete', { photo_id: row.id });
    return { dropped: await deleteUploadRows(tx, { tokens: uploadTokensOf([row.imageUrl]) }), coverChanged: kept.length !== cover.length };
  });
  await dropObjects(dropped);
  return { coverChanged };
}

/** PUT …/photos/order: a section's photos in the order given, which must name each of them once. */
export async function orderHallPhotos(db: Db, hallId: number, userId: number, section: PhotoSection, ids: number[]) {
  await db.transaction(async (tx) => {
    await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).for('update');
    const rows = await tx.select({ id: hallPhotos.id }).from(hallPhotos).where(and(official(hallId), eq(hallPhotos.section, section)));
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw badRequest(PARTNER_MSG.photoOrder);
    await tx
      .update(hallPhotos)
      .set({ sortOrder: sql`array_position(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}, ${hallPhotos.id}) - 1` })
      .where(and(official(hallId), inArray(hallPhotos.id, ids)));
    await audit(tx, hallId, userId, 'photo.order', { section: PHOTO_SECTION_LABELS[section], photo_ids: ids });
  });
  return partnerPhotos(db, hallId);
}
