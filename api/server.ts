import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';
import { createApiClient, type ApiClient } from './client';
import { ApiClientError } from './errors';
import { createHttpTransport } from './httpTransport';
import type { Transport } from './transport';
import { invoke } from '../server/http/invoke';
import { buildContext } from '../server/http/requestContext';
import { toErrorResponse } from '../server/http/errors';
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
  return createApiClient(inProcessTransport(() => buildContext(req, res)));
}

export function inProcessTransport(context: () => Promise<RequestContext>): Transport {
  let ctx: Promise<RequestContext> | null = null;
  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
      ctx ??= context();
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
