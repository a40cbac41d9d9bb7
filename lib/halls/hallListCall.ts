import type { ApiClient } from '../../api/client';
import { searchHalls, type HallSearchQuery } from '../../api/contract/directory';
import type { EndpointOutput } from '../../api/contract/define';
import { ApiClientError, isApiClientError } from '../../api/errors';

export type HallSearchResult = EndpointOutput<typeof searchHalls>;
export type HallSearchInput = HallSearchQuery & { page?: number | string; per_page?: number | string };

/**
 * The hall list call (§5): a response that is a string (an HTML error page, a proxy's text)
 * is a client error 400, not a list.
 */
export async function callHallList(api: ApiClient, input: HallSearchInput): Promise<HallSearchResult> {
  try {
    return await api.call(searchHalls, input);
  } catch (e) {
    if (isApiClientError(e) && typeof e.body === 'string') throw new ApiClientError('response data should be an object', 400, e.body);
    throw e;
  }
}
