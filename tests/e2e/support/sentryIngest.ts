import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
/** Where the envelopes posted to the test's Sentry land, one file per request. */
export const SENTRY_DIR = path.join(os.tmpdir(), `musubi-e2e-sentry-${E2E_PORT}`);

export interface CapturedEnvelope {
  /** The path it was posted to (/api/{projectId}/envelope/). */
  url: string;
  body: string;
}

/**
 * A local stand-in for Sentry's ingest: the served app's SENTRY_DSN points at it, so the server's
 * events arrive here directly and the browser's through the app's /api/monitoring tunnel.
 * Nothing leaves the machine.
 */
export async function startSentryIngest(): Promise<{ dsn: string; close(): Promise<void> }> {
  fs.rmSync(SENTRY_DIR, { recursive: true, force: true });
  fs.mkdirSync(SENTRY_DIR, { recursive: true });
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      const captured: CapturedEnvelope = { url: req.url ?? '', body };
      fs.writeFileSync(path.join(SENTRY_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(captured));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The first envelope that matches, waiting for it to arrive. */
export async function waitForEnvelope(matches: (e: CapturedEnvelope) => boolean, timeoutMs = 15000): Promise<CapturedEnvelope> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = fs.existsSync(SENTRY_DIR) ? fs.readdirSync(SENTRY_DIR).sort() : [];
    for (const file of files) {
      const envelope = JSON.parse(fs.readFileSync(path.join(SENTRY_DIR, file), 'utf8')) as CapturedEnvelope;
      if (matches(envelope)) return envelope;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no matching envelope arrived at the test Sentry');
}
