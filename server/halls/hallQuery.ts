import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, prefectures, regions, areas, districts, stations } from '../db/schema';
import { SERVICE_TYPES } from '../../lib/constants';
import { formatPriceRange } from '../../lib/format';
import type { HallSummary } from '../../api/contract/halls';
import { hallsWithUpcomingFairs } from '../fairs/upcoming';

/** The columns every hall answer needs, joined with its geography. */
export const hallColumns = {
  hall: halls,
  prefectureSlug: prefectures.slug,
  prefectureName: prefectures.name,
  regionSlug: regions.slug,
  regionName: regions.name,
  areaName: areas.name,
  areaSlugGeo: areas.slug,
  districtSlug: districts.slug,
  stationName: stations.name,
};

export function selectHalls(db: Db) {
  return db
    .select(hallColumns)
    .from(halls)
    .innerJoin(prefectures, eq(halls.prefectureId, prefectures.id))
    .innerJoin(regions, eq(prefectures.regionId, regions.id))
    .leftJoin(areas, eq(halls.areaId, areas.id))
    .leftJoin(districts, eq(halls.districtId, districts.id))
    .leftJoin(stations, eq(halls.stationId, stations.id));
}

export type HallRow = {
  hall: typeof halls.$inferSelect;
  prefectureSlug: string;
  prefectureName: string;
  regionSlug: string;
  regionName: string;
  areaName: string | null;
  areaSlugGeo: string | null;
  districtSlug: string | null;
  stationName: string | null;
};

export async function findHallRow(db: Db, where: SQL): Promise<HallRow | undefined> {
  const rows = await selectHalls(db).where(where).limit(1);
  return rows[0];
}

export function toHallSummary(r: HallRow, hasFair = false): HallSummary {
  const h = r.hall;
  return {
    id: h.id,
    name: h.name,
    short_name: h.shortName,
    slug: h.slug,
    area_slug: h.areaSlug,
    address: h.address,
    access: h.access,
    station_name: r.stationName,
    rating: h.rating,
    rating_count: h.ratingCount,
    cost: h.cost,
    price_range: formatPriceRange(h.priceMin, h.priceMax),
    price_min: h.priceMin,
    price_max: h.priceMax,
    capacity_min: h.capacityMin,
    capacity_max: h.capacityMax,
    service_id: h.serviceId,
    service_name: SERVICE_TYPES[h.serviceId] ?? SERVICE_TYPES[99],
    cover_images: h.coverImages,
    location: {
      prefecture_slug: r.prefectureSlug,
      prefecture_name: r.prefectureName,
      region_slug: r.regionSlug,
      region_name: r.regionName,
      area_slug: r.areaSlugGeo,
      area_name: r.areaName,
    },
    catch_copy: h.catchCopy,
    is_official: h.isOfficial,
    has_fair: hasFair,
  };
}

/** Hall cards for rows, with the fair badge from the fairs domain. */
export async function toHallSummaries(db: Db, rows: HallRow[]): Promise<HallSummary[]> {
  const withFair = rows.length ? await hallsWithUpcomingFairs(db, rows.map((r) => r.hall.id)) : new Set<number>();
  return rows.map((r) => toHallSummary(r, withFair.has(r.hall.id)));
}
