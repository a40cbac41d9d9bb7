import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrands, rings, ringShops } from '../db/schema';
import { notFound } from '../http/errors';
import { DESIGNS, METALS, RING_MSG, RING_TYPES } from '../../api/contract/ringVocabulary';
import type { RingDetail } from '../../api/contract/rings';
import { ringImageUrl, RING_IMAGE_COUNT } from '../../lib/rings/media';
import { brandRingCount, ringDetailFields, toBrandSummary, toRingSummary, toShops } from './serialize';

const RELATED = 4;

/** GET /ring/api/v1/rings/{id}: the ring, its photos, its brand and shops, and more of the brand's rings. */
export async function getRing(db: Db, id: number, prefectureSlug?: string): Promise<RingDetail> {
  const [row] = await db
    .select({ ring: rings, brand: ringBrands, ringCount: brandRingCount })
    .from(rings)
    .innerJoin(ringBrands, eq(ringBrands.id, rings.brandId))
    .where(eq(rings.id, id))
    .limit(1);
  if (!row) throw notFound(RING_MSG.ringNotFound);
  const { ring, brand } = row;
  const [shops, related] = await Promise.all([
    db.select().from(ringShops).where(eq(ringShops.brandId, brand.id)),
    db.select().from(rings).where(and(eq(rings.brandId, brand.id), eq(rings.type, ring.type), ne(rings.id, ring.id))).orderBy(desc(rings.popularity), asc(rings.id)).limit(RELATED),
  ]);
  const what = `${brand.name} ${ring.name}（${RING_TYPES[ring.type as keyof typeof RING_TYPES]}・${METALS[ring.metal as keyof typeof METALS]}・${DESIGNS[ring.design as keyof typeof DESIGNS]}）`;
  return {
    ...toRingSummary(ring, brand.name),
    ...ringDetailFields(ring),
    images: Array.from({ length: RING_IMAGE_COUNT }, (_, i) => ({ url: ringImageUrl(ring, i + 1), alt: `${what}の写真${i + 1}` })),
    brand: toBrandSummary(brand, row.ringCount),
    shops: await toShops(db, shops, prefectureSlug),
    related: related.map((r) => toRingSummary(r, brand.name)),
  };
}
