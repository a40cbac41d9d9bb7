import type { ApiClient } from '../../api/client';
import type { HallSearchQuery, searchHalls } from '../../api/contract/directory';
import type { EndpointOutput } from '../../api/contract/define';
import { ApiClientError, isApiClientError } from '../../api/errors';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const directoryContract = () => import('../../api/contract/directory');

export type HallSearchResult = EndpointOutput<typeof searchHalls>;
export type HallSearchInput = HallSearchQuery & { page?: number | string; per_page?: number | string };

/**
 * The hall list call (§5): a response that is a string (an HTML error page, a proxy's text)
 * is a client error 400, not a list.
 */
export async function callHallList(api: ApiClient, input: HallSearchInput): Promise<HallSearchResult> {
  try {
    return await api.call((await directoryContract()).searchHalls, input);
  } catch (e) {
    if (isApiClientError(e) && typeof e.body === 'string') throw new ApiClientError('response data should be an object', 400, e.body);
    throw e;
  }
}
