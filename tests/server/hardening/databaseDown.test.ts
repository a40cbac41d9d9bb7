jest.setTimeout(90000);
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDb, setDbForProcess, type DbHandle } from '../../../server/db/client';
import { setRateStore, unlimitedStore } from '../../../server/http/rateLimit';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { checkReadiness } from '../../../server/health/readiness';

// PostgreSQL only: the database is taken away by cutting a TCP proxy in front of it (the machine's
// server is never stopped). Skipped without TEST_DATABASE_URL, like the other PostgreSQL runs.
const adminUrl = process.env.TEST_DATABASE_URL;
const describePg = adminUrl ? describe : describe.skip;

describePg('database down and back', () => {
  const name = `musubi_t_down_${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let handle: DbHandle;
  let server: TestServer;

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const url = new URL(adminUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    handle = await openDb({ url: url.toString() });
    setDbForProcess(handle);
    await insertMinimalHall(handle.db);
    setRateStore(unlimitedStore());
    server = await startApiServer();
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
    await handle.close();
    await proxy.close();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const timed = async (path: string) => {
    const started = Date.now();
    const res = await fetch(`${server.url}${path}`);
    return { res, ms: Date.now() - started, body: await res.json() };
  };

  it('answers 503 JSON with Retry-After within 5 s while the database is away, and recovers by itself', async () => {
    expect((await timed('/api/halls')).res.status).toBe(200);
    expect((await checkReadiness(3000, handle.db)).ready).toBe(true);
    await proxy.cut();
    for (const path of ['/api/halls', '/api/wn/halls/1', '/api/halls?page=2']) {
      const { res, ms, body } = await timed(path);
      expect(res.status).toBe(503);
      expect(ms).toBeLessThan(5000);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(body.message).toBe('ただいま混み合っています。しばらくしてからもう一度お試しください');
    }
    expect((await checkReadiness(3000, handle.db)).ready).toBe(false);
    await proxy.restore();
    const restoredAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - restoredAt < 5000) {
      status = (await timed('/api/halls')).res.status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect((await checkReadiness(3000, handle.db)).ready).toBe(true);
  });
});
