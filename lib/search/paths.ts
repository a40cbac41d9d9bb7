/** The site search page's address for a query, a kind, a prefecture and a page. */
export function searchPath(p: { q: string; kind?: string | null; pref?: string | null; page?: number }): string {
  const params = new URLSearchParams({ q: p.q });
  if (p.kind) params.set('kind', p.kind);
  if (p.pref) params.set('pref', p.pref);
  if (p.page && p.page > 1) params.set('page', String(p.page));
  return `/search?${params.toString()}`;
}

/** /magazine?s=…: the magazine's search results (WordPress's ?s=). */
export const magazineSearchPath = (s: string, page = 1): string => `/magazine?s=${encodeURIComponent(s)}${page > 1 ? `&page=${page}` : ''}`;
