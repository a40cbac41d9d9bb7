import Cookies from 'js-cookie';
import { createApiClient, CSRF_COOKIE, UUID_COOKIE, type ApiClient } from './client';
import { createHttpTransport } from './httpTransport';
import { withCsrf } from '../lib/identity/csrfTransport';

/**
 * The browser client with an explicit wedding token: the gift ticket calls need the token
 * header (§6), and on the web it is the one the session holds (handed to the page).
 */
export function browserApiWithToken(token: string): ApiClient {
  return createApiClient(
    withCsrf(
      createHttpTransport('', { weddingToken: () => token, uuid: () => Cookies.get(UUID_COOKIE), csrfToken: () => Cookies.get(CSRF_COOKIE) }),
      () => Cookies.get(CSRF_COOKIE),
    ),
  );
}
