import type { EndpointOutput } from '../../api/contract/define';
import type { getHallSearchConditions, getSearchProps } from '../../api/contract/directory';

export type SearchConditions = EndpointOutput<typeof getHallSearchConditions>;
export type SearchProps = EndpointOutput<typeof getSearchProps>;
