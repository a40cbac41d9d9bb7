import type { HallSummary } from '@/api/contract/halls';

/**
 * What a hall card (components/halls/HallCard) shows of a hall: a page's props carry this, not the
 * whole summary the API answers (its address, slugs, every cover photo and price bound).
 */
export type HallCardData = Pick<
  HallSummary,
  | 'id' | 'name' | 'short_name' | 'station_name' | 'rating' | 'rating_count' | 'price_range' | 'capacity_min' | 'capacity_max'
  | 'service_name' | 'catch_copy' | 'is_official' | 'has_fair' | 'next_fair_date' | 'has_benefits'
> & {
  cover_images: HallSummary['cover_images'];
  location: Pick<HallSummary['location'], 'overseas_destination_name' | 'area_name' | 'prefecture_name'>;
};

export function toHallCard(h: HallSummary): HallCardData {
  return {
    id: h.id,
    name: h.name,
    short_name: h.short_name,
    station_name: h.station_name,
    rating: h.rating,
    rating_count: h.rating_count,
    price_range: h.price_range,
    capacity_min: h.capacity_min,
    capacity_max: h.capacity_max,
    service_name: h.service_name,
    catch_copy: h.catch_copy,
    is_official: h.is_official,
    has_fair: h.has_fair,
    // Absent, not undefined: a page's props are JSON.
    ...(h.next_fair_date !== undefined ? { next_fair_date: h.next_fair_date } : {}),
    ...(h.has_benefits !== undefined ? { has_benefits: h.has_benefits } : {}),
    cover_images: h.cover_images.slice(0, 1),
    location: {
      area_name: h.location.area_name,
      prefecture_name: h.location.prefecture_name,
      ...(h.location.overseas_destination_name !== undefined ? { overseas_destination_name: h.location.overseas_destination_name } : {}),
    },
  };
}

/** A ranking (GET …/ranking) with each hall as its card shows it. */
export function toRankedCards<R extends { items: (HallSummary & { rank: number })[] }>(ranking: R): Omit<R, 'items'> & { items: (HallCardData & { rank: number })[] } {
  return { ...ranking, items: ranking.items.map((h) => ({ ...toHallCard(h), rank: h.rank })) };
}
