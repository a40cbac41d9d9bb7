import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { readBody } from '@/server/http/body';
import { guardSlowBody, serverTimeoutOptions, type TimeoutOptions } from '@/server/web/requestTimeouts';

// The production bounds scaled down (what matters is which side of them a client falls).
const bounds: TimeoutOptions = { headersTimeoutMs: 1500, bodyIdleMs: 1500, bodyGraceMs: 1000, bodyMinBytesPerS: 2000, checkMs: 100 };

/** A server that reads each body like the API does and answers its size. */
async function start(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(serverTimeoutOptions(bounds), (req, res) => {
    guardSlowBody(req, res, bounds);
    readBody(req, { files: 1, maxBytes: 20 * 1024 * 1024 }).then(
      () => {
        if (res.headersSent) return;
        res.end('ok');
      },
      () => {
        if (!res.headersSent) res.end('failed');
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** Sends `head`, then the body in `chunks` every `everyMs`; resolves with what the server answered (or '' if it closed). */
function client(port: number, head: string, chunks: Buffer[], everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.write(head);
    let i = 0;
    timer = setInterval(() => {
      if (i < chunks.length && !socket.destroyed) socket.write(chunks[i++]);
      else clearInterval(timer);
    }, everyMs);
  });
}

const head = (length: number) => `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe('request timeouts (server/web/requestTimeouts.js)', () => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it('a body sent a byte at a time (slow-loris) is ended with 408 and the socket closed', async () => {
    const body = Buffer.from(JSON.stringify({ a: 'x'.repeat(200) }));
    const bytes = [...body].map((b) => Buffer.from([b]));
    const answer = await client(server.port, head(body.length), bytes, 150);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('電波の良い場所で');
  });

  it('a body that stops arriving is ended with 408', async () => {
    const body = Buffer.from(JSON.stringify({ a: 'x'.repeat(50_000) }));
    const answer = await client(server.port, head(body.length), [body.subarray(0, 30_000)], 10);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never end are refused', async () => {
    const answer = await client(server.port, 'POST /upload HTTP/1.1\r\nHost: x\r\n', [...'X-Slow: 1\r\n'].map((c) => Buffer.from(c)), 400);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a slow phone that keeps sending (a large photo over a bad link) is served', async () => {
    const body = Buffer.from(JSON.stringify({ a: 'x'.repeat(300_000) }));
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; at += 8_000) chunks.push(body.subarray(at, at + 8_000));
    // ~40 chunks over ~2 s, above the minimum rate: longer than the grace and idle bounds in total.
    const answer = await client(server.port, head(body.length), chunks, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.endsWith('ok')).toBe(true);
  });
});
