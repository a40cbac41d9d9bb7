/**
 * The build's scripts and styles served from memory, compressed once (server/web/staticAssets.js).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticAssets, makeCompressedCopies } from '@/server/web/staticAssets.js';

/** One request straight to the handler, without a server. */
function serve(assets: ReturnType<typeof createStaticAssets>, url: string, encoding: string) {
  const res = {
    headers: {} as Record<string, unknown>,
    statusCode: 0,
    body: undefined as Buffer | undefined,
    setHeader(key: string, value: unknown) {
      this.headers[key.toLowerCase()] = value;
    },
    end(body?: Buffer) {
      this.body = body;
    },
  };
  const handled = assets.handle({ method: 'GET', url, headers: { 'accept-encoding': encoding } } as unknown as http.IncomingMessage, res as unknown as http.ServerResponse);
  expect(handled).toBe(true);
  return res;
}

describe('static assets', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const script = `console.log(${JSON.stringify('結婚式場'.repeat(2000))});`;
  // Scripts are served with V8's compile hint on their first line (server/web/compileHint.js).
  const served = `//# allFunctionsCalledOnLoad\n${script}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-static-'));
    fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), script);
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.css'), 'body{color:#222}');
    const assets = createStaticAssets(dir);
    await assets.ready;
    server = http.createServer((req, res) => {
      if (!assets.handle(req, res)) {
        res.statusCode = 418;
        res.end('next');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${base}${p}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('prefers brotli, whatever order the browser lists its encodings in', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(served);
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends gzip or the plain file to browsers without brotli', async () => {
    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(served);
    expect((await get('/_next/static/chunks/app.js')).body.toString()).toBe(served);
    // Styles are served as built.
    const plain = await get('/_next/static/chunks/app.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('body{color:#222}');
    expect(plain.headers['content-type']).toBe('text/css; charset=UTF-8');
  });

  it('answers 304 to a revalidation and no body to HEAD', async () => {
    const first = await get('/_next/static/chunks/app.js');
    const again = await get('/_next/static/chunks/app.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves everything else to Next: other paths, unknown files, paths that climb out, writes', async () => {
    for (const p of ['/_next/static/chunks/missing.js', '/_next/static/../../etc/passwd', '/magazine/1', '/_next/data/x.json']) {
      expect((await get(p)).status).toBe(418);
    }
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(418);
  });

  it('keeps its compressed copies with the build, named by content, and reads them at the next start', async () => {
    const copies = path.join(dir, 'cache', 'static-compressed');
    const names = fs.readdirSync(copies).sort();
    // Two files, each with a brotli and a gzip copy, and nothing half-written left behind.
    expect(names).toHaveLength(4);
    expect(names.filter((n) => n.endsWith('.br'))).toHaveLength(2);
    expect(names.filter((n) => n.endsWith('.tmp'))).toHaveLength(0);
    const etag = String((await get('/_next/static/chunks/app.js')).headers.etag).replaceAll('"', '');
    // A copy on disk is what the next process serves: it does not compress again.
    const marker = zlib.brotliCompressSync(Buffer.from('kept copy'));
    fs.writeFileSync(path.join(copies, `${etag}.br`), marker);
    const next = createStaticAssets(dir);
    await next.ready;
    const served = serve(next, '/_next/static/chunks/app.js', 'br');
    expect(zlib.brotliDecompressSync(served.body!).toString()).toBe('kept copy');
  });

  it('makes the copies ahead of the workers (the cluster primary), and serves without a writable cache', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-static-'));
    try {
      fs.mkdirSync(path.join(other, 'static', 'css'), { recursive: true });
      fs.writeFileSync(path.join(other, 'static', 'css', 'a.css'), 'main{margin:0}');
      await makeCompressedCopies(other);
      expect(fs.readdirSync(path.join(other, 'cache', 'static-compressed')).sort().map((n) => path.extname(n))).toEqual(['.br', '.gz']);
      // A file where the cache folder would be: nothing can be kept, and the file is still served compressed.
      fs.rmSync(path.join(other, 'cache'), { recursive: true });
      fs.writeFileSync(path.join(other, 'cache'), 'not a folder');
      const assets = createStaticAssets(other);
      await assets.ready;
      const res = serve(assets, '/_next/static/css/a.css', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body!).toString()).toBe('main{margin:0}');
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
