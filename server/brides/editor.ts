import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ALBUMS_MAX, BRIDE_EDIT_MSG, PHOTOS_PER_ALBUM_MAX, type MyBrideReport, type brideReportInput } from '../../api/contract/brideEditor';
import type { BridePhotoSection, BrideStyle } from '../../lib/brides/vocabulary';
import { seasonOfDate } from '../../lib/brides/vocabulary';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { brideReportTags, brideReports, brideThemeTags, halls, userAlbumPhotos, userAlbums, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { geoCatalog } from '../halls/geoCatalog';
import { brideFacetsChanged } from './facetSummaries';
import { ALBUM_PHOTO, cleanImage, deleteUploadRows, dropObjects, photoUploadUrl, storeUpload, uploadTokensOf } from '../uploads';
import { albumsOf, withPhotos } from './albums';
import { tagsOf } from './cards';
import { toBridePhoto } from './photos';

type ReportInput = z.output<typeof brideReportInput>;

/** GET /api/my/bride_report: her report as the editor needs it. */
export async function myBrideReport(db: Db, userId: number): Promise<MyBrideReport> {
  const [[row], [u], albums, tags] = await Promise.all([
    db.select({ r: brideReports, hallName: halls.name }).from(brideReports).leftJoin(halls, eq(halls.id, brideReports.hallId)).where(eq(brideReports.userId, userId)).limit(1),
    db.select({ isPrivate: users.isPrivate }).from(users).where(eq(users.id, userId)).limit(1),
    albumsOf(db, userId),
    tagsOf(db, [userId]),
  ]);
  const geo = await geoCatalog(db);
  return {
    user_id: userId,
    is_private: u?.isPrivate ?? false,
    albums,
    report: row
      ? {
          title: row.r.title,
          reception_place: row.r.receptionPlace,
          hall_id: row.r.hallId,
          hall_name: row.hallName,
          prefecture_slug: geo.prefectureById.get(row.r.prefectureId)?.slug ?? '',
          wedding_date: row.r.weddingDate,
          guest_count: row.r.guestCount,
          total_cost: row.r.totalCost,
          style: row.r.style as BrideStyle,
          taste: row.r.taste,
          advice: row.r.advice,
          theme_tags: tags.get(userId) ?? [],
        }
      : null,
  };
}

/** PUT /api/my/bride_report: creates or replaces her report (its id stays her user id). */
export async function saveMyBrideReport(db: Db, userId: number, input: ReportInput): Promise<MyBrideReport> {
  const geo = await geoCatalog(db);
  const pref = geo.prefectureBySlug.get(input.prefecture_slug);
  if (!pref) throw badRequest(`prefecture_slug: ${BRIDE_EDIT_MSG.prefectureSelect}`);
  const today = new Date(Date.now() + 9 * 3600 * 1000);
  const latest = new Date(today.getTime() + 366 * 86400000).toISOString().slice(0, 10);
  if (input.wedding_date > latest || input.wedding_date < '1950-01-01') throw badRequest(`wedding_date: ${BRIDE_EDIT_MSG.dateRange}`);
  let hallId: number | null = null;
  if (input.hall_id) {
    const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, input.hall_id)).limit(1);
    if (!hall) throw badRequest('hall_id: 式場が見つかりません');
    hallId = hall.id;
  } else {
    // A place written as one of our halls' names (in her prefecture) links to that hall.
    const [hall] = await db.select({ id: halls.id }).from(halls).where(and(eq(halls.prefectureId, pref.id), eq(halls.name, input.reception_place))).limit(1);
    hallId = hall?.id ?? null;
  }
  const tagIds = [...new Set(input.theme_tag_ids)];
  if (tagIds.length) {
    const known = await db.select({ id: brideThemeTags.id }).from(brideThemeTags).where(inArray(brideThemeTags.id, tagIds));
    if (known.length !== tagIds.length) throw badRequest('theme_tag_ids: テーマを選択し直してください');
  }
  const values = {
    hallId,
    receptionPlace: input.reception_place,
    prefectureId: pref.id,
    weddingDate: input.wedding_date,
    season: seasonOfDate(input.wedding_date),
    guestCount: input.guest_count,
    totalCost: input.total_cost,
    style: input.style,
    taste: input.taste,
    title: input.title,
    advice: input.advice,
    updatedAt: new Date().toISOString(),
  };
  await db.transaction(async (tx) => {
    await tx.insert(brideReports).values({ userId, ...values }).onConflictDoUpdate({ target: brideReports.userId, set: values });
    await tx.delete(brideReportTags).where(eq(brideReportTags.reportId, userId));
    if (tagIds.length) await tx.insert(brideReportTags).values(tagIds.map((tagId) => ({ reportId: userId, tagId })));
  });
  brideFacetsChanged(db);
  return myBrideReport(db, userId);
}

/** PATCH /api/my/bride_report/visibility: private hides her report, albums and profile from everyone else. */
export async function setMyVisibility(db: Db, userId: number, isPrivate: boolean) {
  await db.update(users).set({ isPrivate, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
  brideFacetsChanged(db);
  return { is_private: isPrivate };
}

/** Her album, or 404 when it does not exist and 403 when it is another member's. */
async function ownAlbum(db: Db, userId: number, albumId: number) {
  const [a] = await db.select().from(userAlbums).where(eq(userAlbums.id, albumId)).limit(1);
  if (!a) throw notFound('アルバムが見つかりません');
  if (a.userId !== userId) throw forbidden();
  return a;
}

/** The 12-album limit holds under parallel requests: her user row is locked while it counts and adds. */
export async function createMyAlbum(db: Db, userId: number, title: string) {
  const a = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(userAlbums).where(eq(userAlbums.userId, userId));
    if (n >= ALBUMS_MAX) throw badRequest(BRIDE_EDIT_MSG.tooManyAlbums);
    const [row] = await tx.insert(userAlbums).values({ userId, title, sortOrder: n }).returning();
    return row;
  });
  return (await withPhotos(db, [a]))[0];
}

export async function updateMyAlbum(db: Db, userId: number, input: { albumId: number; title?: string; photo_ids?: number[] }) {
  const a = await ownAlbum(db, userId, input.albumId);
  if (input.title !== undefined) await db.update(userAlbums).set({ title: input.title }).where(eq(userAlbums.id, a.id));
  if (input.photo_ids) {
    const current = await db.select({ id: userAlbumPhotos.id }).from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, a.id));
    const want = input.photo_ids;
    const same = want.length === current.length && new Set(want).size === want.length && want.every((id) => current.some((c) => c.id === id));
    if (!same) throw badRequest('photo_ids: このアルバムの写真をすべて、1回ずつ並べてください');
    await db.transaction(async (tx) => {
      for (const [i, id] of want.entries()) await tx.update(userAlbumPhotos).set({ sortOrder: i }).where(eq(userAlbumPhotos.id, id));
    });
  }
  const [fresh] = await db.select().from(userAlbums).where(eq(userAlbums.id, a.id));
  return (await withPhotos(db, [fresh]))[0];
}

/** The tokens of her uploaded photos among these URLs (generated demo photos have none). */

export async function deleteMyAlbum(db: Db, userId: number, albumId: number) {
  const a = await ownAlbum(db, userId, albumId);
  const dropped = await db.transaction(async (tx) => {
    const photos = await tx.select({ url: userAlbumPhotos.photoUrl }).from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, a.id));
    await tx.delete(userAlbums).where(eq(userAlbums.id, a.id));
    return deleteUploadRows(tx, { tokens: uploadTokensOf(photos.map((p) => p.url)) });
  });
  await dropObjects(dropped);
  brideFacetsChanged(db);
  return { ok: true as const };
}

/** An album at its limit refuses a photo before it is read or decoded (checked again under a lock when it is added). */
async function albumHasRoom(db: Db, albumId: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, albumId));
  if (n >= PHOTOS_PER_ALBUM_MAX) throw badRequest(BRIDE_EDIT_MSG.albumFull);
}

/**
 * Before the body of POST /api/my/albums/{id}/photos is read: her own album (404, 403), with room
 * left. A malformed id is left to the input check (400).
 */
export async function authorizePhotoUpload(db: Db, userId: number, rawAlbumId: unknown): Promise<void> {
  if (typeof rawAlbumId !== 'string' || !/^[1-9]\d{0,8}$/.test(rawAlbumId)) return;
  const a = await ownAlbum(db, userId, Number(rawAlbumId));
  await albumHasRoom(db, a.id);
}

/**
 * POST /api/my/albums/{id}/photos: the photo goes through the upload pipeline (checked, decoded,
 * EXIF gone, re-encoded) before anything is kept; it is stored and its row added in one
 * transaction that holds the album's row, so parallel uploads cannot pass the 60-photo limit and a
 * refused photo leaves no file.
 */
export async function uploadMyPhoto(db: Db, userId: number, input: { albumId: number; photo: { data: Uint8Array }; caption: string; section?: BridePhotoSection }) {
  const a = await ownAlbum(db, userId, input.albumId);
  await albumHasRoom(db, a.id);
  const image = await cleanImage(input.photo.data, ALBUM_PHOTO);
  const row = await storeUpload(db, image, { userId, policy: ALBUM_PHOTO }, async (tx, stored) => {
    const [held] = await tx.select({ id: userAlbums.id }).from(userAlbums).where(eq(userAlbums.id, a.id)).for('update');
    if (!held) throw notFound('アルバムが見つかりません');
    const [{ n }] = await tx.select({ n: count() }).from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, a.id));
    if (n >= PHOTOS_PER_ALBUM_MAX) throw badRequest(BRIDE_EDIT_MSG.albumFull);
    const [inserted] = await tx
      .insert(userAlbumPhotos)
      .values({
        albumId: a.id,
        section: input.section ?? 'other',
        photoUrl: photoUploadUrl(userId, stored.token),
        caption: input.caption,
        width: stored.width,
        height: stored.height,
        sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from user_album_photos where album_id = ${a.id})` as unknown as number,
      })
      .returning();
    return inserted;
  });
  brideFacetsChanged(db);
  return toBridePhoto(row);
}

async function ownPhoto(db: Db, userId: number, photoId: number) {
  const [row] = await db
    .select({ p: userAlbumPhotos, owner: userAlbums.userId })
    .from(userAlbumPhotos)
    .innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId))
    .where(eq(userAlbumPhotos.id, photoId))
    .limit(1);
  if (!row) throw notFound('写真が見つかりません');
  if (row.owner !== userId) throw forbidden();
  return row.p;
}

export async function updateMyPhoto(db: Db, userId: number, input: { photoId: number; caption?: string; section?: BridePhotoSection }) {
  const p = await ownPhoto(db, userId, input.photoId);
  const set: Partial<typeof userAlbumPhotos.$inferInsert> = {};
  if (input.caption !== undefined) set.caption = input.caption;
  if (input.section !== undefined) set.section = input.section;
  if (Object.keys(set).length === 0) return toBridePhoto(p);
  const [row] = await db.update(userAlbumPhotos).set(set).where(eq(userAlbumPhotos.id, p.id)).returning();
  brideFacetsChanged(db);
  return toBridePhoto(row);
}

export async function deleteMyPhoto(db: Db, userId: number, photoId: number) {
  const p = await ownPhoto(db, userId, photoId);
  const dropped = await db.transaction(async (tx) => {
    await tx.delete(userAlbumPhotos).where(eq(userAlbumPhotos.id, p.id));
    await tx.update(brideReports).set({ coverPhotoId: null }).where(and(eq(brideReports.userId, userId), eq(brideReports.coverPhotoId, p.id)));
    return deleteUploadRows(tx, { tokens: uploadTokensOf([p.photoUrl]) });
  });
  await dropObjects(dropped);
  brideFacetsChanged(db);
  return { ok: true as const };
}
