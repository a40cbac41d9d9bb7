import { and, asc, count, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairs, halls } from '../db/schema';
import { qualified } from '@/server/db/qualified';
import { FEATURES, SERVICES, WEDDING_STYLES } from '../../api/contract/searchVocabulary';
import { firstBookableDate } from '../fairs/dates';
import { fairNotCancelled } from '../fairs/visibility';
import { placeSitemapPaths } from './geoReads';

interface Entry { path: string; lastmod: string | null }

/** A hall's pages in the sitemap: its top and the sub-pages every hall has. */
export const HALL_SITEMAP_PATHS = ['', '/fairs', '/plans', '/photos', '/reviews', '/costs', '/brides'] as const;

/**
 * The directory's own pages: home, hall search, fairs, every place landing (with the rankings) and
 * keyword landing. `/ranking` is left out: it shows the default prefecture's ranking, whose page
 * (/ranking/tokyo) is its canonical and is listed.
 */
export async function directorySitemapPaths(db: Db): Promise<Entry[]> {
  const places = await placeSitemapPaths(db);
  return [
    '/', '/halls/search/', '/fairs', ...places,
    ...Object.keys(FEATURES).map((k) => `/k/${k}`),
    ...Object.keys(WEDDING_STYLES).map((k) => `/ws/${k}`),
    ...Object.keys(SERVICES).map((k) => `/g/${k}`),
  ].map((path) => ({ path, lastmod: null }));
}

/** Halls per sitemap file, so that a file holds at most `chunk` URLs. */
export const hallsPerFile = (chunk: number) => Math.floor(chunk / HALL_SITEMAP_PATHS.length);

/**
 * Every hall's pages, `perFile` halls a file, by id. The brides page is listed only for a hall with
 * a public bride report: without one it is noindex (pages/halls/[id]/brides.tsx), so not for crawlers.
 */
export async function hallSitemapPaths(db: Db, page: number, perFile: number): Promise<Entry[]> {
  const withBrides = sql<boolean>`EXISTS (SELECT 1 FROM bride_reports r INNER JOIN users u ON u.id = r.user_id WHERE r.hall_id = ${qualified(halls.id)} AND u.is_active AND NOT u.is_private)`;
  const rows = await db.select({ id: halls.id, withBrides }).from(halls).orderBy(asc(halls.id)).limit(perFile).offset((page - 1) * perFile);
  return rows.flatMap((r) => HALL_SITEMAP_PATHS.filter((sub) => sub !== '/brides' || r.withBrides).map((sub) => ({ path: `/halls/${r.id}${sub}`, lastmod: null })));
}

/** The fairs still bookable (from tomorrow, Japan time: a fair of today is past, its page noindex). */
export async function fairSitemapCount(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(fairs).where(and(fairNotCancelled(), gte(fairs.holdAt, firstBookableDate(now))));
  return n;
}

export async function fairSitemapPaths(db: Db, page: number, size: number, now = new Date()): Promise<Entry[]> {
  const rows = await db
    .select({ id: fairs.id, hallId: fairs.hallId, startDate: fairs.startDate })
    .from(fairs)
    .where(and(fairNotCancelled(), gte(fairs.holdAt, firstBookableDate(now))))
    .orderBy(asc(fairs.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ path: `/halls/${r.hallId}/fairs/${r.id}`, lastmod: r.startDate }));
}
