import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fairs, halls } from '../db/schema';
import { FEATURES, SERVICES, WEDDING_STYLES } from '../../api/contract/searchVocabulary';
import { listedFairWhere } from '../fairs/visibility';
import { placeSitemapPaths } from './geoReads';

interface Entry { path: string; lastmod: string | null }

/** A hall's pages in the sitemap: its top and the sub-pages every hall has. */
export const HALL_SITEMAP_PATHS = ['', '/fairs', '/plans', '/photos', '/reviews', '/costs', '/brides'] as const;

/** The directory's own pages: home, hall search, fairs, rankings, every place landing and keyword landing. */
export async function directorySitemapPaths(db: Db): Promise<Entry[]> {
  const places = await placeSitemapPaths(db);
  return [
    '/', '/halls/search/', '/fairs', '/ranking', ...places,
    ...Object.keys(FEATURES).map((k) => `/k/${k}`),
    ...Object.keys(WEDDING_STYLES).map((k) => `/ws/${k}`),
    ...Object.keys(SERVICES).map((k) => `/g/${k}`),
  ].map((path) => ({ path, lastmod: null }));
}

/** Halls per sitemap file, so that a file holds at most `chunk` URLs. */
export const hallsPerFile = (chunk: number) => Math.floor(chunk / HALL_SITEMAP_PATHS.length);

/** Every hall's pages, `perFile` halls a file, by id. */
export async function hallSitemapPaths(db: Db, page: number, perFile: number): Promise<Entry[]> {
  const rows = await db.select({ id: halls.id }).from(halls).orderBy(asc(halls.id)).limit(perFile).offset((page - 1) * perFile);
  return rows.flatMap((r) => HALL_SITEMAP_PATHS.map((sub) => ({ path: `/halls/${r.id}${sub}`, lastmod: null })));
}

/** The fairs still to come (each date has its page). */
export async function fairSitemapCount(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(fairs).where(listedFairWhere(now));
  return n;
}

export async function fairSitemapPaths(db: Db, page: number, size: number, now = new Date()): Promise<Entry[]> {
  const rows = await db
    .select({ id: fairs.id, hallId: fairs.hallId, startDate: fairs.startDate })
    .from(fairs)
    .where(listedFairWhere(now))
    .orderBy(asc(fairs.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ path: `/halls/${r.hallId}/fairs/${r.id}`, lastmod: r.startDate }));
}
