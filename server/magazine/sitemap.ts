import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, magazinePosts, magazineTerms, magazineWriters } from '../db/schema';
import { magazinePaths } from '../../api/contract/magazine';
import { notFound } from '../http/errors';
import { published } from './postQuery';
import { isoString } from './serialize';
import { ringSitemapPaths } from '../rings/sitemap';
import { FAMILY_PUBLIC_PATHS } from '../../lib/family/pageLoad';
import { campaignSitemapPaths } from '../rewards/campaign';
import { LEGAL_DOCUMENTS } from '../../lib/legal/documents';
import { brideSitemapAlbums, brideSitemapCounts, brideSitemapReports } from '../brides/sitemap';
import { overseasSitemapPaths } from '../halls/geoReads';
import { directorySitemapPaths, fairSitemapCount, fairSitemapPaths, hallSitemapPaths, hallsPerFile } from '../halls/sitemap';

/** URLs per sitemap file: well under the protocol's 50,000, so each file stays small. */
export const SITEMAP_CHUNK = 5000;

type Part = 'index' | 'articles' | 'magazine' | 'places' | 'halls' | 'fairs' | 'rings' | 'brides' | 'albums';
interface Entry { path: string; lastmod: string | null }

async function count(db: Db, part: 'articles' | 'halls'): Promise<number> {
  const [{ n }] = part === 'articles'
    ? await db.select({ n: sql<number>`count(*)::int` }).from(magazinePosts).where(published)
    : await db.select({ n: sql<number>`count(*)::int` }).from(halls);
  return n;
}

/** The magazine's own pages: top, recent posts, writers, categories and tags. */
async function magazinePages(db: Db): Promise<Entry[]> {
  const [terms, writers] = await Promise.all([
    db.select({ id: magazineTerms.id, slug: magazineTerms.slug, taxonomy: magazineTerms.taxonomy, postsCount: magazineTerms.postsCount }).from(magazineTerms).orderBy(asc(magazineTerms.taxonomy), asc(magazineTerms.id)),
    db.select({ id: magazineWriters.id }).from(magazineWriters).orderBy(asc(magazineWriters.id)),
  ]);
  return [
    { path: magazinePaths.top, lastmod: null },
    { path: magazinePaths.recent(), lastmod: null },
    { path: magazinePaths.writers, lastmod: null },
    ...writers.map((w) => ({ path: magazinePaths.writer(w.id), lastmod: null })),
    ...terms.filter((t) => t.postsCount > 0).map((t) => ({ path: t.taxonomy === 'category' ? magazinePaths.category(t.id) : magazinePaths.tag(t.slug), lastmod: null })),
    // The site's fixed pages (利用規約, プライバシーポリシー, …) ride in this part.
    ...LEGAL_DOCUMENTS.map((d) => ({ path: d.path, lastmod: null })),
    { path: '/photo-print', lastmod: null },
    // The editors' preparation guides (pages/guide.tsx).
    { path: '/guide', lastmod: null },
  ];
}

/** GET /api/web/sitemap: the parts of the sitemap index, or the URLs of one part. */
export async function sitemapEntries(db: Db, input: { part: Part; page: number }): Promise<{ parts: { part: string; page: number }[]; urls: Entry[] }> {
  if (input.part === 'index') {
    const [articles, hallCount, fairCount, ringPaths, brides] = await Promise.all([count(db, 'articles'), count(db, 'halls'), fairSitemapCount(db), ringSitemapPaths(db), brideSitemapCounts(db)]);
    const pagesOf = (part: string, n: number, per = SITEMAP_CHUNK) => Array.from({ length: Math.max(1, Math.ceil(n / per)) }, (_, i) => ({ part, page: i + 1 }));
    return {
      parts: [
        { part: 'places', page: 1 }, { part: 'magazine', page: 1 }, ...pagesOf('articles', articles),
        ...(hallCount ? pagesOf('halls', hallCount, hallsPerFile(SITEMAP_CHUNK)) : []), ...(fairCount ? pagesOf('fairs', fairCount) : []),
        ...(ringPaths.length ? pagesOf('rings', ringPaths.length) : []),
        ...(brides.reports ? pagesOf('brides', brides.reports) : []), ...(brides.albums ? pagesOf('albums', brides.albums) : []),
      ],
      urls: [],
    };
  }
  const offset = (input.page - 1) * SITEMAP_CHUNK;
  let urls: Entry[];
  if (input.part === 'articles') {
    const rows = await db.select({ id: magazinePosts.id, modifiedAt: magazinePosts.modifiedAt }).from(magazinePosts).where(published).orderBy(asc(magazinePosts.id)).limit(SITEMAP_CHUNK).offset(offset);
    urls = rows.map((r) => ({ path: magazinePaths.post(r.id), lastmod: isoString(r.modifiedAt) }));
  } else if (input.part === 'halls') {
    urls = await hallSitemapPaths(db, input.page, hallsPerFile(SITEMAP_CHUNK));
  } else if (input.part === 'fairs') {
    urls = await fairSitemapPaths(db, input.page, SITEMAP_CHUNK);
  } else if (input.part === 'places') {
    urls = input.page === 1 ? await directorySitemapPaths(db) : [];
  } else if (input.part === 'rings') {
    urls = (await ringSitemapPaths(db)).slice(offset, offset + SITEMAP_CHUNK).map((path) => ({ path, lastmod: null }));
  } else if (input.part === 'brides') {
    urls = await brideSitemapReports(db, input.page, SITEMAP_CHUNK);
  } else if (input.part === 'albums') {
    urls = await brideSitemapAlbums(db, input.page, SITEMAP_CHUNK);
  } else {
    // The site's own tool pages ride along with the magazine's pages (one small list).
    urls = input.page === 1
      ? [
        ...(await magazinePages(db)), ...FAMILY_PUBLIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await campaignSitemapPaths(db)),
        // 海外挙式: /overseas and the destinations with halls.
        ...(await overseasSitemapPaths(db)).map((path) => ({ path, lastmod: null })),
      ]
      : [];
  }
  if (!urls.length && input.page > 1) throw notFound('Not Found');
  return { parts: [], urls };
}

