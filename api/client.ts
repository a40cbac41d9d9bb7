import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';
import type { Transport } from './transport';

/** The one API client: the same calls in the browser (HTTP) and on the server (in-process). */
export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
}

export function createApiClient(transport: Transport): ApiClient {
  return { call: (endpoint, input) => transport.call(endpoint, input) };
}

export const CSRF_COOKIE = 'musubi_csrf';
export const UUID_COOKIE = 'musubi_uuid';
export const WEDDING_TOKEN_STORAGE_KEY = 'musubi_wedding_token';

let browserClient: ApiClient | null = null;
let browserRingClient: ApiClient | null = null;

/** A client whose HTTP stack (axios, cookies) is fetched on its first call, not with the page's first load. */
function lazyClient(make: (m: typeof import('./browserClient')) => ApiClient): ApiClient {
  let loading: Promise<ApiClient> | null = null;
  const load = () => (loading ??= import('./browserClient').then(make));
  return { call: async (endpoint, input) => (await load()).call(endpoint, input) };
}

/** The browser's client: same-origin HTTP with the wedding token, visitor uuid and CSRF headers. */
export function browserApi(): ApiClient {
  browserClient ??= lazyClient((m) => m.createBrowserClient());
  return browserClient;
}

/** The ring section's client (§7: a separate client, base path /ring). */
export function browserRingApi(): ApiClient {
  browserRingClient ??= lazyClient((m) => m.createBrowserRingClient());
  return browserRingClient;
}

/** Tests replace the browser clients (e.g. with ones pointed at msw). */
export function setBrowserApi(client: ApiClient | null, ringClient: ApiClient | null = null): void {
  browserClient = client;
  browserRingClient = ringClient;
}
