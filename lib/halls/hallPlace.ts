import type { HallSummary } from '../../api/contract/halls';

type Location = HallSummary['location'];
/** What a hall card keeps of the location (lib/halls/hallCardData). */
type CardLocation = Pick<Location, 'overseas_destination_name' | 'area_name' | 'prefecture_name'>;

/**
 * Place names in one line, divided by a slash: area and station names hold 「・」 themselves
 * (山下公園・元町, 元町・中華街駅), so a 「・」 between them would run them together.
 */
export function placeLine(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' / ');
}

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
