import type { Db } from '../../../server/db/client';
import { eq, sql } from 'drizzle-orm';
import { hallPhotos, halls, hallVideos, prefectures, regions } from '../../../server/db/schema';

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

/**
 * Puts generated hall images (`/media/halls/{id}/{variant}/{n}.jpg`) in the data, as the seed does:
 * a cover in the hall's covers, a video still as a video row, any other section as a hall photo.
 * /media draws only the images the data shows (server/media/knownMedia.ts).
 */
export async function showHallMedia(db: Db, urls: string[]): Promise<void> {
  for (const url of urls) {
    const m = /^\/media\/halls\/(\d+)\/([a-z]+)\/(\d+)\.jpg$/.exec(url);
    if (!m) throw new Error(`not a hall image: ${url}`);
    const [hallId, variant, n] = [Number(m[1]), m[2], Number(m[3])];
    if (variant === 'cover') {
      await db.update(halls).set({ coverImages: sql`${halls.coverImages} || ${JSON.stringify([{ image_url: url }])}::jsonb` }).where(eq(halls.id, hallId));
    } else if (variant === 'video') {
      const [hall] = await db.select({ prefectureId: halls.prefectureId }).from(halls).where(eq(halls.id, hallId));
      await db.insert(hallVideos).values({ hallId, prefectureId: hall.prefectureId, title: `動画${n}`, thumbnailUrl: url, videoUrl: `/media/halls/${hallId}/video/${n}.mp4`, durationSeconds: 8, publishedAt: '2026-01-01T00:00:00Z' });
    } else {
      await db.insert(hallPhotos).values({ hallId, kind: 'official', section: variant, imageUrl: url, width: 1200, height: 800, sortOrder: n });
    }
  }
}
