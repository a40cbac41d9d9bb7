import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Album } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { userAlbumPhotos, userAlbums } from '../db/schema';
import { inIds, sqlRowsQuery, type RowOf } from '@/server/db/jsonRows';
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
  return albumsOfRows(albums, photos);
}

/** Albums in her order, each with its photos (`photos` in their order, any albums'). */
export function albumsOfRows(albums: (typeof userAlbums.$inferSelect)[], photos: (typeof userAlbumPhotos.$inferSelect)[]): Album[] {
  return albums.map((a) => {
    const list = photos.filter((p) => p.albumId === a.id).map(toBridePhoto);
    return { id: a.id, album_title: a.title, cover_photo_url: list[0]?.photo_url ?? null, photo_count: list.length, photo_list: list };
  });
}

/** The first `n` photo URLs of each member's albums (cards show a strip of them), for the members `userIds` (ids, or a subquery of them): by member, in album order. */
export const firstPhotosQuery = (userIds: number[] | SQLWrapper, n: number) =>
  sqlRowsQuery({ userId: sql<number>`t.user_id`.mapWith(Number), photoUrl: sql<string>`t.photo_url` }, (selectList) => sql`
    select ${selectList} from (
      select a.user_id, p.photo_url, row_number() over (partition by a.user_id order by a.sort_order, a.id, p.sort_order, p.id) as k
      from user_album_photos p join user_albums a on a.id = p.album_id
      where ${inIds(sql`a.user_id`, userIds)}
    ) t where t.k <= ${n} order by t.user_id, t.k`);

export function photosByMember(rows: RowOf<ReturnType<typeof firstPhotosQuery>>[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const row of rows) {
    const list = out.get(row.userId) ?? [];
    list.push(row.photoUrl);
    out.set(row.userId, list);
  }
  return out;
}
