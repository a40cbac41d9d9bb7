/**
 * Run with tsx in its own process (Sentry's Node SDK cannot start inside Jest's sandbox):
 * starts Sentry the way the app does (instrumentation.ts register()), serves the API with a
 * database whose every query throws (a bug, not an outage: outages are 503 and not reported),
 * asks it for a count, then prints the status and whether the SDK flushed. The parent test owns
 * SENTRY_DSN and the capture server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/nextjs';
import { register } from '../../../../instrumentation';
import { handleApiRequest } from '../../../../server/http/nodeAdapter';
import { setDbForProcess, type DbHandle } from '../../../../server/db/client';

async function main(): Promise<void> {
  process.env.NEXT_RUNTIME = 'nodejs';
  await register();
  const failing = new Proxy({}, {
    get() {
      throw new Error('probe: the query builder failed');
    },
  });
  setDbForProcess({ db: failing } as unknown as DbHandle);
  const server = http.createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/halls/count/`);
  const flushed = await Sentry.flush(5000);
  server.close();
  process.stdout.write(`${JSON.stringify({ status: res.status, flushed })}\n`);
  process.exit(0);
}

void main();
