import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

jest.setTimeout(60_000);

/** A stand-in for Sentry's ingest: keeps every envelope posted to it. */
async function startCapture(): Promise<{ dsn: string; envelopes: string[]; close(): Promise<void> }> {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://publickey@127.0.0.1:${port}/42`, envelopes, close: () => new Promise((r) => {
    server.closeAllConnections();
    server.close(() => r());
  }) };
}

/** The API in a process of its own whose queries throw: every request fails on the server. */
async function probe(dsn: string | undefined): Promise<{ status: number; flushed: boolean }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.SENTRY_DSN;
  delete env.NODE_OPTIONS;
  if (dsn) env.SENTRY_DSN = dsn;
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'tests/server/platform/support/sentryProbe.ts'], { env, cwd: process.cwd() });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

describe('error reporting (§7)', () => {
  let capture: Awaited<ReturnType<typeof startCapture>>;
  beforeAll(async () => {
    capture = await startCapture();
  });
  afterAll(() => capture.close());

  it('sends nothing without a DSN', async () => {
    const run = await probe(undefined);
    expect(run.status).toBe(500);
    expect(capture.envelopes).toEqual([]);
  });

  it('with SENTRY_DSN, an error thrown on the server arrives at the DSN as an event', async () => {
    const run = await probe(capture.dsn);
    expect(run).toEqual({ status: 500, flushed: true });
    const events = capture.envelopes.filter((e) => /"type":"event"/.test(e));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('"exception"');
    expect(events[0]).toContain('probe: the query builder failed');
    expect(events[0]).toContain('"public_key":"publickey"');
    expect(events[0]).toContain('"transaction":"GET /api/halls/count/"');
  });
});
