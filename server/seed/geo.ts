import type { Db } from '../db/client';
import { regions, prefectures, areas, districts, stations } from '../db/schema';
import type { SeedContext } from './context';
import { REGIONS, PREFECTURES } from './data/regions';
import { allAreas, stationId } from './data/geoCatalog';

/** Regions, the 47 prefectures, their areas, districts and main stations. */
export async function seedGeo(db: Db, ctx: SeedContext): Promise<void> {
  const regionRows = await db
    .insert(regions)
    .values(REGIONS.map((r, i) => ({ slug: r.slug, name: r.name, sortOrder: i + 1 })))
    .returning({ id: regions.id, slug: regions.slug });
  const regionId = new Map(regionRows.map((r) => [r.slug, r.id]));
  await db.insert(prefectures).values(
    PREFECTURES.map((p) => ({ id: p.id, slug: p.slug, name: p.name, regionId: regionId.get(p.region)!, lat: p.lat, lng: p.lng })),
  );
  const prefId = new Map(PREFECTURES.map((p) => [p.slug, p.id]));
  const list = allAreas();
  const areaRows = await db
    .insert(areas)
    .values(list.map((a, i) => ({ slug: a.slug, name: a.name, prefectureId: prefId.get(a.pref)!, lat: a.lat, lng: a.lng, sortOrder: i + 1 })))
    .returning({ id: areas.id, slug: areas.slug });
  const areaId = new Map(areaRows.map((a) => [a.slug, a.id]));
  const districtRows = list.flatMap((a) => (a.districts ?? []).map(([slug, name]) => ({ slug, name, areaId: areaId.get(a.slug)! })));
  if (districtRows.length) await db.insert(districts).values(districtRows);
  const perPrefecture = new Map<number, number>();
  const stationRows = list.flatMap((a) =>
    a.stations.map(([name, lines, lat, lng]) => {
      const pid = prefId.get(a.pref)!;
      const n = (perPrefecture.get(pid) ?? 0) + 1;
      perPrefecture.set(pid, n);
      return { id: stationId(pid, n), name, lines, prefectureId: pid, areaId: areaId.get(a.slug)!, lat, lng };
    }),
  );
  await db.insert(stations).values(stationRows);
  ctx.log(`geography: ${REGIONS.length} regions, ${PREFECTURES.length} prefectures, ${list.length} areas, ${districtRows.length} districts, ${stationRows.length} stations`);
}
