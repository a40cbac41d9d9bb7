import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Album } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { userAlbumPhotos, userAlbums } from '../db/schema';
import { toBridePhoto } from './photos';

/** A member's albums with their photos, in her order. */
export async function albumsOf(db: Db, userId: number): Promise<Album[]> {
  const albums = await db.select().from(userAlbums).where(eq(userAlbums.userId, userId)).orderBy(asc(userAlbums.sortOrder), asc(userAlbums.id));
  return withPhotos(db, albums);
}

export async function withPhotos(db: Db, albums: (typeof userAlbums.$inferSelect)[]): Promise<Album[]> {
  const photos = albums.length
    ? await db
        .select()
        .from(userAlbumPhotos)
        .where(inArray(userAlbumPhotos.albumId, albums.map((a) => a.id)))
        .orderBy(asc(userAlbumPhotos.sortOrder), asc(userAlbumPhotos.id))
    : [];
  return albums.map((a) => {
    const list = photos.filter((p) => p.albumId === a.id).map(toBridePhoto);
    return { id: a.id, album_title: a.title, cover_photo_url: list[0]?.photo_url ?? null, photo_count: list.length, photo_list: list };
  });
}

/** The first `n` photo URLs of each member's albums (cards show a strip of them). */
export async function firstPhotosOf(db: Db, userIds: number[], n: number): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const res = await db.execute(sql`
    select user_id, photo_url from (
      select a.user_id, p.photo_url, row_number() over (partition by a.user_id order by a.sort_order, a.id, p.sort_order, p.id) as k
      from user_album_photos p join user_albums a on a.id = p.album_id
      where a.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
    ) t where k <= ${n}`);
  for (const row of (res as unknown as { rows: { user_id: number; photo_url: string }[] }).rows) {
    const list = out.get(Number(row.user_id)) ?? [];
    list.push(row.photo_url);
    out.set(Number(row.user_id), list);
  }
  return out;
}
