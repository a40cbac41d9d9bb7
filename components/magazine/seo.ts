import type { Article } from '../../api/contract/magazine';
import { absoluteUrl } from '../../lib/halls/seo';

export const MAGAZINE_TITLE = 'musubiマガジン';

/** A positive integer route parameter, or null (→ 404). */
export function routeId(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2147483647 ? Number(v) : null;
}

/** Anonymous magazine pages may be kept briefly by a shared cache. */

/** JSON-LD Article for an article page (absolute URLs). */
export function articleJsonLd(a: Article, canonical: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    image: [absoluteUrl(a.thumbnail)],
    datePublished: a.date,
    dateModified: a.modified,
    mainEntityOfPage: canonical,
    articleSection: a.taxonomies.category[0]?.name,
    keywords: a.taxonomies.post_tag.map((t) => t.name).join(','),
    author: a.writer ? { '@type': 'Person', name: a.writer.display_name, url: absoluteUrl(a.writer.permalink) } : { '@type': 'Organization', name: MAGAZINE_TITLE },
    publisher: { '@type': 'Organization', name: 'musubi（ムスビ）', logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
  };
}
