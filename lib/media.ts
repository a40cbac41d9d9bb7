/**
 * Demo and generated images live under /media/<kind>/<id>/<variant>/<n>.jpg and are drawn
 * locally (server/media) — never downloaded. Kinds: halls (variant: cover or a photo section),
 * fairs, articles, writers, brides, users, rings (variant: type-metal-design), brands (variant: logo-NAME).
 */
export type MediaKind = 'halls' | 'fairs' | 'articles' | 'writers' | 'brides' | 'users' | 'rings' | 'brands';

export function mediaUrl(kind: MediaKind, id: number | string, variant: string, n = 1): string {
  return `/media/${kind}/${id}/${variant}/${n}.jpg`;
}
