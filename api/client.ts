import Cookies from 'js-cookie';
import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';
import { createHttpTransport } from './httpTransport';
import { withCsrf } from '../lib/identity/csrfTransport';
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

function readWeddingToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.sessionStorage.getItem(WEDDING_TOKEN_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

let browserClient: ApiClient | null = null;

/** The browser's client: same-origin HTTP with the wedding token, visitor uuid and CSRF headers. */
export function browserApi(): ApiClient {
  if (!browserClient) {
    browserClient = createApiClient(
      withCsrf(
        createHttpTransport('', {
          weddingToken: readWeddingToken,
          uuid: () => Cookies.get(UUID_COOKIE),
          csrfToken: () => Cookies.get(CSRF_COOKIE),
        }),
        () => Cookies.get(CSRF_COOKIE),
      ),
    );
  }
  return browserClient;
}

/** Tests replace the browser client (e.g. with one pointed at msw). */
export function setBrowserApi(client: ApiClient | null): void {
  browserClient = client;
}
