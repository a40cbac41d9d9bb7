import type { LandingProps } from '@/lib/halls/landing';
import { hallPlaceName } from '@/lib/halls/hallPlace';
import { HallMiniRow } from '../HallMiniCard';

/** The top halls of a prefecture's ranking, as a row of mini cards. */
export function LandingRanking({ ranking }: { ranking: NonNullable<LandingProps['ranking']> }) {
  return <HallMiniRow label="人気ランキング" halls={ranking.map((h) => ({ id: h.id, name: `${h.rank}位 ${h.name}`, image_url: h.cover_images[0]?.image_url, place: hallPlaceName(h.location), rating: h.rating }))} />;
}
