import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrands, rings } from '../db/schema';
import { badRequest } from '../http/errors';
import { offsetOf, pageOf, totalOf, totalOver } from '../halls/paginate';
import { CARAT_BANDS, PRICE_BANDS, RING_MSG } from '../../api/contract/ringVocabulary';
import type { RingSearch } from '../../api/contract/rings';
import { toRingSummary } from './serialize';

function conditionsOf(q: RingSearch): SQL[] {
  if (q.carat && q.type === 'wedding') throw badRequest(`carat: ${RING_MSG.caratForEngagement}`);
  const c: SQL[] = [];
  if (q.type) c.push(eq(rings.type, q.type));
  if (q.brand_id.length) c.push(inArray(rings.brandId, q.brand_id));
  if (q.metal.length) c.push(inArray(rings.metal, q.metal));
  if (q.design.length) c.push(inArray(rings.design, q.design));
  if (q.price_max !== undefined) c.push(lte(rings.price, q.price_max));
  if (q.price_band) {
    const band = PRICE_BANDS[q.price_band];
    c.push(gte(rings.price, band.min), lte(rings.price, band.max));
  }
  if (q.carat) {
    const band = CARAT_BANDS[q.carat];
    c.push(gte(rings.carat, band.min), lte(rings.carat, band.max));
  }
  return c;
}

const ORDER = {
  popular: [desc(rings.popularity), asc(rings.id)],
  price_asc: [asc(rings.price), asc(rings.id)],
  price_desc: [desc(rings.price), asc(rings.id)],
  newest: [desc(rings.releasedOn), desc(rings.id)],
} as const;

/** GET /ring/api/v1/rings: one query per page (the total rides on every row). */
export async function searchRings(db: Db, q: RingSearch) {
  const conditions = conditionsOf(q);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ ring: rings, brandName: ringBrands.name, total: totalOver() })
    .from(rings)
    .innerJoin(ringBrands, eq(ringBrands.id, rings.brandId))
    .where(where)
    .orderBy(...ORDER[q.sort])
    .limit(q.per_page)
    .offset(offsetOf(q.page, q.per_page));
  const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(rings).where(where))[0].n);
  return pageOf(rows.map((r) => toRingSummary(r.ring, r.brandName)), total, q.page, q.per_page);
}
