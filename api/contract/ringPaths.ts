/** The ring section's page paths, apart from the schemas (re-exported by ./rings) so links carry no zod. */
export const ringPaths = {
  top: '/ring/',
  brands: '/ring/brands/',
  brand: (id: number) => `/ring/brands/${id}`,
  rings: '/ring/rings/',
  ring: (id: number) => `/ring/rings/${id}`,
  favorites: '/ring/favorites',
} as const;
