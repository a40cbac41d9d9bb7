import Cookies from 'js-cookie';
import { withCsrf } from '../lib/identity/csrfTransport';
import { createApiClient, CSRF_COOKIE, UUID_COOKIE, WEDDING_TOKEN_STORAGE_KEY, type ApiClient } from './client';
import { createHttpTransport } from './httpTransport';
import type { Transport } from './transport';

function readWeddingToken(): string | undefined {
  try {
    return window.sessionStorage.getItem(WEDDING_TOKEN_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Same-origin HTTP under `base` with the wedding token, visitor uuid and CSRF headers. */
function browserTransport(base: string): Transport {
  return createHttpTransport(base, {
    weddingToken: readWeddingToken,
    uuid: () => Cookies.get(UUID_COOKIE),
    csrfToken: () => Cookies.get(CSRF_COOKIE),
  });
}

/** The browser's client (loaded on the first call). */
export function createBrowserClient(): ApiClient {
  return createApiClient(withCsrf(browserTransport(''), () => Cookies.get(CSRF_COOKIE)));
}

/**
 * The ring section's client (§7: a separate client, base path /ring): a second instance of the
 * same client; a missing CSRF token is fetched from the main API.
 */
export function createBrowserRingClient(): ApiClient {
  return createApiClient(withCsrf(browserTransport('/ring'), () => Cookies.get(CSRF_COOKIE), browserTransport('')));
}
