import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';

/** How a call reaches the API: HTTP from the browser (or a remote API), in-process on the server. */
export interface Transport {
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
}

/** Splits input into the path (with :params filled) and the remaining fields. */
export function buildPath(path: string, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(String(v ?? ''));
  });
  return { url, rest };
}
