import { asc, eq } from 'drizzle-orm';
import type { RegisterOptions } from '../../api/contract/accounts';
import type { Db } from '../db/client';
import { prefectures, regions } from '../db/schema';

export async function registerOptionsOf(db: Db): Promise<RegisterOptions> {
  const rows = await db
    .select({ regionSlug: regions.slug, regionName: regions.name, slug: prefectures.slug, name: prefectures.name })
    .from(prefectures)
    .innerJoin(regions, eq(regions.id, prefectures.regionId))
    .orderBy(asc(regions.sortOrder), asc(prefectures.id));
  const out: RegisterOptions['regions'] = [];
  for (const r of rows) {
    let region = out.find((x) => x.slug === r.regionSlug);
    if (!region) out.push((region = { slug: r.regionSlug, name: r.regionName, prefectures: [] }));
    region.prefectures.push({ slug: r.slug, name: r.name });
  }
  return { regions: out };
}
