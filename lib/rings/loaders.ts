import type { IncomingMessage } from 'node:http';
import type { ApiClient } from '../../api/client';
import { getMe } from '../../api/contract/accounts';
import { magazineCategories, magazinePaths } from '../../api/contract/magazine';
import { getBrand, getRing, listBrands, searchRings, type BrandDetail, type BrandSummary, type RingDetail, type RingSummary } from '../../api/contract/rings';
import { isApiClientError } from '../../api/errors';
import { part } from '../halls/hallLoader';

/** The numeric id of a path segment, or null (then the page is a 404). */
export function idParam(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** An API 404 becomes null (the page answers notFound); anything else is thrown. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

/**
 * Where the couple is: ?pref=… on the URL, else the member's wedding prefecture. Shops there are
 * listed first.
 */
export async function nearPrefecture(api: ApiClient, req: IncomingMessage, query: Record<string, unknown>): Promise<string | null> {
  if (typeof query.pref === 'string' && /^[a-z-]{2,32}$/.test(query.pref)) return query.pref;
  if (!req.headers.cookie && !req.headers['x-wedding-token']) return null;
  const me = await part(api.call(getMe, {}), null);
  return me?.user?.wedding_prefecture_slug ?? null;
}

export interface RingTopData {
  brands: BrandSummary[];
  engagement: RingSummary[];
  wedding: RingSummary[];
  /** The magazine's 指輪 category, when it exists. */
  guideHref: string | null;
}

export async function loadRingTop(api: ApiClient, ringApi: ApiClient): Promise<RingTopData> {
  const [brands, engagement, wedding, categories] = await Promise.all([
    ringApi.call(listBrands, { sort: 'popular', per_page: 8 }),
    ringApi.call(searchRings, { type: 'engagement', sort: 'popular', per_page: 8 }),
    ringApi.call(searchRings, { type: 'wedding', sort: 'popular', per_page: 8 }),
    part(api.call(magazineCategories, {}), null),
  ]);
  const ringCategory = categories?.categories.find((c) => c.slug === 'ring' || c.name === '指輪');
  return {
    brands: brands.items,
    engagement: engagement.items,
    wedding: wedding.items,
    guideHref: ringCategory ? magazinePaths.category(ringCategory.term_id) : null,
  };
}

export interface BrandPageData {
  brand: BrandDetail;
  engagement: RingSummary[];
  wedding: RingSummary[];
}

export async function loadBrandPage(ringApi: ApiClient, id: number, near: string | null): Promise<BrandPageData | null> {
  const brand = await orNotFound(ringApi.call(getBrand, { id, prefecture_slug: near ?? undefined }));
  if (!brand) return null;
  const [engagement, wedding] = await Promise.all([
    ringApi.call(searchRings, { brand_id: id, type: 'engagement', sort: 'popular', per_page: 8 }),
    ringApi.call(searchRings, { brand_id: id, type: 'wedding', sort: 'popular', per_page: 8 }),
  ]);
  return { brand, engagement: engagement.items, wedding: wedding.items };
}

export function loadRing(ringApi: ApiClient, id: number, near: string | null): Promise<RingDetail | null> {
  return orNotFound(ringApi.call(getRing, { id, prefecture_slug: near ?? undefined }));
}
