/**
 * A region's name as a page's subject: 北海道 is both a region and a prefecture, so its region pages
 * say 「北海道地方」, and no two pages (/r/hokkaido and /pref/hokkaido, or their rankings) share a title.
 */
export function regionSubject(region: { name: string; prefectures: readonly { name: string }[] }): string {
  return region.prefectures.some((p) => p.name === region.name) ? `${region.name}地方` : region.name;
}
