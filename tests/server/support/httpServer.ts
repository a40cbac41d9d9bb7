import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from '../../../server/http/nodeAdapter';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** The real API adapter on an ephemeral port, for tests that speak HTTP (plus other handlers by exact path, e.g. /readyz). */
export async function startApiServer(extra: Record<string, Handler> = {}): Promise<TestServer> {
  const server = http.createServer((req, res) => {
    const own = extra[(req.url ?? '/').split('?')[0]];
    void (own ? own(req, res) : handleApiRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
