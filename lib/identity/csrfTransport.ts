import { getCsrf } from '../../api/contract/accounts';
import { isApiClientError } from '../../api/errors';
import type { Transport } from '../../api/transport';

/**
 * Makes sure a state-changing call carries a CSRF token: fetches one (GET /api/csrf) when the
 * cookie is missing, and once more when the server says the token no longer fits the session
 * (e.g. it expired). The refused call did nothing, so repeating it is safe.
 */
export function withCsrf(inner: Transport, readCookie: () => string | undefined, tokenSource: Transport = inner): Transport {
  let pending: Promise<unknown> | null = null;
  // The ring client (base /ring) asks for its token through the main client's transport.
  const refresh = () => (pending ??= tokenSource.call(getCsrf, {}).finally(() => (pending = null)));
  return {
    async call(endpoint, input) {
      if (endpoint.method === 'GET') return inner.call(endpoint, input);
      if (!readCookie()) await refresh();
      try {
        return await inner.call(endpoint, input);
      } catch (e) {
        const reason = isApiClientError(e) ? (e.body as { details?: { reason?: string } } | undefined)?.details?.reason : undefined;
        if (!isApiClientError(e) || e.status !== 403 || reason !== 'csrf') throw e;
        await refresh();
        return inner.call(endpoint, input);
      }
    },
  };
}
