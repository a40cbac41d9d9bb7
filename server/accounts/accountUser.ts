import { eq } from 'drizzle-orm';
import type { AccountUser } from '../../api/contract/accounts';
import type { Db } from '../db/client';
import { prefectures, regions, users } from '../db/schema';

/** The signed-in user's own view of their account (never shown to others). */
export async function accountUser(db: Db, userId: number): Promise<AccountUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      prefSlug: prefectures.slug,
      prefName: prefectures.name,
      regionSlug: regions.slug,
      regionName: regions.name,
      season: users.weddingSeason,
      isOfficial: users.isOfficial,
      isStaff: users.isStaff,
      verifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(prefectures, eq(prefectures.id, users.weddingPrefectureId))
    .leftJoin(regions, eq(regions.id, prefectures.regionId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    user_id: row.id,
    email: row.email,
    nickname: row.nickname,
    wedding_prefecture_slug: row.prefSlug,
    wedding_prefecture_name: row.prefName,
    wedding_region_slug: row.regionSlug,
    wedding_region_name: row.regionName,
    wedding_season: row.season,
    is_official: row.isOfficial,
    is_staff: row.isStaff,
    email_verified: row.verifiedAt !== null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
