import type { z } from 'zod';
import type { Endpoint, EndpointParsedInput } from '../../api/contract/define';
import type { RequestContext } from './context';

export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: RequestContext,
) => Promise<z.input<E['output']>>;

/** An endpoint of the contract bound to its implementation. */
export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle: Handler<E>;
}

export function route<E extends Endpoint>(endpoint: E, handle: Handler<E>): Route<E> {
  return { endpoint, handle };
}
