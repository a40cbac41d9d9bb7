import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallPhotos } from '../db/schema';
import { PHOTO_SECTIONS, PHOTO_SECTION_LABELS, PHOTO_PLACEHOLDER_MAX, type PhotoSection } from '../../lib/constants';
import type { Photo, BridePhoto, ZexyPhoto } from '../../api/contract/halls';
import { ensureHall, ensureHallIfEmpty } from './ensureHall';
import { pageOf, offsetOf } from './paginate';

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

const sectionOrder = sql`array_position(ARRAY['ceremony','reception','dress','cuisine','garden','decoration','facility','other']::text[], ${hallPhotos.section})`;

export async function officialPhotos(db: Db, hallId: number, only?: PhotoSection) {
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'official'), only ? eq(hallPhotos.section, only) : undefined);
  const rows = await db.select().from(hallPhotos).where(where).orderBy(sectionOrder, asc(hallPhotos.sortOrder), asc(hallPhotos.id));
  await ensureHallIfEmpty(db, hallId, rows.length === 0);
  return { items: rows.map(toPhoto) };
}

/** Every section, with its count and its first photos (up to the placeholder's 4). */
export async function photoSections(db: Db, hallId: number) {
  const { items } = await officialPhotos(db, hallId);
  return {
    sections: PHOTO_SECTIONS.map((s) => {
      const inSection = items.filter((p) => p.section === s);
      return { section: s, label: PHOTO_SECTION_LABELS[s], count: inSection.length, photos: inSection.slice(0, PHOTO_PLACEHOLDER_MAX) };
    }),
  };
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
  await ensureHall(db, hallId);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 36;
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'bride'), input.group ? eq(hallPhotos.section, input.group) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(hallPhotos).where(where);
  const rows = await db.select().from(hallPhotos).where(where).orderBy(sql`${hallPhotos.postedAt} DESC`, asc(hallPhotos.id)).limit(perPage).offset(offsetOf(page, perPage));
  return pageOf(rows.map(toBridePhoto), total, page, perPage);
}

export async function bridePhotosCount(db: Db, hallId: number) {
  await ensureHall(db, hallId);
  const rows = await db
    .select({ section: hallPhotos.section, n: sql<number>`count(*)::int` })
    .from(hallPhotos)
    .where(and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'bride')))
    .groupBy(hallPhotos.section);
  const by = new Map(rows.map((r) => [r.section, Number(r.n)]));
  const groups = PHOTO_SECTIONS.filter((s) => by.has(s)).map((s) => ({ group: s, label: PHOTO_SECTION_LABELS[s], count: by.get(s)! }));
  return { count: groups.reduce((a, g) => a + g.count, 0), groups };
}

export async function topBridePhotos(db: Db, hallId: number) {
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'bride'));
  // Each top photo carries the count of all bride photos (a subquery run once), so one query answers both.
  const rows = await db
    .select({ photo: hallPhotos, total: db.$count(hallPhotos, where) })
    .from(hallPhotos).where(and(where, eq(hallPhotos.isTop, true))).orderBy(asc(hallPhotos.sortOrder), asc(hallPhotos.id)).limit(8);
  const total = rows.length ? rows[0].total : await db.$count(hallPhotos, where);
  await ensureHallIfEmpty(db, hallId, total === 0);
  return { items: rows.map((r) => toBridePhoto(r.photo)), total };
}

export async function zexyPhotos(db: Db, hallId: number, input: { page?: number; per_page?: number }) {
  await ensureHall(db, hallId);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 36;
  const where = and(eq(hallPhotos.hallId, hallId), eq(hallPhotos.kind, 'zexy'));
  const [{ total }] = await db.select({ total: count() }).from(hallPhotos).where(where);
  const rows = await db.select().from(hallPhotos).where(where).orderBy(asc(hallPhotos.sortOrder), asc(hallPhotos.id)).limit(perPage).offset(offsetOf(page, perPage));
  return pageOf(rows.map(toZexyPhoto), total, page, perPage);
}
