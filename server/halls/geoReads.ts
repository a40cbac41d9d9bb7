import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallPlaceCounts, prefectures } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { geoCatalog, type GeoCatalog } from './geoCatalog';
import { cached, responseCacheEnabled } from '../http/responseCache';
import { sharedInFlight } from '../shared/sharedInFlight';
import { countHalls } from '../../api/contract/directory';
import { haversine } from './nearbyHalls';
import { readLongRows, rowsQuery, type RowOf } from '@/server/db/jsonRows';
import { OVERSEAS_DESTINATIONS, isOverseasDestinationSlug, overseasPaths } from '../../api/contract/overseasDestinations';

const c = hallPlaceCounts;

/**
 * Halls per combination of places, from the summary the halls' triggers keep (migration 0029): of
 * every place, or of a region's prefectures in Japan (what a prefecture's page counts).
 */
export const placeCountRows = (db: Db, regionId?: number) =>
  rowsQuery({ p: c.prefectureId, a: c.areaId, d: c.districtId, s: c.stationId, o: c.overseasDestination, n: c.n }, (select) =>
    db.select(select).from(c).where(regionId === undefined ? ne(c.n, 0)
      : and(ne(c.n, 0), isNull(c.overseasDestination), inArray(c.prefectureId, db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.regionId, regionId))))));

// The count endpoint's key for "every place at once": a parsed query never has this field (zod drops unknown ones).
const EVERY_PLACE = { every_place: true };

/**
 * Hall counts per prefecture, area, district and station, and per overseas destination. A hall
 * abroad counts for its destination only, never for its salon's prefecture. Read from a summary of
 * a few hundred rows (a grouped read of every hall cost 3.9 ms at the market's size, and a landing
 * asks three times); still kept in the hot-read cache with the hall counts (tag halls, dropped by a
 * hall write), and concurrent readers share the read in flight.
 */
async function hallCounts(db: Db) {
  // Uncached, the parts of one page that need it (home: regions and destinations) still share one read.
  const read = () => sharedInFlight(db, 'hall counts per place', () => readLongRows(db, placeCountRows(db)));
  return countsOf(responseCacheEnabled() ? await cached(db, countHalls, EVERY_PLACE, read) : await read());
}

/** placeCountRows as counts per place. */
export function countsOf(rows: RowOf<ReturnType<typeof placeCountRows>>[]) {
  const add = <K>(m: Map<K, number>, k: K | null, n: number) => k !== null && m.set(k, (m.get(k) ?? 0) + n);
  const pref = new Map<number, number>(), area = new Map<number, number>(), district = new Map<number, number>(), station = new Map<number, number>();
  const overseas = new Map<string, number>();
  for (const r of rows) {
    const n = Number(r.n);
    if (r.o !== null) add(overseas, r.o, n);
    else { add(pref, r.p, n); add(area, r.a, n); add(district, r.d, n); add(station, r.s, n); }
  }
  return { pref, area, district, station, overseas };
}

type Counts = ReturnType<typeof countsOf>;

const regionRef = (r: GeoCatalog['regions'][number]) => ({ id: r.id, slug: r.slug, name: r.name });
const prefRef = (p: GeoCatalog['prefectures'][number]) => ({ id: p.id, slug: p.slug, name: p.name, lat: p.lat, lng: p.lng });
const areaRef = (g: GeoCatalog, a: GeoCatalog['areas'][number]) => ({ id: a.id, slug: a.slug, name: a.name, prefecture_slug: g.prefectureById.get(a.prefectureId)!.slug, lat: a.lat, lng: a.lng });
const districtRef = (g: GeoCatalog, d: GeoCatalog['districts'][number]) => ({ id: d.id, slug: d.slug, name: d.name, area_slug: g.areaById.get(d.areaId)!.slug });
const stationRef = (g: GeoCatalog, s: GeoCatalog['stations'][number]) => ({
  id: s.id, name: s.name, lines: s.lines, prefecture_slug: g.prefectureById.get(s.prefectureId)!.slug,
  area_slug: s.areaId !== null ? g.areaById.get(s.areaId)?.slug ?? null : null, lat: s.lat, lng: s.lng,
});

function regionsWithPrefectures(g: GeoCatalog, c: Counts) {
  return g.regions.map((r) => {
    const prefectures = g.prefectures.filter((p) => p.regionId === r.id).map((p) => ({ ...prefRef(p), hall_count: c.pref.get(p.id) ?? 0 }));
    return { ...regionRef(r), hall_count: prefectures.reduce((s, p) => s + p.hall_count, 0), prefectures };
  });
}

/** 海外挙式: every destination of the enumeration, in its order, with its halls. */
function overseasDestinationsWithCounts(c: Counts) {
  return Object.entries(OVERSEAS_DESTINATIONS).map(([slug, d]) => ({ slug, name: d.name, country_name: d.country, hall_count: c.overseas.get(slug) ?? 0 }));
}

export async function overseasDestinations(db: Db) {
  const destinations = overseasDestinationsWithCounts(await hallCounts(db));
  return { hall_count: destinations.reduce((s, d) => s + d.hall_count, 0), destinations };
}

export async function overseasDestinationOne(db: Db, slug: string) {
  if (!isOverseasDestinationSlug(slug)) throw notFound('海外挙式の地域が見つかりません');
  const all = overseasDestinationsWithCounts(await hallCounts(db));
  return { destination: all.find((d) => d.slug === slug)!, neighbours: all.filter((d) => d.slug !== slug) };
}

/**
 * The sitemap's place landings and rankings: every region, and each prefecture, area, district and
 * station that has halls (a place without halls is a dead end), with the rankings of each.
 */
export async function placeSitemapPaths(db: Db): Promise<string[]> {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const prefs = g.prefectures.filter((p) => (c.pref.get(p.id) ?? 0) > 0);
  const regionsWithHalls = g.regions.filter((r) => prefs.some((p) => p.regionId === r.id));
  return [
    ...regionsWithHalls.map((r) => `/r/${r.slug}`),
    ...prefs.map((p) => `/pref/${p.slug}`),
    ...g.areas.filter((a) => (c.area.get(a.id) ?? 0) > 0).map((a) => `/a/${a.slug}`),
    ...g.districts.filter((d) => (c.district.get(d.id) ?? 0) > 0).map((d) => `/d/${d.slug}`),
    ...g.stations.filter((s) => (c.station.get(s.id) ?? 0) > 0).map((s) => `/s/${s.id}`),
    ...regionsWithHalls.map((r) => `/ranking/region/${r.slug}`),
    ...prefs.map((p) => `/ranking/${p.slug}`),
  ];
}

/** The sitemap's 海外挙式 pages: the list of destinations and each destination with halls. */
export async function overseasSitemapPaths(db: Db): Promise<string[]> {
  const { destinations } = await overseasDestinations(db);
  return [overseasPaths.top, ...destinations.filter((d) => d.hall_count > 0).map((d) => overseasPaths.destination(d.slug))];
}

export async function geoRegions(db: Db) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  return { regions: regionsWithPrefectures(g, c) };
}

export async function geoRegion(db: Db, slug: string) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const region = regionsWithPrefectures(g, c).find((r) => r.slug === slug);
  if (!region) throw notFound('地方が見つかりません');
  return { region, neighbours: g.regions.filter((r) => r.slug !== slug).map(regionRef) };
}

function prefectureParts(g: GeoCatalog, c: Counts, prefId: number) {
  return {
    areas: g.areas.filter((a) => a.prefectureId === prefId).map((a) => ({ ...areaRef(g, a), hall_count: c.area.get(a.id) ?? 0 })),
    stations: g.stations.filter((s) => s.prefectureId === prefId).map((s) => ({ ...stationRef(g, s), hall_count: c.station.get(s.id) ?? 0 })),
  };
}

export async function geoPrefecture(db: Db, slug: string) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  return prefectureGeo(g, c, slug);
}

/** geoPrefecture of a read of the counts. */
export function prefectureGeo(g: GeoCatalog, c: Counts, slug: string) {
  const p = g.prefectureBySlug.get(slug);
  if (!p) throw notFound('都道府県が見つかりません');
  return {
    prefecture: { ...prefRef(p), hall_count: c.pref.get(p.id) ?? 0 },
    region: regionRef(g.regionById.get(p.regionId)!),
    ...prefectureParts(g, c, p.id),
    neighbours: g.prefectures.filter((x) => x.regionId === p.regionId && x.id !== p.id).map((x) => ({ ...prefRef(x), hall_count: c.pref.get(x.id) ?? 0 })),
  };
}

export async function geoArea(db: Db, slug: string) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const a = g.areaBySlug.get(slug);
  if (!a) throw notFound('エリアが見つかりません');
  const p = g.prefectureById.get(a.prefectureId)!;
  return {
    area: { ...areaRef(g, a), hall_count: c.area.get(a.id) ?? 0 },
    prefecture: prefRef(p),
    region: regionRef(g.regionById.get(p.regionId)!),
    districts: g.districts.filter((d) => d.areaId === a.id).map((d) => ({ ...districtRef(g, d), hall_count: c.district.get(d.id) ?? 0 })),
    stations: g.stations.filter((s) => s.areaId === a.id).map((s) => ({ ...stationRef(g, s), hall_count: c.station.get(s.id) ?? 0 })),
    neighbours: g.areas.filter((x) => x.prefectureId === a.prefectureId && x.id !== a.id).map((x) => ({ ...areaRef(g, x), hall_count: c.area.get(x.id) ?? 0 })),
  };
}

export async function geoDistrict(db: Db, slug: string) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const d = g.districtBySlug.get(slug);
  if (!d) throw notFound('地区が見つかりません');
  const a = g.areaById.get(d.areaId)!;
  const p = g.prefectureById.get(a.prefectureId)!;
  return {
    district: { ...districtRef(g, d), hall_count: c.district.get(d.id) ?? 0 },
    area: areaRef(g, a),
    prefecture: prefRef(p),
    region: regionRef(g.regionById.get(p.regionId)!),
    neighbours: g.districts.filter((x) => x.areaId === d.areaId && x.id !== d.id).map((x) => ({ ...districtRef(g, x), hall_count: c.district.get(x.id) ?? 0 })),
  };
}

export async function geoStation(db: Db, id: number) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const s = g.stationById.get(id);
  if (!s) throw notFound('駅が見つかりません');
  const p = g.prefectureById.get(s.prefectureId)!;
  const a = s.areaId !== null ? g.areaById.get(s.areaId) ?? null : null;
  const neighbours = g.stations
    .filter((x) => x.id !== s.id)
    .map((x) => ({ ...stationRef(g, x), hall_count: c.station.get(x.id) ?? 0, distance_km: Math.round(haversine(s.lat, s.lng, x.lat, x.lng) * 10) / 10 }))
    .sort((x, y) => x.distance_km - y.distance_km)
    .slice(0, 6);
  return {
    station: { ...stationRef(g, s), hall_count: c.station.get(s.id) ?? 0 },
    area: a ? areaRef(g, a) : null,
    prefecture: prefRef(p),
    region: regionRef(g.regionById.get(p.regionId)!),
    neighbours,
  };
}

/** search_props: places with counts for the search form, the areas and stations of one prefecture, sorts. */
export async function searchProps(db: Db, prefectureSlug: string | undefined, sorts: { value: string; label: string }[], pageSize: number) {
  const [g, c] = await Promise.all([geoCatalog(db), hallCounts(db)]);
  const p = g.prefectureBySlug.get(prefectureSlug ?? 'tokyo');
  if (!p) throw badRequest('prefecture_slug: unknown prefecture');
  return {
    regions: regionsWithPrefectures(g, c),
    prefecture: prefRef(p),
    ...prefectureParts(g, c, p.id),
    overseas_destinations: overseasDestinationsWithCounts(c),
    sorts,
    page_size: pageSize,
  };
}
