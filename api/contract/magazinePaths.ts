// The magazine's routes and ranking terms, apart from the schemas: components import them
// without bringing zod into the browser's first load. magazine.ts re-exports them.

export const RANKING_TERMS = ['day', 'week', 'month'] as const;
export type RankingTerm = (typeof RANKING_TERMS)[number];

/** Where magazine pages live; `page` > 1 adds the /page/{n} form of the spec's tag routes. */
export const magazinePaths = {
  top: '/magazine',
  post: (id: number) => `/magazine/${id}`,
  category: (id: number, page = 1) => `/magazine/category/${id}${page > 1 ? `/page/${page}` : ''}`,
  tag: (slug: string, page = 1) => `/magazine/tag/${encodeURIComponent(slug)}${page > 1 ? `/page/${page}` : ''}`,
  recent: (page = 1) => `/magazine/recent${page > 1 ? `/page/${page}` : ''}`,
  writers: '/magazine/writers',
  writer: (id: number, page = 1) => `/magazine/writers/${id}${page > 1 ? `?page=${page}` : ''}`,
  ranking: (term: RankingTerm) => `/magazine?ranking=${term}#ranking`,
};
