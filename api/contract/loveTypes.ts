/** What can be loved; apart from the schemas (re-exported by ./love) so the store uses it without zod. */
export const LOVE_TYPES = ['user', 'article', 'webpage'] as const;
export type LoveType = (typeof LOVE_TYPES)[number];
export const LOVE_URL_MAX = 2000;

export interface LoveTargetArg {
  type: LoveType;
  id?: number;
  url?: string;
}

/** `article:12`, `user:5`, `webpage:/halls/3`: one key per loved thing (the store's love slice keys its state with it). */
export const loveKey = (t: LoveTargetArg) => `${t.type}:${t.type === 'webpage' ? t.url ?? '' : t.id ?? ''}`;
