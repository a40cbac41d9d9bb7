import { and, eq } from 'drizzle-orm';
import { itemTag, listTag } from '../../lib/cacheTags';
import type { Db } from '../db/client';
import { brideReports, userAlbums, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { touchCache } from '../http/cacheTouch';
import { BRIDE_SITEMAP_TAGS } from './sitemap';

/**
 * What public answers show of one member, as cache tags (lib/cacheTags), so her edit drops only
 * those: her report, profile and album pages (always), and, when the edit shows elsewhere, the bride
 * lists (cards, photo search, pickups), her hall's answers and the sitemap's bride parts. A member
 * others cannot see (private or inactive) shows nowhere: her edits drop nothing but her own.
 */
export interface FootprintParts {
  /** The lists show it: cards (title, place, cover, photo count), photo search, pickups. */
  lists?: boolean;
  /** Her hall's page shows it (its bride reports and photos). */
  hall?: boolean;
  /** Every album page of hers (each lists her albums' titles and her report's title). */
  albums?: boolean;
  /** The sitemap's bride parts (a report or album page appears, goes or changes). */
  sitemap?: boolean;
}

async function footprint(db: Db, userId: number, parts: FootprintParts): Promise<string[]> {
  const [member] = await db
    .select({ isPrivate: users.isPrivate, isActive: users.isActive, hallId: brideReports.hallId, hasReport: brideReports.userId })
    .from(users)
    .leftJoin(brideReports, eq(brideReports.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!member || member.isPrivate || !member.isActive) return [];
  const tags = [itemTag('brides', userId), itemTag('profile', userId)];
  if (parts.albums) {
    const albums = await db.select({ id: userAlbums.id }).from(userAlbums).where(and(eq(userAlbums.userId, userId)));
    tags.push(...albums.map((a) => itemTag('albums', a.id)));
  }
  if (member.hasReport === null) return tags;
  if (parts.lists) tags.push(listTag('brides'));
  if (parts.hall && member.hallId !== null) tags.push(itemTag('halls', member.hallId));
  if (parts.sitemap) tags.push(...BRIDE_SITEMAP_TAGS);
  return tags;
}

/**
 * Runs a member's edit and marks what it changed: her footprint before it and after it (going
 * private or public, moving her report to another hall, each side counts).
 */
export async function changingMember<T>(ctx: RequestContext, userId: number, parts: FootprintParts, edit: () => Promise<T>): Promise<T> {
  const before = await footprint(ctx.db, userId, parts);
  const result = await edit();
  touchCache(ctx, [...before, ...(await footprint(ctx.db, userId, parts))]);
  return result;
}
