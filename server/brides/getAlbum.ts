import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { brideReports, userAlbums, users } from '../db/schema';
import { notFound } from '../http/errors';
import { withPhotos } from './albums';
import { visibleTo } from './visibility';

/** /api/albums/{id}/: an album of a member the viewer may see (404 otherwise, like a missing one). */
export async function getAlbum(id: number, ctx: RequestContext) {
  const [row] = await ctx.db
    .select({ album: userAlbums, nickname: users.nickname, reportTitle: brideReports.title })
    .from(userAlbums)
    .innerJoin(users, eq(users.id, userAlbums.userId))
    .leftJoin(brideReports, eq(brideReports.userId, userAlbums.userId))
    .where(and(eq(userAlbums.id, id), visibleTo(ctx.user?.id ?? null)))
    .limit(1);
  if (!row) throw notFound('アルバムが見つかりません');
  const [[album], siblings] = await Promise.all([
    withPhotos(ctx.db, [row.album]),
    ctx.db
      .select({ id: userAlbums.id, album_title: userAlbums.title })
      .from(userAlbums)
      .where(eq(userAlbums.userId, row.album.userId))
      .orderBy(asc(userAlbums.sortOrder), asc(userAlbums.id)),
  ]);
  return { ...album, user_id: row.album.userId, basic_nickname: row.nickname, report_title: row.reportTitle ?? '', albums: siblings };
}
