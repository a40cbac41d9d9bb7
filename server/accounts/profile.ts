import { asc, eq, inArray } from 'drizzle-orm';
import { seasonLabel, type PublicProfile } from '../../api/contract/accounts';
import { absoluteUrl } from '../../lib/halls/seo';
import { prefectures, regions, userAlbumPhotos, userAlbums, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';

function orientation(w: number, h: number): 'landscape' | 'portrait' | 'square' {
  return w === h ? 'square' : w > h ? 'landscape' : 'portrait';
}

/**
 * A member's public profile. A private or inactive profile answers 404 to everyone but
 * its owner (the same 404 as a missing one, so its existence is not revealed).
 */
export async function publicProfileOf(userId: number, ctx: RequestContext): Promise<PublicProfile> {
  const [u] = await ctx.db
    .select({
      id: users.id,
      nickname: users.nickname,
      season: users.weddingSeason,
      selfIntroduction: users.selfIntroduction,
      icon: users.iconImageUrl,
      venue: users.venue,
      produce: users.produce,
      isPrivate: users.isPrivate,
      isActive: users.isActive,
      isOfficial: users.isOfficial,
      isStaff: users.isStaff,
      viewed: users.viewedCount,
      loved: users.lovedCount,
      prefSlug: prefectures.slug,
      prefName: prefectures.name,
      regionSlug: regions.slug,
      regionName: regions.name,
    })
    .from(users)
    .leftJoin(prefectures, eq(prefectures.id, users.weddingPrefectureId))
    .leftJoin(regions, eq(regions.id, prefectures.regionId))
    .where(eq(users.id, userId))
    .limit(1);
  const isOwner = ctx.user?.id === userId;
  if (!u || !u.isActive || (u.isPrivate && !isOwner)) throw notFound();

  const albums = await ctx.db.select().from(userAlbums).where(eq(userAlbums.userId, userId)).orderBy(asc(userAlbums.sortOrder), asc(userAlbums.id));
  const photos = albums.length
    ? await ctx.db
        .select()
        .from(userAlbumPhotos)
        .where(inArray(userAlbumPhotos.albumId, albums.map((a) => a.id)))
        .orderBy(asc(userAlbumPhotos.sortOrder), asc(userAlbumPhotos.id))
    : [];

  return {
    user_id: u.id,
    bridal_profile: {
      nickname: u.nickname,
      region_slug: u.regionSlug,
      region_name: u.regionName,
      prefecture_slug: u.prefSlug,
      prefecture_name: u.prefName,
      wedding_season: u.season,
      wedding_season_label: seasonLabel(u.season),
      icon_image_url: u.icon,
      venue: u.venue,
      produce: u.produce,
    },
    selfintroduction: u.selfIntroduction,
    viewed_count: u.viewed,
    loved_count: u.loved,
    share_url: absoluteUrl(`/profile/${u.id}`),
    album_list: albums.map((a) => {
      const list = photos.filter((p) => p.albumId === a.id);
      return {
        id: a.id,
        album_title: a.title,
        cover_photo_url: list[0]?.photoUrl ?? null,
        photo_count: list.length,
        photo_list: list.map((p) => ({
          id: p.id,
          photo_url: p.photoUrl,
          caption: p.caption,
          width: p.width,
          height: p.height,
          orientation: orientation(p.width, p.height),
          uploaded_at: new Date(p.uploadedAt).toISOString(),
        })),
      };
    }),
    is_private: u.isPrivate,
    is_active: u.isActive,
    is_official: u.isOfficial,
    is_staff: u.isStaff,
  };
}
