import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrands, rings, ringShops } from '../db/schema';
import { notFound } from '../http/errors';
import { offsetOf, pageOf } from '../halls/paginate';
import { RING_MSG, type KanaRow, type Origin } from '../../api/contract/ringVocabulary';
import type { BrandDetail } from '../../api/contract/rings';
import { brandRingCount, toBrandSummary, toShops } from './serialize';

/** GET /ring/api/v1/brands: 50音 order (kana) or popularity, by row and origin. */
export async function listBrands(db: Db, input: { row?: KanaRow; origin?: Origin; sort: 'kana' | 'popular'; page: number; per_page: number }) {
  const conditions: SQL[] = [];
  if (input.row) conditions.push(eq(ringBrands.kanaRow, input.row));
  if (input.origin) conditions.push(eq(ringBrands.origin, input.origin));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(ringBrands).where(where),
    db.select({ brand: ringBrands, ringCount: brandRingCount }).from(ringBrands).where(where).orderBy(...(input.sort === 'popular' ? [desc(ringBrands.popularity), asc(ringBrands.id)] : [asc(ringBrands.kana), asc(ringBrands.id)])).limit(input.per_page).offset(offsetOf(input.page, input.per_page)),
  ]);
  return pageOf(rows.map((r) => toBrandSummary(r.brand, r.ringCount)), total, input.page, input.per_page);
}

/** GET /ring/api/v1/brands/{id}: the brand, its ring counts by type and its shops. */
export async function getBrand(db: Db, id: number, prefectureSlug?: string): Promise<BrandDetail> {
  const [brand] = await db.select().from(ringBrands).where(eq(ringBrands.id, id)).limit(1);
  if (!brand) throw notFound(RING_MSG.brandNotFound);
  const [types, shops] = await Promise.all([
    db.select({ type: rings.type, n: count() }).from(rings).where(eq(rings.brandId, id)).groupBy(rings.type),
    db.select().from(ringShops).where(eq(ringShops.brandId, id)),
  ]);
  const of = (t: string) => types.find((x) => x.type === t)?.n ?? 0;
  const engagement = of('engagement');
  const wedding = of('wedding');
  return {
    ...toBrandSummary(brand, engagement + wedding),
    description: brand.description,
    shop_count: shops.length,
    engagement_count: engagement,
    wedding_count: wedding,
    shops: await toShops(db, shops, prefectureSlug),
  };
}
