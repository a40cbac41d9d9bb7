import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PHOTO_SECTIONS } from '../../lib/constants';
import { BRIDE_PHOTO_SECTIONS } from '../../lib/brides/vocabulary';
import { getDb, type Db } from '../db/client';
import { fairContents, hallPhotos, halls, hallVideos, magazinePosts, pickupWeddings, magazineWriters, prefecturePosts, ringBrands, rings, userAlbumPhotos, userAlbums, users, weddingPreparationGuides } from '../db/schema';
import { brandLogoUrl, ringImageUrl, RING_IMAGE_COUNT } from '../../lib/rings/media';
import { mediaUrl } from '../../lib/media';
import { mediaKey, type MediaRef } from './mediaPath';
import { execRows } from '../search/execRows';

/** A seeded article body has an opening figure and at most one per section. */
const ARTICLE_BODY_IMAGES = 12;

/** Answers of the existence checks: the rows behind them change seldom (a bride's photos are asked each time). */
const known = new LRUCache<string, boolean>({ max: 50000, ttl: 10 * 60 * 1000 });

const isRowId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647;
const variantOf = (url: string) => url.split('/')[4] ?? '';
const urlOf = (ref: MediaRef) => `/media/${mediaKey(ref)}`;

/**
 * Every generated image a hall's data shows (`/media/halls/{id}/…`): its covers, its photos (the
 * official, bride and external ones), its videos' stills and the editors' pickups of weddings
 * there. One question per hall; a number or section the data never names is no image.
 */
// Bounded by the URLs kept (a seeded hall names 30 to 70): about 8 MB at most.
const hallMedia = new LRUCache<number, ReadonlySet<string>>({ maxSize: 100_000, sizeCalculation: (urls) => Math.max(1, urls.size), ttl: 10 * 60 * 1000 });

async function hallMediaUrls(db: Db, hallId: number): Promise<ReadonlySet<string>> {
  const kept = hallMedia.get(hallId);
  if (kept) return kept;
  const rows = await execRows<{ url: string | null }>(db, sql`
    SELECT ${hallPhotos.imageUrl} AS url FROM ${hallPhotos} WHERE ${hallPhotos.hallId} = ${hallId}
    UNION SELECT ${hallVideos.thumbnailUrl} FROM ${hallVideos} WHERE ${hallVideos.hallId} = ${hallId}
    UNION SELECT ${pickupWeddings.imageUrl} FROM ${pickupWeddings} WHERE ${pickupWeddings.hallId} = ${hallId}
    UNION SELECT cover ->> 'image_url' FROM ${halls}, jsonb_array_elements(${halls.coverImages}) AS cover WHERE ${halls.id} = ${hallId}`);
  const urls = new Set(rows.flatMap((r) => (r.url ? [r.url] : [])));
  hallMedia.set(hallId, urls);
  return urls;
}

async function exists(db: Db, kind: MediaRef['kind'], ref: MediaRef): Promise<boolean> {
  const id = Number(ref.id);
  const one = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  switch (kind) {
    case 'halls':
      return (await hallMediaUrls(db, id)).has(urlOf(ref));
    case 'fairs':
      return one(db.select({ id: fairContents.id }).from(fairContents).where(eq(fairContents.id, id)).limit(1));
    case 'writers':
      return one(db.select({ id: magazineWriters.id }).from(magazineWriters).where(eq(magazineWriters.id, id)).limit(1));
    case 'articles':
      return one(db.select({ id: magazinePosts.id }).from(magazinePosts).where(eq(magazinePosts.id, id)).limit(1));
    case 'users':
      return one(db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.iconImageUrl, urlOf(ref)))).limit(1));
    case 'rings': {
      const [row] = await db.select({ id: rings.id, type: rings.type, metal: rings.metal, design: rings.design }).from(rings).where(eq(rings.id, id)).limit(1);
      return !!row && variantOf(ringImageUrl(row)) === ref.variant;
    }
    case 'brands': {
      const [row] = await db.select({ id: ringBrands.id, nameEn: ringBrands.nameEn }).from(ringBrands).where(eq(ringBrands.id, id)).limit(1);
      return !!row && variantOf(brandLogoUrl(row)) === ref.variant;
    }
    default:
      return false;
  }
}

/** The prefecture pages' articles and the preparation guides: named covers (`pref-13-2`, `guide-4`) their rows hold. */
async function namedArticleCoverExists(db: Db, ref: MediaRef): Promise<boolean> {
  const url = mediaUrl('articles', ref.id, 'cover', 1);
  if (/^pref-\d{1,4}-\d{1,3}$/.test(ref.id)) return (await db.select({ id: prefecturePosts.id }).from(prefecturePosts).where(eq(prefecturePosts.imageUrl, url)).limit(1)).length > 0;
  if (/^guide-\d{1,3}$/.test(ref.id)) return (await db.select({ step: weddingPreparationGuides.step }).from(weddingPreparationGuides).where(eq(weddingPreparationGuides.imageUrl, url)).limit(1)).length > 0;
  return false;
}

/** Whether the path's shape is one the site makes for its kind (variant, number, id form). */
function shapeIsKnown(ref: MediaRef): boolean {
  switch (ref.kind) {
    case 'halls':
      return isRowId(ref.id) && ['cover', 'video', ...PHOTO_SECTIONS].includes(ref.variant);
    case 'fairs':
      return isRowId(ref.id) && ref.variant === 'cover' && ref.n === 1;
    case 'writers':
      return isRowId(ref.id) && ref.variant === 'avatar' && ref.n === 1;
    case 'articles':
      if (ref.variant === 'cover') return ref.n === 1 && /^(pref-\d{1,4}-\d{1,3}|guide-\d{1,3})$/.test(ref.id);
      return isRowId(ref.id) && ((ref.variant === 'thumbnail' && ref.n === 1) || (ref.variant === 'body' && ref.n >= 1 && ref.n <= ARTICLE_BODY_IMAGES));
    case 'users':
      return isRowId(ref.id) && ref.variant === 'icon' && ref.n === 1;
    case 'brides':
      return /^a[1-9]\d{0,9}$/.test(ref.id) && (BRIDE_PHOTO_SECTIONS as readonly string[]).includes(ref.variant);
    case 'rings':
      return isRowId(ref.id) && ref.n >= 1 && ref.n <= RING_IMAGE_COUNT;
    case 'brands':
      return isRowId(ref.id) && ref.n === 1;
  }
}

export interface BridePhotoOwner {
  userId: number;
  isPrivate: boolean;
}

/**
 * The member whose album holds this generated photo (`/media/brides/a{album}/{section}/{n}.jpg`),
 * or null when no album photo has that URL. Asked at every request: a deleted photo or a member
 * gone private answers at once.
 */
export async function bridePhotoOwner(ref: MediaRef, db?: Db): Promise<BridePhotoOwner | null> {
  if (ref.kind !== 'brides' || !shapeIsKnown(ref)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ userId: users.id, isPrivate: users.isPrivate })
    .from(userAlbumPhotos)
    .innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId))
    .innerJoin(users, eq(users.id, userAlbums.userId))
    .where(and(eq(userAlbumPhotos.albumId, Number(ref.id.slice(1))), eq(userAlbumPhotos.photoUrl, urlOf(ref))))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a media path names an image the data holds: the shape the site makes for its kind, and a
 * row that shows it (its hall, fair, writer, article, the member whose icon or album photo it is).
 * A made-up path is a 404 and costs no drawing and no file in the cache.
 */
export async function isKnownMedia(ref: MediaRef): Promise<boolean> {
  if (!shapeIsKnown(ref)) return false;
  if (ref.kind === 'brides') return (await bridePhotoOwner(ref)) !== null;
  // One answer per row for most kinds; per URL where the URL is the data (a hall's URLs are one question, hallMediaUrls).
  const perUrl = ref.kind === 'users' || ref.kind === 'halls' || (ref.kind === 'articles' && ref.variant === 'cover');
  const key = perUrl ? mediaKey(ref) : `${ref.kind}/${ref.id}/${ref.kind === 'rings' || ref.kind === 'brands' ? ref.variant : ''}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const db = await getDb();
  const answer = ref.kind === 'articles' && ref.variant === 'cover' ? await namedArticleCoverExists(db, ref) : await exists(db, ref.kind, ref);
  known.set(key, answer);
  return answer;
}
