import type { EndpointOutput } from '@/api/contract/define';
import type { getHallSearchConditions } from '@/api/contract/directory';
import type { SearchFormPlaces } from '@/lib/halls/searchFormPlaces';

export type SearchConditions = EndpointOutput<typeof getHallSearchConditions>;
/** The places of the search form (what the page sends of /api/search_props). */
export type SearchProps = SearchFormPlaces;
