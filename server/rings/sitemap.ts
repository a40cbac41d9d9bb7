import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrands, rings } from '../db/schema';
import { ringPaths } from '../../api/contract/rings';

/** Every brand and ring id (a few thousand at most), for the sitemap. */
export async function ringSitemap(db: Db) {
  const [b, r] = await Promise.all([
    db.select({ id: ringBrands.id }).from(ringBrands).orderBy(asc(ringBrands.id)),
    db.select({ id: rings.id }).from(rings).orderBy(asc(rings.id)),
  ]);
  return { brand_ids: b.map((x) => x.id), ring_ids: r.map((x) => x.id) };
}

/** The ring section's public pages for the sitemap: top, brand list, search, every brand and ring. */
export async function ringSitemapPaths(db: Db): Promise<string[]> {
  const { brand_ids, ring_ids } = await ringSitemap(db);
  if (!brand_ids.length) return [];
  return [ringPaths.top, ringPaths.brands, ringPaths.rings, ...brand_ids.map(ringPaths.brand), ...ring_ids.map(ringPaths.ring)];
}
