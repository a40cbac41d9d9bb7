/** What can be loved; apart from the schemas (re-exported by ./love) so the store uses it without zod. */
export const LOVE_TYPES = ['user', 'article', 'webpage'] as const;
export type LoveType = (typeof LOVE_TYPES)[number];
export const LOVE_URL_MAX = 2000;
