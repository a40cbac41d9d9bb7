import { firstOf } from './query';
import type { SearchData } from './searchLoader';

/** The place the search is about, in words: area, prefecture, or 全国. */
export function placeName(data: SearchData): string {
  const m = { ...data.params, ...data.preset };
  const area = firstOf(m, 'area_slug');
  const pref = firstOf(m, 'prefecture_slug');
  const areaName = area ? data.searchProps.areas.find((a) => a.slug === area)?.name : undefined;
  if (areaName) return areaName;
  const prefName = pref ? data.searchProps.regions.flatMap((r) => r.prefectures).find((p) => p.slug === pref)?.name : undefined;
  return prefName ?? '全国';
}

export function pageSuffix(page: number): string {
  return page > 1 ? `（${page}ページ目）` : '';
}
