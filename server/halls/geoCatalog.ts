import type { Db } from '../db/client';
import { regions, prefectures, areas, districts, stations } from '../db/schema';

type Region = typeof regions.$inferSelect;
type Prefecture = typeof prefectures.$inferSelect;
type Area = typeof areas.$inferSelect;
type District = typeof districts.$inferSelect;
type Station = typeof stations.$inferSelect;

/** The whole geography (a few hundred rows), indexed for slug and id look-ups. */
export interface GeoCatalog {
  regions: Region[];
  prefectures: Prefecture[];
  areas: Area[];
  districts: District[];
  stations: Station[];
  regionBySlug: Map<string, Region>;
  regionById: Map<number, Region>;
  prefectureBySlug: Map<string, Prefecture>;
  prefectureById: Map<number, Prefecture>;
  areaBySlug: Map<string, Area>;
  areaById: Map<number, Area>;
  districtBySlug: Map<string, District>;
  districtById: Map<number, District>;
  stationById: Map<number, Station>;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; catalog: Promise<GeoCatalog> }>();

async function load(db: Db): Promise<GeoCatalog> {
  const [r, p, a, d, s] = await Promise.all([
    db.select().from(regions).orderBy(regions.sortOrder, regions.id),
    db.select().from(prefectures).orderBy(prefectures.id),
    db.select().from(areas).orderBy(areas.sortOrder, areas.id),
    db.select().from(districts).orderBy(districts.id),
    db.select().from(stations).orderBy(stations.id),
  ]);
  return {
    regions: r, prefectures: p, areas: a, districts: d, stations: s,
    regionBySlug: new Map(r.map((x) => [x.slug, x])),
    regionById: new Map(r.map((x) => [x.id, x])),
    prefectureBySlug: new Map(p.map((x) => [x.slug, x])),
    prefectureById: new Map(p.map((x) => [x.id, x])),
    areaBySlug: new Map(a.map((x) => [x.slug, x])),
    areaById: new Map(a.map((x) => [x.id, x])),
    districtBySlug: new Map(d.map((x) => [x.slug, x])),
    districtById: new Map(d.map((x) => [x.id, x])),
    stationById: new Map(s.map((x) => [x.id, x])),
  };
}

/** The geography of this database, cached for a minute (it only changes when the demo data is reseeded). */
export function geoCatalog(db: Db): Promise<GeoCatalog> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.catalog;
  const catalog = load(db);
  cache.set(db, { at: Date.now(), catalog });
  catalog.catch(() => cache.delete(db));
  return catalog;
}
