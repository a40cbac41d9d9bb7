import { firstOf } from './query';
import type { SearchData } from './searchLoader';

/** The place the search is about, in words: area, prefecture, an overseas destination, 海外, or 全国. */
export function placeName(data: SearchData): string {
  const m = { ...data.params, ...data.preset };
  const abroad = firstOf(m, 'overseas_destination_slug');
  const destinationName = abroad ? data.searchProps.overseas_destinations.find((d) => d.slug === abroad)?.name : undefined;
  if (destinationName) return destinationName;
  if (!firstOf(m, 'prefecture_slug') && !firstOf(m, 'area_slug') && ['1', 'true', 'on', 'yes'].includes(firstOf(m, 'overseas') ?? '')) return '海外';
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
