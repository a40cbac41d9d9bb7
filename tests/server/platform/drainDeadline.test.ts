jest.setTimeout(60000);
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../../../server/db/client';
import { drain } from '../../../server/web/drain.js';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { createFreshPostgres } from '../support/testDb';

// The drain of scripts/serve.mjs after PostgreSQL stopped answering: a request waits on the
// database, and the pool's end() waits for a connection that will never close. The drain still
// ends by its deadline.
const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('draining after a database outage ends by DRAIN_TIMEOUT_MS', () => {
  let fresh: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let handle: DbHandle;
  beforeAll(async () => {
    fresh = await createFreshPostgres(url!);
    const target = new URL(fresh.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.port = String(proxy.port);
    process.env.PG_QUERY_TIMEOUT_MS = '60000';
    handle = await openDb({ url: target.toString(), migrate: false });
    delete process.env.PG_QUERY_TIMEOUT_MS;
  });
  afterAll(async () => {
    await proxy.close();
    await fresh.drop();
  });

  it('closes the connections, abandons the pool and exits at the deadline', async () => {
    // Two connections in the pool, then the database stops answering.
    await Promise.all([handle.db.execute(sql`SELECT pg_sleep(0.05)`), handle.db.execute(sql`SELECT pg_sleep(0.05)`)]);
    proxy.freeze();
    const server = http.createServer((_req, res) => {
      void handle.db.execute(sql`SELECT 1`).then(() => res.end('ok'), () => res.end('error'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A request in flight, waiting on the database.
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => undefined);
    const clientClosed = new Promise((resolve) => client.on('close', resolve));
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));

    const log: string[] = [];
    let exitCode: number | null = null;
    const drained = drain({
      stopAccepting: () => new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve())),
      closeConnections: () => server.closeAllConnections(),
      closePools: () => handle.close(),
      timeoutMs: 2000,
      exit: (code) => (exitCode = code),
      log: (m) => log.push(m),
    });
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000).unref());
    expect(await Promise.race([drained.then(() => 'exited' as const), hung])).toBe('exited');
    expect(exitCode).toBe(1);
    expect(log.join('\n')).toMatch(/drain deadline/);
    // The visitor's connection was closed, not left hanging.
    await clientClosed;
  });

  it('exits at once with 0 when everything closes in time', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let exitCode: number | null = null;
    await drain({
      stopAccepting: () => new Promise((resolve) => server.close(() => resolve())),
      closeConnections: () => server.closeAllConnections(),
      closePools: async () => undefined,
      timeoutMs: 60_000,
      exit: (code) => (exitCode = code),
      log: () => undefined,
    });
    expect(exitCode).toBe(0);
  });
});
