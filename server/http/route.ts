import type { z } from 'zod';
import type { Endpoint, EndpointParsedInput } from '../../api/contract/define';
import type { RequestContext } from './context';

export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: RequestContext,
) => Promise<z.input<E['output']>>;

/**
 * Checks who may act from what is known before the body: the session, the path parameters and
 * the query (raw strings, unvalidated). Throws an HttpError (403, 404…) to refuse the request
 * before a byte of its body is read; an upload to another member's album costs nothing.
 */
export type Authorize = (early: Record<string, unknown>, ctx: RequestContext) => Promise<void>;

/** An endpoint of the contract bound to its implementation. */
export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle: Handler<E>;
  authorize?: Authorize;
}

export function route<E extends Endpoint>(endpoint: E, handle: Handler<E>, options: { authorize?: Authorize } = {}): Route<E> {
  return { endpoint, handle, ...options };
}
