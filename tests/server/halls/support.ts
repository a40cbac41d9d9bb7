import type { z } from 'zod';
import type { Endpoint } from '../../../api/contract/define';
import type { TestServer } from '../support/httpServer';
import { documentPath } from '../../../server/openapi/document';
import { expectConformsToOpenApi } from '../support/openApiConformance';

/** GETs a path and returns status and JSON body. */
export async function getJson(server: TestServer, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.json() };
}

/** GETs a path, expects 200 and a body that satisfies the endpoint's output schema and its answer in /api/openapi.json. */
export async function getOk<E extends Endpoint>(server: TestServer, endpoint: E, path: string): Promise<z.output<E['output']>> {
  const { status, body } = await getJson(server, path);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
  const parsed = endpoint.output.safeParse(body);
  if (!parsed.success) throw new Error(`${path} does not match its contract: ${parsed.error.message}`);
  expectConformsToOpenApi(documentPath(endpoint), endpoint.method, 200, body);
  return parsed.data as z.output<E['output']>;
}
