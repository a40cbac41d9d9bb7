import { eq } from 'drizzle-orm';
import { seasonLabel, type PublicProfile } from '../../api/contract/accounts';
import { absoluteUrl } from '../../lib/halls/seo';
import { brideReports, prefectures, regions, users } from '../db/schema';
import { albumsOf } from '../brides/albums';
import { brideReportPath } from '../../lib/brides/vocabulary';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';

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
      lineUserId: users.lineUserId,
      reportId: brideReports.userId,
      prefSlug: prefectures.slug,
      prefName: prefectures.name,
      regionSlug: regions.slug,
      regionName: regions.name,
    })
    .from(users)
    .leftJoin(prefectures, eq(prefectures.id, users.weddingPrefectureId))
    .leftJoin(regions, eq(regions.id, prefectures.regionId))
    .leftJoin(brideReports, eq(brideReports.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const isOwner = ctx.user?.id === userId;
  if (!u || !u.isActive || (u.isPrivate && !isOwner)) throw notFound();

  const albums = await albumsOf(ctx.db, userId);

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
    share_url: absoluteUrl(u.reportId ? brideReportPath(u.id) : `/profile/${u.id}`),
    album_list: albums,
    is_private: u.isPrivate,
    is_active: u.isActive,
    is_official: u.isOfficial,
    is_staff: u.isStaff,
    line_user_id: isOwner ? u.lineUserId : null,
    report_url: u.reportId ? brideReportPath(u.id) : null,
  };
}
