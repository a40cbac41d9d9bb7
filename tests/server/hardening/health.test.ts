import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb } from '../support/testDb';
import { handleHealthz, handleReadyz } from '../../../server/health/healthHandler';

describeEachDb('health and readiness', () => {
  let url: string;
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => void (req.url === '/healthz' ? handleHealthz(req, res) : handleReadyz(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('/healthz answers while the process runs; /readyz when the database is reachable and migrated', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ ready: true, database: 'ok' });
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('/readyz answers 503 once the instance drains', async () => {
    const key = Symbol.for('musubi.draining');
    (globalThis as Record<symbol, unknown>)[key] = true;
    try {
      const res = await fetch(`${url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  });
});
