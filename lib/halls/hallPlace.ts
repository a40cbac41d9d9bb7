import type { HallSummary } from '../../api/contract/halls';

type Location = HallSummary['location'];
/** What a hall card keeps of the location (lib/halls/hallCardData). */
type CardLocation = Pick<Location, 'overseas_destination_name' | 'area_name' | 'prefecture_name'>;

/**
 * The place a hall card names: the overseas destination of a hall abroad (never its salon's
 * prefecture), else the area, else the prefecture.
 */
export function hallPlaceName(location: CardLocation): string {
  return location.overseas_destination_name ?? location.area_name ?? location.prefecture_name;
}

/** The hall is abroad (海外挙式). */
export function isAbroad(location: Location): boolean {
  return !!location.overseas_destination_slug;
}
