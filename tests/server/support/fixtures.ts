import type { Db } from '../../../server/db/client';
import { halls, prefectures, regions } from '../../../server/db/schema';

/** A minimal hand-made hall, for tests that need one row and nothing else. */
export async function insertMinimalHall(db: Db): Promise<number> {
  return (await insertMinimalHalls(db, [undefined]))[0];
}

/** Minimal halls with these ids (undefined: the next id), in one prefecture. */
export async function insertMinimalHalls(db: Db, ids: (number | undefined)[]): Promise<number[]> {
  const [region] = await db.insert(regions).values({ slug: 'kanto', name: '関東', sortOrder: 3 }).returning();
  await db.insert(prefectures).values({ id: 13, slug: 'tokyo', name: '東京都', regionId: region.id, lat: 35.68, lng: 139.76 });
  const rows = await db
    .insert(halls)
    .values(ids.map((id, i) => ({
      ...(id === undefined ? {} : { id }),
      name: 'テストガーデン迎賓館',
      shortName: 'テストガーデン',
      slug: i === 0 ? 'test-garden' : `test-garden-${i}`,
      areaSlug: 'tokyo',
      prefectureId: 13,
      address: '東京都千代田区丸の内1-1-1',
      tel: '03-1234-5678',
      lat: 35.68,
      lng: 139.76,
      cost: 3500000,
      priceMin: 3000000,
      priceMax: 4000000,
      capacityMin: 20,
      capacityMax: 120,
      serviceId: 3,
    })))
    .returning();
  return rows.map((h) => h.id);
}
