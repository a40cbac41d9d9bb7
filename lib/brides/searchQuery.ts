import { BRIDE_SEASONS, BRIDE_STYLES, type BrideSeason, type BrideStyle } from './vocabulary';

/** The filters of /brides/ as they appear in its URL; anything malformed is dropped. */
export interface BrideSearchValues {
  region: string | null;
  prefecture: string | null;
  tag: number | null;
  season: BrideSeason | null;
  style: BrideStyle | null;
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const slugOf = (v: unknown) => {
  const s = first(v);
  return typeof s === 'string' && /^[a-z0-9_-]{1,64}$/.test(s) ? s : null;
};
function oneOf<T extends string>(list: readonly T[], v: unknown): T | null {
  const s = first(v);
  return typeof s === 'string' && (list as readonly string[]).includes(s) ? (s as T) : null;
}

export function parseBrideSearch(query: Record<string, unknown>): BrideSearchValues {
  const tag = first(query.tag);
  return {
    region: slugOf(query.region),
    prefecture: slugOf(query.prefecture),
    tag: typeof tag === 'string' && /^\d{1,9}$/.test(tag) && Number(tag) > 0 ? Number(tag) : null,
    season: oneOf(BRIDE_SEASONS, query.season),
    style: oneOf(BRIDE_STYLES, query.style),
  };
}

/** The query string of a search (with its page), in a fixed order so each search has one URL. */
export function brideSearchQuery(v: BrideSearchValues, page = 1): string {
  const p = new URLSearchParams();
  if (v.region) p.set('region', v.region);
  if (v.prefecture) p.set('prefecture', v.prefecture);
  if (v.tag) p.set('tag', String(v.tag));
  if (v.season) p.set('season', v.season);
  if (v.style) p.set('style', v.style);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The search with one filter changed (a new region clears the prefecture; the page starts again). */
export function withFilter(v: BrideSearchValues, param: string, value: string | null): BrideSearchValues {
  const next = { ...v };
  if (param === 'region') {
    next.region = value;
    next.prefecture = null;
  } else if (param === 'prefecture') next.prefecture = value;
  else if (param === 'tag') next.tag = value ? Number(value) : null;
  else if (param === 'season') next.season = value as BrideSeason | null;
  else if (param === 'style') next.style = value as BrideStyle | null;
  return next;
}

/** The API's filter input for these values. */
export function brideFilterInput(v: BrideSearchValues) {
  return {
    ...(v.region ? { region: v.region } : {}),
    ...(v.prefecture ? { prefecture: v.prefecture } : {}),
    ...(v.tag ? { tag: v.tag } : {}),
    ...(v.season ? { season: v.season } : {}),
    ...(v.style ? { style: v.style } : {}),
  };
}
