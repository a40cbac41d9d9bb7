import type { EndpointOutput } from '@/api/contract/define';
import type { getSearchProps } from '@/api/contract/directory';

type SearchPropsAnswer = EndpointOutput<typeof getSearchProps>;
type PlaceOption = { slug: string; name: string; hall_count: number };

/**
 * What the search form, its chips and the page title read of /api/search_props: the places'
 * names and hall counts. Ids, coordinates, stations and the sort list stay out of the page's props.
 */
export interface SearchFormPlaces {
  regions: { slug: string; name: string; prefectures: PlaceOption[] }[];
  prefecture: Pick<SearchPropsAnswer['prefecture'], 'slug'>;
  areas: PlaceOption[];
  overseas_destinations: PlaceOption[];
}

const option = ({ slug, name, hall_count }: PlaceOption): PlaceOption => ({ slug, name, hall_count });

export function searchFormPlaces(answer: SearchPropsAnswer): SearchFormPlaces {
  return {
    regions: answer.regions.map((r) => ({ slug: r.slug, name: r.name, prefectures: r.prefectures.map(option) })),
    prefecture: { slug: answer.prefecture.slug },
    areas: answer.areas.map(option),
    overseas_destinations: answer.overseas_destinations.map(option),
  };
}
