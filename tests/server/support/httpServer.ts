import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from '../../../server/http/nodeAdapter';
import { watchAnswer } from './answerConformance';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * The real API adapter on an ephemeral port, for tests that speak HTTP (plus other handlers by exact
 * path, e.g. /readyz). Every JSON answer to a GET of a documented path is checked against
 * /api/openapi.json; `close()` fails with what did not conform.
 */
export async function startApiServer(extra: Record<string, Handler> = {}): Promise<TestServer> {
  const nonconforming = new Set<string>();
  const server = http.createServer((req, res) => {
    const own = extra[(req.url ?? '/').split('?')[0]];
    if (!own) watchAnswer(req, res, (problem) => nonconforming.add(problem));
    void (own ? own(req, res) : handleApiRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (nonconforming.size > 0) throw new Error(`answers that do not conform to /api/openapi.json:\n${[...nonconforming].slice(0, 20).join('\n')}`);
    },
  };
}
