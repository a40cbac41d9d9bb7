import { and, asc, desc, eq, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, hallVideos, pickupWeddings, prefecturePosts, weddingPreparationGuides, bookingSiteCategories, prefectures } from '../db/schema';
import { badRequest } from '../http/errors';
import { geoCatalog } from './geoCatalog';
import { pageOf, offsetOf, totalOf, totalOver } from './paginate';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';
import { pickupBrides as pickupBrideCards } from '../brides/pickup';

async function prefectureId(db: Db, slug: string | undefined, param = 'prefecture'): Promise<number | undefined> {
  if (!slug) return undefined;
  const p = (await geoCatalog(db)).prefectureBySlug.get(slug);
  if (!p) throw badRequest(`${param}: unknown prefecture`);
  return p.id;
}

/** A page of hall videos (newest first) with their hall's name and prefecture, each row carrying the total. */
export const videoRows = (db: Db, where: SQL | undefined, page: number, perPage: number) =>
  rowsQuery({ v: hallVideos, hallName: halls.name, prefSlug: prefectures.slug, total: totalOver() }, (select) =>
    db.select(select)
      .from(hallVideos)
      .innerJoin(halls, eq(hallVideos.hallId, halls.id))
      .innerJoin(prefectures, eq(hallVideos.prefectureId, prefectures.id))
      .where(where)
      .orderBy(desc(hallVideos.publishedAt), desc(hallVideos.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)));

export function toVideoPage(rows: RowOf<ReturnType<typeof videoRows>>[], total: number, page: number, perPage: number) {
  return pageOf(
    rows.map(({ v, hallName, prefSlug }) => ({
      id: v.id, hall_id: v.hallId, hall_name: hallName, prefecture_slug: prefSlug, title: v.title, description: v.description,
      thumbnail_url: v.thumbnailUrl, video_url: v.videoUrl, duration_seconds: v.durationSeconds, published_at: v.publishedAt,
    })),
    total, page, perPage,
  );
}

export async function hallVideoList(db: Db, input: { prefecture?: string; hall_id?: number; page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 18;
  const pid = await prefectureId(db, input.prefecture);
  const parts: SQL[] = [];
  // A prefecture's videos are those of its halls in Japan (a hall abroad keeps its salon's prefecture).
  if (pid) parts.push(eq(hallVideos.prefectureId, pid), notInArray(hallVideos.hallId, db.select({ id: halls.id }).from(halls).where(isNotNull(halls.overseasDestination))));
  if (input.hall_id) parts.push(eq(hallVideos.hallId, input.hall_id));
  const where = parts.length ? and(...parts) : undefined;
  const rows = await rowsOf(videoRows(db, where, page, perPage));
  return toVideoPage(rows, await totalOf(rows, page, () => db.$count(hallVideos, where)), page, perPage);
}

/** pickup_brides: members' reports picked up by the editors, in the spec's pickup shape. */
export async function pickupBrides(db: Db, input: { prefecture?: string; limit?: number }) {
  const { items } = await pickupBrideCards(db, input);
  return {
    items: items.map((c) => ({
      id: c.id, user_id: c.user_id, hall_id: c.hall_id, basic_nickname: c.basic_nickname, basic_region: c.basic_region, basic_iconimage: c.basic_iconimage,
      reception_cover_image2: c.reception_cover_image2, reception_place: c.reception_place, reception_taste: c.reception_taste,
      reception_style: c.reception_style, profile_share_url: c.profile_share_url,
    })),
  };
}

export async function pickupWeddingList(db: Db, input: { prefecture?: string; limit?: number }) {
  const pid = await prefectureId(db, input.prefecture);
  return toPickupWeddings(await rowsOf(pickupWeddingRows(db, pid, input.limit ?? 10)));
}

/** The newest pickup weddings, of a prefecture or of all. */
export const pickupWeddingRows = (db: Db, prefectureId: number | undefined, limit: number) =>
  rowsQuery({ w: pickupWeddings, hallName: halls.name, prefSlug: prefectures.slug }, (select) =>
    db.select(select)
      .from(pickupWeddings)
      .innerJoin(halls, eq(pickupWeddings.hallId, halls.id))
      .innerJoin(prefectures, eq(pickupWeddings.prefectureId, prefectures.id))
      .where(prefectureId !== undefined ? eq(pickupWeddings.prefectureId, prefectureId) : undefined)
      .orderBy(desc(pickupWeddings.weddingDate), asc(pickupWeddings.id))
      .limit(limit));

export function toPickupWeddings(rows: RowOf<ReturnType<typeof pickupWeddingRows>>[]) {
  return {
    items: rows.map(({ w, hallName, prefSlug }) => ({
      id: w.id, hall_id: w.hallId, hall_name: hallName, prefecture_slug: prefSlug, title: w.title, excerpt: w.excerpt, image_url: w.imageUrl,
      couple_name: w.coupleName, wedding_date: w.weddingDate, guest_count: w.guestCount, style: w.style,
    })),
  };
}

export async function prefecturePostList(db: Db, input: { prefecture?: string; page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const pid = await prefectureId(db, input.prefecture);
  const rows = await rowsOf(prefecturePostRows(db, pid, page, perPage));
  const total = await totalOf(rows, page, () => db.$count(prefecturePosts, postsOf(pid)));
  return toPrefecturePosts(rows, total, page, perPage);
}

const postsOf = (prefectureId: number | undefined) => (prefectureId !== undefined ? eq(prefecturePosts.prefectureId, prefectureId) : undefined);

/** A page of a prefecture's columns (or of all), newest first, each row carrying the total. */
export const prefecturePostRows = (db: Db, prefectureId: number | undefined, page: number, perPage: number) =>
  rowsQuery({ p: prefecturePosts, prefSlug: prefectures.slug, total: totalOver() }, (select) =>
    db.select(select)
      .from(prefecturePosts)
      .innerJoin(prefectures, eq(prefecturePosts.prefectureId, prefectures.id))
      .where(postsOf(prefectureId))
      .orderBy(desc(prefecturePosts.publishedAt), desc(prefecturePosts.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)));

export function toPrefecturePosts(rows: RowOf<ReturnType<typeof prefecturePostRows>>[], total: number, page: number, perPage: number) {
  return pageOf(
    rows.map(({ p, prefSlug }) => ({ id: p.id, prefecture_slug: prefSlug, title: p.title, excerpt: p.excerpt, body: p.body, image_url: p.imageUrl, published_at: p.publishedAt })),
    total, page, perPage,
  );
}

export async function preparationGuides(db: Db, input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const rows = await db.select({ g: weddingPreparationGuides, total: totalOver() }).from(weddingPreparationGuides).orderBy(asc(weddingPreparationGuides.step)).limit(perPage).offset(offsetOf(page, perPage));
  const total = await totalOf(rows, page, () => db.$count(weddingPreparationGuides));
  return pageOf(rows.map(({ g }) => ({ id: g.id, step: g.step, timing: g.timing, title: g.title, excerpt: g.excerpt, body: g.body, image_url: g.imageUrl })), total, page, perPage);
}

export async function bookingCategories(db: Db) {
  const rows = await db.select().from(bookingSiteCategories).orderBy(asc(bookingSiteCategories.sortOrder));
  return { items: rows.map((c) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description, sites: c.sites })) };
}
