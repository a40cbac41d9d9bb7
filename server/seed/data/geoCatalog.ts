import { AREAS, CAPITAL_AREAS, type AreaSeed } from './areas';
import { PREFECTURES } from './regions';

/** Every area of every prefecture (the tables of areas.ts plus one capital area where none is listed). */
export function allAreas(): AreaSeed[] {
  const list = [...AREAS];
  for (const [pref, slug, name, city, towns, station, lines] of CAPITAL_AREAS) {
    const p = PREFECTURES.find((x) => x.slug === pref)!;
    list.push({ slug, name, pref, city, towns, lat: p.lat, lng: p.lng, weight: 1, stations: [[station, lines, p.lat + 0.004, p.lng - 0.003]] });
  }
  const covered = new Set(list.map((a) => a.pref));
  const missing = PREFECTURES.filter((p) => !covered.has(p.slug));
  if (missing.length) throw new Error(`prefectures without an area: ${missing.map((p) => p.slug).join(', ')}`);
  return list;
}

/** Station ids: JIS prefecture code × 1000 + the station's number within the prefecture. */
export function stationId(prefectureId: number, n: number): number {
  return prefectureId * 1000 + n;
}
