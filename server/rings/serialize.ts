import { sql } from 'drizzle-orm';
import { qualified } from '@/server/db/qualified';
import type { Db } from '../db/client';
import { ringBrands, rings, ringShops } from '../db/schema';
import { geoCatalog } from '../halls/geoCatalog';
import { brandLogoUrl, ringImageUrl } from '../../lib/rings/media';
import type { BrandSummary, RingShop, RingSummary } from '../../api/contract/rings';
import type { KanaRow, Origin, RingType, Metal, Design } from '../../api/contract/ringVocabulary';

type BrandRow = typeof ringBrands.$inferSelect;
type RingRow = typeof rings.$inferSelect;
type ShopRow = typeof ringShops.$inferSelect;

/**
 * The ring count of a brand, as a scalar subquery of a brand select: the count of the ring search
 * narrowed to the brand (`brand_id`), on the index rings_brand_idx.
 */
export const brandRingCount = sql<number>`(select count(*) from ${rings} as "brand_rings" where "brand_rings"."brand_id" = ${qualified(ringBrands.id)})`.mapWith(Number);

export function toBrandSummary(b: BrandRow, ringCount: number): BrandSummary {
  return {
    id: b.id,
    brand_name: b.name,
    name_en: b.nameEn,
    kana: b.kana,
    kana_row: b.kanaRow as KanaRow,
    origin: b.origin as Origin,
    price_min: b.priceMin,
    price_max: b.priceMax,
    logo_url: brandLogoUrl(b),
    ring_count: ringCount,
  };
}

export function toRingSummary(r: RingRow, brandName: string): RingSummary {
  return {
    id: r.id,
    name: r.name,
    type: r.type as RingType,
    brand_id: r.brandId,
    brand_name: brandName,
    price: r.price,
    price_ladies: r.priceLadies,
    price_mens: r.priceMens,
    metal: r.metal as Metal,
    carat: r.carat,
    design: r.design as Design,
    width_mm: r.widthMm,
    delivery_weeks: r.deliveryWeeks,
    image_url: ringImageUrl(r),
  };
}

export function ringDetailFields(r: RingRow) {
  return { description: r.description, color: r.color, clarity: r.clarity, cut: r.cut, options: r.options, released_on: r.releasedOn };
}

/** Shops with their prefecture names; those in `prefectureSlug` first, then by prefecture code. */
export async function toShops(db: Db, rows: ShopRow[], prefectureSlug?: string): Promise<RingShop[]> {
  const geo = await geoCatalog(db);
  const near = prefectureSlug ? geo.prefectureBySlug.get(prefectureSlug)?.id : undefined;
  return [...rows]
    .sort((a, b) => Number(b.prefectureId === near) - Number(a.prefectureId === near) || a.prefectureId - b.prefectureId || a.id - b.id)
    .map((s) => {
      const p = geo.prefectureById.get(s.prefectureId);
      return { id: s.id, name: s.name, prefecture_slug: p?.slug ?? '', prefecture_name: p?.name ?? '', address: s.address, station: s.station, hours: s.hours, tel: s.tel };
    });
}
