import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { MediaKind } from '../../lib/media';
import { PHOTO_SECTIONS } from '../../lib/constants';
import { BRIDE_PHOTO_SECTIONS } from '../../lib/brides/vocabulary';
import { getDb } from '../db/client';
import { halls, ringBrands, rings } from '../db/schema';
import { brandLogoUrl, ringImageUrl, RING_IMAGE_COUNT } from '../../lib/rings/media';
import type { MediaRef } from './mediaPath';

/** The variants each kind of generated image has on the site (lib/media's mediaUrl calls). */
const VARIANTS: Record<Exclude<MediaKind, 'rings' | 'brands'>, readonly string[]> = {
  halls: ['cover', 'video', ...PHOTO_SECTIONS],
  fairs: ['cover'],
  articles: ['cover', 'thumbnail', 'body'],
  writers: ['avatar'],
  // A bride's icon, and her album photos by section (/media/brides/a{albumId}/{section}/{n}.jpg).
  brides: ['icon', ...BRIDE_PHOTO_SECTIONS],
  users: ['icon', 'album'],
};

const hallExists = new LRUCache<string, boolean>({ max: 20000, ttl: 10 * 60 * 1000 });
/** A ring's or brand's one image path variant (its look, its logo), '' when it does not exist. */
const productVariant = new LRUCache<string, string>({ max: 20000, ttl: 10 * 60 * 1000 });

const variantOf = (url: string) => url.split('/')[4] ?? '';

async function productVariantOf(kind: 'rings' | 'brands', id: number): Promise<string> {
  const key = `${kind}:${id}`;
  const known = productVariant.get(key);
  if (known !== undefined) return known;
  const db = await getDb();
  let variant = '';
  if (kind === 'rings') {
    const [row] = await db.select({ id: rings.id, type: rings.type, metal: rings.metal, design: rings.design }).from(rings).where(eq(rings.id, id)).limit(1);
    if (row) variant = variantOf(ringImageUrl(row));
  } else {
    const [row] = await db.select({ id: ringBrands.id, nameEn: ringBrands.nameEn }).from(ringBrands).where(eq(ringBrands.id, id)).limit(1);
    if (row) variant = variantOf(brandLogoUrl(row));
  }
  productVariant.set(key, variant);
  return variant;
}

const isRowId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647;

/**
 * Whether a media path names an image the site shows: a known variant of its kind, and for a
 * hall (the most numerous) an existing hall. A made-up path is a 404 and costs no drawing.
 */
export async function isKnownMedia(ref: MediaRef): Promise<boolean> {
  if (ref.kind === 'rings' || ref.kind === 'brands') {
    // A ring's photo and a brand's logo carry their look in the path: only the one the row has draws.
    if (!isRowId(ref.id) || ref.n > (ref.kind === 'rings' ? RING_IMAGE_COUNT : 1)) return false;
    return (await productVariantOf(ref.kind, Number(ref.id))) === ref.variant;
  }
  if (!VARIANTS[ref.kind].includes(ref.variant)) return false;
  if (ref.kind !== 'halls') return true;
  if (!isRowId(ref.id)) return false;
  const known = hallExists.get(ref.id);
  if (known !== undefined) return known;
  const db = await getDb();
  const [row] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, Number(ref.id))).limit(1);
  hallExists.set(ref.id, !!row);
  return !!row;
}
