import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { SERVICE_TYPES } from '../../lib/constants';
import { formatPriceRange } from '../../lib/format';
import type { HallSummary } from '../../api/contract/halls';
import { hasFairBenefits, nextUpcomingFairDate } from '../fairs/upcoming';
import { geoCatalog, type GeoCatalog } from './geoCatalog';
import { overseasDestination } from '../../api/contract/overseasDestinations';

/**
 * The columns a hall card needs. Lists read only these, from the halls table alone: the
 * geography (a few hundred rows) comes from the in-memory catalog instead of five joins, and
 * the long texts (description, regulations, search text) stay in the database.
 */
export const cardColumns = {
  id: halls.id,
  name: halls.name,
  shortName: halls.shortName,
  slug: halls.slug,
  areaSlug: halls.areaSlug,
  address: halls.address,
  access: halls.access,
  rating: halls.rating,
  ratingCount: halls.ratingCount,
  cost: halls.cost,
  priceMin: halls.priceMin,
  priceMax: halls.priceMax,
  capacityMin: halls.capacityMin,
  capacityMax: halls.capacityMax,
  serviceId: halls.serviceId,
  coverImages: halls.coverImages,
  catchCopy: halls.catchCopy,
  isOfficial: halls.isOfficial,
  prefectureId: halls.prefectureId,
  overseasDestination: halls.overseasDestination,
  areaId: halls.areaId,
  stationId: halls.stationId,
  lat: halls.lat,
  lng: halls.lng,
};

export type HallCardRow = Pick<typeof halls.$inferSelect, keyof typeof cardColumns>;

/**
 * Hall cards with their next fair date (the fair badge) and 特典 badge: add where / orderBy /
 * limit, then hand the rows to toHallSummaries.
 */
export function selectHalls(db: Db) {
  return db.select(hallCardFields()).from(halls);
}

/** selectHalls' fields, for a section of a bigger statement (server/db/jsonRows). */
export const hallCardFields = () => ({ ...cardColumns, nextFair: nextUpcomingFairDate(halls.id), hasBenefits: hasFairBenefits(halls.id) });

export interface CardExtras {
  nextFair?: string | null;
  hasBenefits?: boolean;
}

export function toHallSummary(geo: GeoCatalog, h: HallCardRow, hasFair = false, extras: CardExtras = {}): HallSummary {
  const prefecture = geo.prefectureById.get(h.prefectureId);
  const region = prefecture ? geo.regionById.get(prefecture.regionId) : undefined;
  const area = h.areaId !== null ? geo.areaById.get(h.areaId) : undefined;
  const abroad = overseasDestination(h.overseasDestination);
  return {
    id: h.id,
    name: h.name,
    short_name: h.shortName,
    slug: h.slug,
    area_slug: h.areaSlug,
    address: h.address,
    access: h.access,
    station_name: (h.stationId !== null ? geo.stationById.get(h.stationId)?.name : undefined) ?? null,
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
      prefecture_slug: prefecture?.slug ?? '',
      prefecture_name: prefecture?.name ?? '',
      region_slug: region?.slug ?? '',
      region_name: region?.name ?? '',
      area_slug: area?.slug ?? null,
      area_name: area?.name ?? null,
      overseas_destination_slug: abroad?.slug ?? null,
      overseas_destination_name: abroad?.name ?? null,
    },
    catch_copy: h.catchCopy,
    is_official: h.isOfficial,
    has_fair: hasFair,
    next_fair_date: extras.nextFair ?? null,
    has_benefits: extras.hasBenefits ?? false,
  };
}

/** Hall cards for rows of selectHalls. */
export async function toHallSummaries(db: Db, rows: (HallCardRow & { nextFair: string | null; hasBenefits: boolean })[]): Promise<HallSummary[]> {
  const geo = await geoCatalog(db);
  return rows.map((r) => toHallSummary(geo, r, r.nextFair !== null, r));
}
