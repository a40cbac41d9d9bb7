import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { handleMonitoringTunnel, MAX_ENVELOPE_BYTES } from '../../../server/monitoring/tunnel';
import { memoryStore, setRateStore, unlimitedStore } from '../../../server/http/rateLimit';

/** A stand-in for Sentry's ingest: keeps every request posted to it; answers `status`. */
interface Capture {
  port: number;
  received: { url: string; contentType: string; body: Buffer }[];
  status: number;
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function startCapture(): Promise<Capture> {
  const capture = { received: [], status: 200, headers: {} } as unknown as Capture;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      capture.received.push({ url: req.url ?? '', contentType: String(req.headers['content-type']), body: Buffer.concat(chunks) });
      res.writeHead(capture.status, { 'Content-Type': 'application/json', ...capture.headers });
      res.end('{"id":"abc"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  capture.port = (server.address() as AddressInfo).port;
  capture.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return capture;
}

let capture: Capture;
let site: http.Server;
let siteUrl: string;
let env: Record<string, string | undefined>;

const dsnOf = (port: number, key = 'publickey', project = '42', host = '127.0.0.1') => `http://${key}@${host}:${port}/${project}`;

function envelope(dsn: string, message = 'musubi tunnel probe'): string {
  const header = JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', sent_at: new Date().toISOString(), dsn, sdk: { name: 'sentry.javascript.nextjs', version: '11.0.0' } });
  const event = JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', exception: { values: [{ type: 'Error', value: message }] }, platform: 'javascript' });
  return `${header}\n${JSON.stringify({ type: 'event' })}\n${event}\n`;
}

function post(body: string | Buffer | Readable, headers: Record<string, string> = {}, method = 'POST'): Promise<{ status: number; headers: Headers; text: string }> {
  const init: RequestInit & { duplex?: 'half' } = { method, headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers } };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : typeof body === 'string' ? body : new Uint8Array(body);
    if (body instanceof Readable) init.duplex = 'half';
  }
  return fetch(`${siteUrl}/api/monitoring`, init).then(async (res) => ({ status: res.status, headers: res.headers, text: await res.text() }));
}

beforeAll(async () => {
  capture = await startCapture();
  site = http.createServer((req, res) => void handleMonitoringTunnel(req, res, { env, timeoutMs: 2000 }));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  setRateStore(null);
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
  await capture.close();
});

beforeEach(() => {
  setRateStore(unlimitedStore());
  env = { SENTRY_DSN: dsnOf(capture.port) };
  capture.received.length = 0;
  capture.status = 200;
  capture.headers = {};
});

describe('POST /api/monitoring (the browser SDK tunnel)', () => {
  it("forwards an envelope for this site's DSN to that DSN's ingest URL, byte for byte", async () => {
    const body = envelope(dsnOf(capture.port), 'ブラウザの例外 probe');
    const res = await post(body, { Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(capture.received).toHaveLength(1);
    expect(capture.received[0].url).toBe('/api/42/envelope/');
    expect(capture.received[0].contentType).toBe('application/x-sentry-envelope');
    expect(capture.received[0].body.equals(Buffer.from(body, 'utf8'))).toBe(true);
  });

  it('takes the DSN from SENTRY_BROWSER_DSN when set, and then only that one', async () => {
    env = { SENTRY_DSN: dsnOf(capture.port, 'serverkey', '7'), SENTRY_BROWSER_DSN: dsnOf(capture.port, 'browserkey', '8') };
    expect((await post(envelope(dsnOf(capture.port, 'serverkey', '7')))).status).toBe(400);
    expect((await post(envelope(dsnOf(capture.port, 'browserkey', '8')))).status).toBe(200);
    expect(capture.received.map((r) => r.url)).toEqual(['/api/8/envelope/']);
  });

  it('refuses an envelope for any other DSN (key, project, host, port or protocol) and forwards nothing', async () => {
    const foreign = [
      dsnOf(capture.port, 'otherkey'),
      dsnOf(capture.port, 'publickey', '43'),
      dsnOf(capture.port, 'publickey', '42', 'localhost'),
      dsnOf(capture.port + 1),
      `https://publickey@127.0.0.1:${capture.port}/42`,
      `http://publickey@127.0.0.1:${capture.port}/prefix/42`,
      'http://publickey@169.254.169.254/42',
      'http://publickey@o1.ingest.sentry.io/42',
      'not a dsn',
    ];
    for (const dsn of foreign) {
      const res = await post(envelope(dsn));
      expect([dsn, res.status]).toEqual([dsn, 400]);
      expect(JSON.parse(res.text)).toMatchObject({ error: 'bad_request', status: 400 });
    }
    expect(capture.received).toEqual([]);
  });

  it('answers 400 for what is not an envelope: no JSON header, no dsn, an empty body', async () => {
    for (const body of ['', 'hello\n{}', '[1,2]\n', '{"event_id":"x"}\n{"type":"event"}\n{}', `{"dsn":${JSON.stringify(dsnOf(capture.port))}`.slice(0, 20), '\u0000\u0001binary']) {
      const res = await post(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect(capture.received).toEqual([]);
  });

  it('answers 413 beyond 256 KB, declared or counted, and forwards nothing', async () => {
    const big = envelope(dsnOf(capture.port), 'x'.repeat(MAX_ENVELOPE_BYTES));
    expect((await post(big)).status).toBe(413);
    // Chunked: no Content-Length, the bytes are counted as they arrive.
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.from(i === 0 ? `${envelope(dsnOf(capture.port)).split('\n')[0]}\n` : 'y'.repeat(8 * 1024)));
    const res = await post(Readable.from(chunks));
    expect(res.status).toBe(413);
    expect(capture.received).toEqual([]);
    // Just under the limit passes.
    const fits = envelope(dsnOf(capture.port), 'z'.repeat(MAX_ENVELOPE_BYTES - 1024));
    expect((await post(fits)).status).toBe(200);
    expect(capture.received).toHaveLength(1);
  });

  it('answers 405 to other methods, with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await post('', {}, method);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    expect(capture.received).toEqual([]);
  });

  it('answers 403 to a cross-site request', async () => {
    expect((await post(envelope(dsnOf(capture.port)), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(envelope(dsnOf(capture.port)), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(capture.received).toEqual([]);
  });

  it('answers 404 without a DSN (or with one that is not a DSN), whatever is posted', async () => {
    for (const settings of [{}, { SENTRY_DSN: '' }, { SENTRY_DSN: 'https://sentry.example/not-a-project' }]) {
      env = settings;
      expect((await post(envelope(dsnOf(capture.port)))).status).toBe(404);
      expect((await post('', {}, 'GET')).status).toBe(404);
    }
    expect(capture.received).toEqual([]);
  });

  it("passes Sentry's own refusal (4xx) back with its back-off headers, and a failure as 502", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    capture.status = 429;
    capture.headers = { 'Retry-After': '30', 'X-Sentry-Rate-Limits': '30:error:organization' };
    const limited = await post(envelope(dsnOf(capture.port)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.headers.get('x-sentry-rate-limits')).toBe('30:error:organization');
    capture.status = 503;
    capture.headers = {};
    expect((await post(envelope(dsnOf(capture.port)))).status).toBe(502);
    // Nothing listening: 502, not 500.
    const closed = await startCapture();
    await closed.close();
    env = { SENTRY_DSN: dsnOf(closed.port) };
    expect((await post(envelope(dsnOf(closed.port)))).status).toBe(502);
    warn.mockRestore();
  });

  it('is rate limited per address', async () => {
    setRateStore(memoryStore());
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post('not an envelope')).status);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const refused = await post(envelope(dsnOf(capture.port)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(capture.received).toEqual([]);
  });
});
