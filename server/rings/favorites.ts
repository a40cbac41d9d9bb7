import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrandFavorites, ringBrands, ringFavorites, rings } from '../db/schema';
import { notFound } from '../http/errors';
import { offsetOf } from '../halls/paginate';
import { RING_MSG } from '../../api/contract/ringVocabulary';
import { brandRingCount, ringDetailFields, toBrandSummary, toRingSummary } from './serialize';

const OK = 200;
interface Paging { page: number; page_size: number }

const metaOf = (total: number, p: Paging) => ({ total, page: p.page, page_size: p.page_size });

/** GET /ring/api/v1/brands/favorite: the member's brands, newest favourite first. */
export async function listFavoriteBrands(db: Db, userId: number, p: Paging) {
  const mine = eq(ringBrandFavorites.userId, userId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(ringBrandFavorites).where(mine),
    db.select({ brand: ringBrands, ringCount: brandRingCount }).from(ringBrandFavorites).innerJoin(ringBrands, eq(ringBrands.id, ringBrandFavorites.brandId))
      .where(mine).orderBy(desc(ringBrandFavorites.createdAt), asc(ringBrands.id)).limit(p.page_size).offset(offsetOf(p.page, p.page_size)),
  ]);
  return { status_code: OK, meta: metaOf(total, p), data: rows.map((r) => toBrandSummary(r.brand, r.ringCount)) };
}

/** GET /ring/api/v1/rings/favorite: the member's rings with the comparison's fields. */
export async function listFavoriteRings(db: Db, userId: number, p: Paging) {
  const mine = eq(ringFavorites.userId, userId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(ringFavorites).where(mine),
    db.select({ ring: rings, brand: ringBrands, ringCount: brandRingCount }).from(ringFavorites)
      .innerJoin(rings, eq(rings.id, ringFavorites.ringId)).innerJoin(ringBrands, eq(ringBrands.id, rings.brandId))
      .where(mine).orderBy(desc(ringFavorites.createdAt), asc(rings.id)).limit(p.page_size).offset(offsetOf(p.page, p.page_size)),
  ]);
  return {
    status_code: OK,
    meta: metaOf(total, p),
    data: rows.map((r) => ({ ...toRingSummary(r.ring, r.brand.name), ...ringDetailFields(r.ring), brand: toBrandSummary(r.brand, r.ringCount) })),
  };
}

/** PUT /ring/api/v1/brands/favorite: adds (favorite true), removes (false) or toggles (absent). */
export async function putFavoriteBrand(db: Db, userId: number, brandId: number, favorite?: boolean) {
  const [brand] = await db.select({ id: ringBrands.id }).from(ringBrands).where(eq(ringBrands.id, brandId)).limit(1);
  if (!brand) throw notFound(RING_MSG.brandNotFound);
  const key = and(eq(ringBrandFavorites.userId, userId), eq(ringBrandFavorites.brandId, brandId));
  const want = favorite ?? (await db.select({ id: ringBrandFavorites.brandId }).from(ringBrandFavorites).where(key).limit(1)).length === 0;
  if (want) await db.insert(ringBrandFavorites).values({ userId, brandId }).onConflictDoNothing();
  else await db.delete(ringBrandFavorites).where(key);
  const [{ total }] = await db.select({ total: count() }).from(ringBrandFavorites).where(eq(ringBrandFavorites.userId, userId));
  return { status_code: OK, meta: metaOf(total, { page: 1, page_size: 1 }), data: { brand_id: brandId, is_favorite: want } };
}

/** PUT /ring/api/v1/rings/favorite: adds (favorite true), removes (false) or toggles (absent). */
export async function putFavoriteRing(db: Db, userId: number, ringId: number, favorite?: boolean) {
  const [ring] = await db.select({ id: rings.id }).from(rings).where(eq(rings.id, ringId)).limit(1);
  if (!ring) throw notFound(RING_MSG.ringNotFound);
  const key = and(eq(ringFavorites.userId, userId), eq(ringFavorites.ringId, ringId));
  const want = favorite ?? (await db.select({ id: ringFavorites.ringId }).from(ringFavorites).where(key).limit(1)).length === 0;
  if (want) await db.insert(ringFavorites).values({ userId, ringId }).onConflictDoNothing();
  else await db.delete(ringFavorites).where(key);
  const [{ total }] = await db.select({ total: count() }).from(ringFavorites).where(eq(ringFavorites.userId, userId));
  return { status_code: OK, meta: metaOf(total, { page: 1, page_size: 1 }), data: { ring_id: ringId, is_favorite: want } };
}

/** GET /ring/api/v1/favorite/ids: the member's favourite brand and ring ids. */
export async function favoriteIds(db: Db, userId: number) {
  const [brands, ringRows] = await Promise.all([
    db.select({ id: ringBrandFavorites.brandId }).from(ringBrandFavorites).where(eq(ringBrandFavorites.userId, userId)),
    db.select({ id: ringFavorites.ringId }).from(ringFavorites).where(eq(ringFavorites.userId, userId)),
  ]);
  return { status_code: OK, data: { brand_ids: brands.map((b) => b.id), ring_ids: ringRows.map((r) => r.id) } };
}
