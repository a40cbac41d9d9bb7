import type { GetServerSideProps } from 'next';
import { serverApi } from '../api/server';
import { isApiClientError } from '../api/errors';
import { sitemapEntries } from '../api/contract/magazine';
import { escapeHtml } from '../lib/escape';
import { absoluteUrl, siteUrl } from '../lib/halls/seo';

const PARTS = ['places', 'articles', 'magazine', 'halls', 'fairs', 'rings', 'brides', 'albums'] as const;
type Part = (typeof PARTS)[number];

/**
 * /sitemap.xml: a sitemap index of the parts (directory pages and place landings, magazine pages,
 * articles, halls with their sub-pages, fairs, rings, brides, albums), each part at
 * /sitemap.xml?part=…&page=n with at most 5,000 URLs.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  const part = PARTS.includes(query.part as Part) ? (query.part as Part) : null;
  const page = typeof query.page === 'string' && /^[1-9]\d{0,4}$/.test(query.page) ? Number(query.page) : 1;
  const base = siteUrl();
  let xml: string;
  try {
    if (!part) {
      const { parts } = await api.call(sitemapEntries, { part: 'index' });
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
        .map((p) => `<sitemap><loc>${escapeHtml(`${base}/sitemap.xml?part=${p.part}&page=${p.page}`)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    } else {
      const { urls } = await api.call(sitemapEntries, { part, page });
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
        .map((u) => `<url><loc>${escapeHtml(absoluteUrl(u.path, base))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
        .join('\n')}\n</urlset>\n`;
    }
  } catch (e) {
    if (!(isApiClientError(e) && e.status === 404)) throw e;
    res.statusCode = 404;
    xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n`;
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
