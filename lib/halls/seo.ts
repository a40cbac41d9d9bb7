/** Absolute URLs for canonical links, Open Graph and JSON-LD (SITE_URL, default http://localhost:3000). */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function absoluteUrl(path: string, base = siteUrl()): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** What a page's <head> needs; computed in getServerSideProps so the browser never guesses the host. */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  noindex?: boolean;
}

export function pageMeta(path: string, title: string, description: string, extra: Partial<Omit<PageMeta, 'title' | 'description' | 'canonical'>> = {}): PageMeta {
  const base = siteUrl();
  return {
    title,
    description: description.length > 120 ? `${description.slice(0, 119)}…` : description,
    canonical: absoluteUrl(path, base),
    ...(extra.image ? { image: absoluteUrl(extra.image, base) } : {}),
    ...(extra.noindex ? { noindex: true } : {}),
  };
}
