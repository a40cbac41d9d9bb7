import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallPhotos } from '../db/schema';
import { PHOTO_SECTIONS, PHOTO_SECTION_LABELS, PHOTO_PLACEHOLDER_MAX, type PhotoSection } from '../../lib/constants';
import type { Photo, BridePhoto, ZexyPhoto } from '../../api/contract/halls';
import { ensureHall, ensureHallIfEmpty } from './ensureHall';
import { pageOf, offsetOf, totalOf, totalOver } from './paginate';
import { readSections, rowsOf, rowsQuery, type SectionRows } from '@/server/db/jsonRows';

type PhotoRow = typeof hallPhotos.$inferSelect;

const section = (s: string): PhotoSection => ((PHOTO_SECTIONS as readonly string[]).includes(s) ? (s as PhotoSection) : 'other');

export function toPhoto(r: PhotoRow): Photo {
  const s = section(r.section);
  return { id: r.id, section: s, section_label: PHOTO_SECTION_LABELS[s], image_url: r.imageUrl, caption: r.caption, width: r.width, height: r.height };
}

function toBridePhoto(r: PhotoRow): BridePhoto {
  return { ...toPhoto(r), group: section(r.section), nickname: r.nickname, wedding_date: r.weddingDate ?? '', posted_at: r.postedAt };
}

function toZexyPhoto(r: PhotoRow): ZexyPhoto {
  return { ...toPhoto(r), source_name: r.sourceName, source_url: r.sourceUrl };
}

const bridePhotosOf = (hallId: number) => and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'bride'));

const sectionOrder = sql`array_position(ARRAY['ceremony','reception','dress','cuisine','garden','decoration','facility','other']::text[], ${hallPhotos.section})`;

/** The hall's official photos (of one section), in section order. */
export const officialPhotoRows = (db: Db, hallId: number, only?: PhotoSection) =>
  rowsQuery(getTableColumns(hallPhotos), (select) =>
    db.select(select).from(hallPhotos)
      .where(and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'official'), only ? eq(hallPhotos.section, only) : undefined))
      .orderBy(sectionOrder, asc(hallPhotos.sortOrder), asc(hallPhotos.id)));

export async function officialPhotos(db: Db, hallId: number, only?: PhotoSection) {
  const rows = await rowsOf(officialPhotoRows(db, hallId, only));
  await ensureHallIfEmpty(db, hallId, rows.length === 0);
  return { items: rows.map(toPhoto) };
}

/** Every section, with its count and its first photos (up to the placeholder's 4). */
export function toPhotoSections(items: Photo[]) {
  return {
    sections: PHOTO_SECTIONS.map((s) => {
      const inSection = items.filter((p) => p.section === s);
      return { section: s, label: PHOTO_SECTION_LABELS[s], count: inSection.length, photos: inSection.slice(0, PHOTO_PLACEHOLDER_MAX) };
    }),
  };
}

export async function photoSections(db: Db, hallId: number) {
  return toPhotoSections((await officialPhotos(db, hallId)).items);
}

export async function summaryImages(db: Db, hallId: number) {
  const hall = await ensureHall(db, hallId);
  const { sections } = await photoSections(db, hallId);
  return {
    cover_images: hall.coverImages,
    images: sections.filter((s) => s.count > 0).map((s) => ({ section: s.section, label: s.label, image_url: s.photos[0].image_url, count: s.count })),
  };
}

export async function bridePhotos(db: Db, hallId: number, input: { page?: number; per_page?: number; group?: PhotoSection }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 36;
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'bride'), input.group ? eq(hallPhotos.section, input.group) : undefined);
  const rows = await db.select({ ...getTableColumns(hallPhotos), total: totalOver() }).from(hallPhotos).where(where).orderBy(sql`${hallPhotos.postedAt} DESC`, asc(hallPhotos.id)).limit(perPage).offset(offsetOf(page, perPage));
  const total = await totalOf(rows, page, () => db.$count(hallPhotos, where));
  await ensureHallIfEmpty(db, hallId, total === 0);
  return pageOf(rows.map(toBridePhoto), total, page, perPage);
}

export async function bridePhotosCount(db: Db, hallId: number) {
  const rows = await db
    .select({ section: hallPhotos.section, n: sql<number>`count(*)::int` })
    .from(hallPhotos)
    .where(bridePhotosOf(hallId))
    .groupBy(hallPhotos.section);
  await ensureHallIfEmpty(db, hallId, rows.length === 0);
  const by = new Map(rows.map((r) => [r.section, Number(r.n)]));
  const groups = PHOTO_SECTIONS.filter((s) => by.has(s)).map((s) => ({ group: s, label: PHOTO_SECTION_LABELS[s], count: by.get(s)! }));
  return { count: groups.reduce((a, g) => a + g.count, 0), groups };
}

/** The top page's bride photos (up to 8) and the count of all the hall's bride photos, as two sections of one statement. */
export const topBridePhotoSections = (db: Db, hallId: number) => ({
  topPhotos: rowsQuery(getTableColumns(hallPhotos), (select) =>
    db.select(select).from(hallPhotos).where(and(bridePhotosOf(hallId), eq(hallPhotos.isTop, true))).orderBy(asc(hallPhotos.sortOrder), asc(hallPhotos.id)).limit(8)),
  bridePhotoTotal: rowsQuery({ total: count() }, (select) => db.select(select).from(hallPhotos).where(bridePhotosOf(hallId))),
});

export function toTopBridePhotos(rows: SectionRows<ReturnType<typeof topBridePhotoSections>>) {
  return { items: rows.topPhotos.map(toBridePhoto), total: rows.bridePhotoTotal[0]?.total ?? 0 };
}

export async function topBridePhotos(db: Db, hallId: number) {
  const top = toTopBridePhotos(await readSections(db, topBridePhotoSections(db, hallId)));
  await ensureHallIfEmpty(db, hallId, top.total === 0);
  return top;
}

export async function zexyPhotos(db: Db, hallId: number, input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 36;
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'zexy'));
  const rows = await db.select({ ...getTableColumns(hallPhotos), total: totalOver() }).from(hallPhotos).where(where).orderBy(asc(hallPhotos.sortOrder), asc(hallPhotos.id)).limit(perPage).offset(offsetOf(page, perPage));
  const total = await totalOf(rows, page, () => db.$count(hallPhotos, where));
  await ensureHallIfEmpty(db, hallId, total === 0);
  return pageOf(rows.map(toZexyPhoto), total, page, perPage);
}
