import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';
import { createApiClient, type ApiClient } from './client';
import { ApiClientError } from './errors';
import { createHttpTransport } from './httpTransport';
import type { Transport } from './transport';
import { invoke } from '../server/http/invoke';
import { buildContext } from '../server/http/requestContext';
import { toErrorResponse } from '../server/http/errors';
import { CACHE_TAGS_HEADER, cacheTagsOf } from '../lib/cacheTags';
import { hasSharedPageCache } from '../server/web/pageCacheRegistry';
import type { RequestContext } from '../server/http/context';

/**
 * The API client for getServerSideProps: in-process (no HTTP request to ourselves),
 * acting as the visitor of `req`; or, with API_BASE_URL, HTTP to a remote API.
 */
export function serverApi(req: IncomingMessage, res?: ServerResponse): ApiClient {
  const remote = process.env.API_BASE_URL;
  if (remote) {
    return createApiClient(createHttpTransport(remote, { extra: (): Record<string, string> => (req.headers.cookie ? { Cookie: req.headers.cookie } : {}) }));
  }
  return createApiClient(inProcessTransport(() => buildContext(req, res), res));
}

/** The ring section's client on the server (§7: base path /ring); in-process like serverApi. */
export function serverRingApi(req: IncomingMessage, res?: ServerResponse): ApiClient {
  const remote = process.env.API_BASE_URL;
  if (remote) {
    return createApiClient(createHttpTransport(`${remote.replace(/\/+$/, '')}/ring`, { extra: (): Record<string, string> => (req.headers.cookie ? { Cookie: req.headers.cookie } : {}) }));
  }
  return createApiClient(inProcessTransport(() => buildContext(req, res), res));
}

/**
 * Lists what a page render read, for the shared page cache's invalidation (lib/cacheTags). The cache
 * takes the header off; without one (PAGE_CACHE=0) it is not written, so it never leaves the server.
 */
function noteCacheTags(res: ServerResponse | undefined, endpoint: Endpoint, input: unknown): void {
  if (!res || res.headersSent || !hasSharedPageCache()) return;
  const prev = res.getHeader(CACHE_TAGS_HEADER);
  const tags = new Set(prev ? String(prev).split(',') : []);
  const size = tags.size;
  // The same tags the API's own cache gives the answer: its domain, and its item or list.
  for (const tag of cacheTagsOf(endpoint, input)) tags.add(tag);
  if (tags.size !== size) res.setHeader(CACHE_TAGS_HEADER, [...tags].join(','));
}

export function inProcessTransport(context: () => Promise<RequestContext>, res?: ServerResponse): Transport {
  let ctx: Promise<RequestContext> | null = null;
  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
      ctx ??= context();
      noteCacheTags(res, endpoint, input);
      try {
        const out = await invoke(endpoint, (input ?? {}) as Record<string, unknown>, await ctx);
        if (process.env.NODE_ENV !== 'production') {
          const parsed = endpoint.output.safeParse(out);
          if (!parsed.success) throw new Error(`Output of ${endpoint.path} breaks its contract: ${parsed.error.message}`);
        }
        return out;
      } catch (e) {
        const body = toErrorResponse(e);
        if (body.status === 500) throw e;
        throw new ApiClientError(body.message, body.status, body);
      }
    },
  };
}
