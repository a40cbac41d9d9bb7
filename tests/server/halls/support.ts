import type { z } from 'zod';
import type { Endpoint } from '../../../api/contract/define';
import type { TestServer } from '../support/httpServer';

/** GETs a path and returns status and JSON body. */
export async function getJson(server: TestServer, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.json() };
}

/** GETs a path, expects 200 and a body that satisfies the endpoint's output schema. */
export async function getOk<E extends Endpoint>(server: TestServer, endpoint: E, path: string): Promise<z.output<E['output']>> {
  const { status, body } = await getJson(server, path);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
  const parsed = endpoint.output.safeParse(body);
  if (!parsed.success) throw new Error(`${path} does not match its contract: ${parsed.error.message}`);
  return parsed.data as z.output<E['output']>;
}
