/** Apart from the schemas (re-exported by ./ringFavorites) so the store and header use them without zod. */

/** §9: the header's favourite count asks for page 1 with page_size 1 and reads meta.total. */
export const FAVORITE_COUNT_PROBE = { page: 1, page_size: 1 } as const;
export const FAVORITE_PAGE_SIZE = 30;
