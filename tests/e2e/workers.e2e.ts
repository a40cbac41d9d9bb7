import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/server/db/client';
import { magazinePosts } from '@/server/db/schema';
import { waitForServer } from '@/scripts/waitForServer';
import { createFreshPostgres } from '@/tests/server/support/testDb';
import { insertMagazineFixture } from '@/tests/server/magazine/fixtures';

jest.setTimeout(120_000);

const PORT = Number(process.env.E2E_WORKERS_PORT ?? 3127);
const adminUrl = process.env.TEST_DATABASE_URL;

/** One keep-alive connection of its own: the primary deals each new connection to the next worker. */
function connection() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The production server with two workers (PostgreSQL only: PGlite allows one process).
(adminUrl ? describe : describe.skip)('scripts/serve.mjs --workers 2', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let handle: DbHandle;
  let server: ChildProcess;

  beforeAll(async () => {
    fresh = await createFreshPostgres(adminUrl!);
    handle = await openDb({ url: fresh.url });
    await insertMagazineFixture(handle.db);
    server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1', '--workers', '2'], {
      env: { ...process.env, DATABASE_URL: fresh.url, NODE_ENV: 'production', PAGE_CACHE: '0', REDIS_URL: '', SENTRY_DSN: '', SENTRY_BROWSER_DSN: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    await waitForServer(`http://127.0.0.1:${PORT}/healthz`, 90_000);
    // The server answers once one worker is ready; the tests need both.
    const seen = new Set<unknown>();
    for (let tries = 0; seen.size < 2 && tries < 120; tries++) {
      const c = connection();
      seen.add((await c.get('/healthz')).body.worker);
      c.close();
      if (seen.size < 2) await pause(250);
    }
    expect(seen.size).toBe(2);
  });

  afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await handle?.close();
    await fresh?.drop();
  });

  it("deals new connections to the workers in turn, and one worker's database read serves the other", async () => {
    const [a, b] = [connection(), connection()];
    try {
      const [wa, wb] = [(await a.get('/healthz')).body.worker, (await b.get('/healthz')).body.worker];
      expect(typeof wa).toBe('number');
      expect(typeof wb).toBe('number');
      expect(wa).not.toBe(wb);

      // Both workers have read something (a worker's cache opens with its first cached read).
      expect((await a.get('/api/web/post?id=5')).status).toBe(200);
      expect((await b.get('/api/web/post?id=6')).status).toBe(200);
      // Worker A reads article 1 from the database and hands the answer to worker B.
      expect((await a.get('/api/web/post?id=1')).body.title).toBe('記事1');
      // The title changes behind both caches' backs (no write through the API, so nothing is dropped).
      await handle.db.update(magazinePosts).set({ title: '書き換えた題' }).where(eq(magazinePosts.id, 1));
      await pause(200);
      // Worker B answers from what A shared: it never read the database for this article.
      expect((await b.get('/api/web/post?id=1')).body.title).toBe('記事1');
      // Another article, never read, comes from the database on B.
      await handle.db.update(magazinePosts).set({ title: '二つ目の新しい題' }).where(eq(magazinePosts.id, 2));
      expect((await b.get('/api/web/post?id=2')).body.title).toBe('二つ目の新しい題');
    } finally {
      a.close();
      b.close();
    }
  });

  it('serves many connections with both workers, none refused', async () => {
    const conns = Array.from({ length: 8 }, connection);
    try {
      const answers = await Promise.all(conns.map((c) => c.get('/healthz')));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const counts = new Map<unknown, number>();
      for (const r of answers) counts.set(r.body.worker, (counts.get(r.body.worker) ?? 0) + 1);
      expect([...counts.values()]).toEqual([4, 4]);
    } finally {
      for (const c of conns) c.close();
    }
  });
});
