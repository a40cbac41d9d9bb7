import type { ApiClient } from '../../api/client';
import { getHallSearchConditions, getSearchProps, hallSearchFilters, searchHalls, type HallSearchQuery } from '../../api/contract/directory';
import { isApiClientError } from '../../api/errors';
import { DEFAULT_PREFECTURE, SITE_PAGE_SIZE } from '../constants';
import { callHallList, type HallSearchResult } from './hallListCall';
import { toHallCard, type HallCardData } from './hallCardData';
import { searchFormPlaces } from '@/lib/halls/searchFormPlaces';
import { firstOf, sanitizeQuery, type QueryParams } from './query';
import type { SearchConditions, SearchProps } from './types';

export const SEARCH_KEYS = [...Object.keys(hallSearchFilters.shape), 'page'] as const;

/** Japanese names of the search parameters, for the "ignored" notice. */
export const PARAM_LABELS: Record<string, string> = {
  k: 'こだわり条件',
  p: '予算',
  g: '式場タイプ',
  t: '雰囲気',
  c: '挙式スタイル',
  ws: 'ウェディングスタイル',
  name: '式場名・キーワード',
  people: '招待人数',
  s: '並び順',
  official: '公式情報',
  best_rate: 'ベストレート保証',
  campaign: 'キャンペーン',
  station_id: '駅',
  district_slug: '地区',
  region_slugs: '地方',
  area_slug: 'エリア',
  prefecture_slug: '都道府県',
  s_prefecture_slug: '都道府県',
  overseas_destination_slug: '海外挙式の地域',
  overseas: '海外挙式',
  page: 'ページ',
};

/** A page of search results with each hall as its card shows it. */
export type HallCardPage = Omit<HallSearchResult, 'items'> & { items: HallCardData[] };

export interface SearchData {
  /** The visitor's own parameters (links keep these). */
  params: QueryParams;
  /** The parameters fixed by the route (a landing's place or keyword). */
  preset: QueryParams;
  /** Labels of the parameters that were ignored because their value is not valid. */
  ignored: string[];
  page: number;
  /** The page of halls, as their cards show them. */
  result: HallCardPage;
  conditions: SearchConditions;
  searchProps: SearchProps;
}

function keyOfMessage(message: string): string | null {
  const m = /^([a-z_]+):/.exec(message);
  return m && (SEARCH_KEYS as readonly string[]).includes(m[1]) ? m[1] : null;
}

/**
 * Server side of every search page (/halls/search/, /halls/?name=, the landings): keeps the valid
 * parameters, adds the route's preset, and loads results, the filter vocabulary and the places.
 * A value the API still refuses is dropped and reported instead of failing the page.
 */
export async function loadSearch(api: ApiClient, query: Record<string, string | string[] | undefined>, preset: QueryParams = {}): Promise<SearchData> {
  const visitorQuery = Object.fromEntries(Object.entries(query).filter(([k]) => !(k in preset)));
  const { params, ignored } = sanitizeQuery(searchHalls.input, visitorQuery, SEARCH_KEYS);
  const ignoredKeys = new Set(ignored);
  const merged = (): QueryParams => ({ ...params, ...preset });
  const place = () => {
    const m = merged();
    const regionSlugs = m.region_slugs;
    return {
      prefecture_slug: firstOf(m, 'prefecture_slug'),
      area_slug: firstOf(m, 'area_slug'),
      region_slug: Array.isArray(regionSlugs) && regionSlugs.length === 1 ? regionSlugs[0] : undefined,
      overseas_destination_slug: firstOf(m, 'overseas_destination_slug'),
      overseas: firstOf(m, 'overseas'),
    };
  };

  let result: HallSearchResult | null = null;
  for (let attempt = 0; attempt < 4 && !result; attempt++) {
    try {
      result = await callHallList(api, { ...(merged() as HallSearchQuery), per_page: SITE_PAGE_SIZE });
    } catch (e) {
      const key = isApiClientError(e) && (e.status === 400 || e.status === 404) ? keyOfMessage(e.message) : null;
      if (!key || !(key in params)) throw e;
      delete params[key];
      ignoredKeys.add(key);
    }
  }
  if (!result) throw new Error('search failed');

  const { prefecture_slug, area_slug, region_slug, overseas_destination_slug, overseas } = place();
  const [conditions, searchProps] = await Promise.all([
    // The filter counts of the place: in Japan, or abroad (a destination, or every one).
    api.call(getHallSearchConditions, { prefecture_slug, area_slug, region_slug, overseas_destination_slug, overseas }).catch((e: unknown) => {
      if (isApiClientError(e) && e.status < 500) return api.call(getHallSearchConditions, {});
      throw e;
    }),
    api.call(getSearchProps, { prefecture_slug: prefecture_slug ?? DEFAULT_PREFECTURE }).catch((e: unknown) => {
      if (isApiClientError(e) && e.status < 500) return api.call(getSearchProps, { prefecture_slug: DEFAULT_PREFECTURE });
      throw e;
    }).then(searchFormPlaces),
  ]);
  return {
    params,
    preset,
    ignored: [...new Set([...ignoredKeys].map((k) => PARAM_LABELS[k] ?? k))],
    page: result.page,
    result: { ...result, items: result.items.map(toHallCard) },
    conditions,
    searchProps,
  };
}
