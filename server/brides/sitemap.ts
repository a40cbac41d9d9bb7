import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brideReports, userAlbums, users } from '../db/schema';
import { brideAlbumPath, brideReportPath } from '../../lib/brides/vocabulary';
import { listThemeTags } from './themeTags';
import { isPublicMember } from './visibility';

interface Entry { path: string; lastmod: string | null }

/** The sitemap parts a member's report or albums appear in (the parts' cache tags, api/contract/magazine sitemapEntries). */
export const BRIDE_SITEMAP_TAGS = ['sitemap#brides', 'sitemap#albums', 'sitemap#index'];

/** How many public reports and albums of public reports there are (for the sitemap index). */
export async function brideSitemapCounts(db: Db): Promise<{ reports: number; albums: number }> {
  const [[r], [a]] = await Promise.all([
    db.select({ n: count() }).from(brideReports).innerJoin(users, eq(users.id, brideReports.userId)).where(isPublicMember()),
    db.select({ n: count() }).from(userAlbums).innerJoin(brideReports, eq(brideReports.userId, userAlbums.userId)).innerJoin(users, eq(users.id, userAlbums.userId)).where(isPublicMember()),
  ]);
  return { reports: r.n, albums: a.n };
}

/** The public bride pages: /brides/, /photos/, theme tags (page 1) and public reports, `size` a file. */
export async function brideSitemapReports(db: Db, page: number, size: number): Promise<Entry[]> {
  const rows = await db
    .select({ id: brideReports.userId, updatedAt: brideReports.updatedAt })
    .from(brideReports)
    .innerJoin(users, eq(users.id, brideReports.userId))
    .where(isPublicMember())
    .orderBy(asc(brideReports.userId))
    .limit(size)
    .offset((page - 1) * size);
  const head: Entry[] = page === 1
    ? [{ path: '/brides/', lastmod: null }, { path: '/photos/', lastmod: null }, ...(await listThemeTags(db)).items.filter((t) => t.count > 0).map((t) => ({ path: `/brides/tags/${t.id}`, lastmod: null }))]
    : [];
  return [...head, ...rows.map((r) => ({ path: brideReportPath(r.id), lastmod: new Date(r.updatedAt).toISOString() }))];
}

/** The album pages of public reports. */
export async function brideSitemapAlbums(db: Db, page: number, size: number): Promise<Entry[]> {
  const rows = await db
    .select({ id: userAlbums.id, userId: userAlbums.userId })
    .from(userAlbums)
    .innerJoin(brideReports, eq(brideReports.userId, userAlbums.userId))
    .innerJoin(users, eq(users.id, userAlbums.userId))
    .where(isPublicMember())
    .orderBy(asc(userAlbums.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ path: brideAlbumPath(r.userId, r.id), lastmod: null }));
}
