import type { HallTopData } from '../../../lib/halls/hallTopLoader';
import { HallMiniRow } from '../HallMiniCard';

/** The halls near this one, with their distance and place. */
export function NearbyHalls({ nearby }: { nearby: HallTopData['nearby'] }) {
  return (
    <HallMiniRow
      label="近くの結婚式場"
      halls={nearby.map((h) => ({ id: h.id, name: h.name, image_url: h.cover_images[0]?.image_url, place: `${h.distance_km.toFixed(1)}km・${h.location.overseas_destination_name ?? h.location.area_name ?? h.location.prefecture_name}`, rating: h.rating }))}
    />
  );
}
