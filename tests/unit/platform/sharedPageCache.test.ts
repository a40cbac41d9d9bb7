import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../../../lib/securityHeaders';
import { clearSharedPageCache, registerSharedPageCache } from '../../../server/web/pageCacheRegistry';
import { createSharedPageCache, isCandidate } from '../../../server/web/sharedPageCache';

type Page = { status?: number; headers?: Record<string, string>; body?: (n: number) => string };

/** A stand-in for Next's handler: counts renders and answers what the test asks for. */
function fakeNext(page: Page) {
  const seen: http.IncomingHttpHeaders[] = [];
  let renders = 0;
  const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    seen.push({ ...req.headers });
    await new Promise((r) => setTimeout(r, 5));
    res.statusCode = page.status ?? 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', `"next-${renders}"`);
    for (const [k, v] of Object.entries(page.headers ?? {})) res.setHeader(k, v);
    res.write('<!DOCTYPE html>');
    res.end((page.body ?? ((n) => `<p>render ${n}</p>${'式場'.repeat(400)}`))(renders));
  };
  return { handler, seen, renders: () => renders };
}

const PUBLIC = { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' };

async function serve(page: Page) {
  const cache = createSharedPageCache();
  const next = fakeNext(page);
  const server = http.createServer((req, res) => void cache.handle(req, res, next.handler));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);
  return { base, cache, next, get, close: () => new Promise((r) => {
      server.close(r);
      server.closeAllConnections();
    }) };
}

let current: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
async function start(page: Page) {
  current = await serve(page);
  return current;
}

describe('shared page cache', () => {
  it('keeps a public page and answers the next visitor without rendering', async () => {
    const { get, next } = await start({ headers: PUBLIC });
    const first = await get('/halls/search/?prefecture_slug=tokyo');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBody = await first.text();
    const second = await get('/halls/search/?prefecture_slug=tokyo');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('cache-control')).toBe(PUBLIC['Cache-Control']);
    expect(second.headers.get('age')).not.toBeNull();
    expect(next.renders()).toBe(1);
    // Another query is another page.
    await (await get('/halls/search/?prefecture_slug=osaka')).text();
    expect(next.renders()).toBe(2);
  });

  it('never keeps what may not be shared', async () => {
    for (const page of [
      { headers: { 'Cache-Control': 'private, no-store' } },
      { headers: { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      { headers: { ...PUBLIC, 'Set-Cookie': 'a=1' } },
      { status: 404, headers: PUBLIC },
    ]) {
      const { get, next, close } = await serve(page);
      for (let i = 0; i < 2; i++) expect((await get('/halls/1')).headers.get('x-cache')).toBe('BYPASS');
      expect(next.renders()).toBe(2);
      await close();
    }
  });

  it('lets members, the app and the API through untouched', async () => {
    const { get, next } = await start({ headers: PUBLIC });
    await get('/halls/1');
    for (const headers of [{ cookie: 'musubi_uuid=x; musubi_sid=abc' }, { 'x-wedding-token': 't' }, { authorization: 'Bearer t' }] as Record<string, string>[]) {
      const res = await get('/halls/1', { headers });
      expect(res.headers.get('x-cache')).toBeNull();
    }
    await get('/api/halls/', {});
    await get('/api/halls/', {});
    await get('/halls/1', { method: 'POST' });
    expect(next.renders()).toBe(7);
    // An anonymous visitor's own cookies (uuid, CSRF) do not matter.
    expect((await get('/halls/1', { headers: { cookie: 'musubi_uuid=x' } })).headers.get('x-cache')).toBe('HIT');
  });

  it('decides which requests take part', () => {
    const req = (url: string, method = 'GET', headers: http.IncomingHttpHeaders = {}) => ({ url, method, headers }) as http.IncomingMessage;
    expect(isCandidate(req('/'))).toBe(true);
    expect(isCandidate(req('/_next/data/b1/halls/search.json?prefecture_slug=tokyo'))).toBe(true);
    expect(isCandidate(req('/sitemap.xml'))).toBe(true);
    expect(isCandidate(req('/robots.txt'))).toBe(true);
    expect(isCandidate(req('/halls/1', 'HEAD'))).toBe(true);
    for (const url of ['/api/halls/', '/wp-json/wp/v2/posts', '/img?url=x', '/media/halls/1/cover.jpg', '/_next/static/chunks/a.js', '/bench/static.html', '/favicon.svg']) {
      expect(isCandidate(req(url))).toBe(false);
    }
    expect(isCandidate(req('/', 'POST'))).toBe(false);
    expect(isCandidate(req('/', 'GET', { cookie: 'musubi_sid=1' }))).toBe(false);
  });

  it('gives a kept page a CSP by hash, never the nonce of the render', async () => {
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const { get } = await start({
      headers: { ...PUBLIC, 'Content-Security-Policy': contentSecurityPolicy(false, nonce) },
      body: () => `<script nonce="${nonce}">self.boot=1</script><script src="/a.js" nonce="${nonce}"></script>`,
    });
    for (const state of ['MISS', 'HIT']) {
      const res = await get('/');
      expect(res.headers.get('x-cache')).toBe(state);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
      expect(csp).not.toContain('nonce');
      expect(await res.text()).toBe('<!DOCTYPE html><script>self.boot=1</script><script src="/a.js"></script>');
    }
  });

  it('renders uncompressed and sends br or gzip as the browser accepts, made once', async () => {
    const { get, next } = await start({ headers: PUBLIC });
    const plain = await (await get('/')).text();
    expect(next.seen[0]['accept-encoding']).toBeUndefined();
    const br = await get('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decodes for us; check the bytes on the wire separately.
    expect(await br.text()).toBe(plain);
    const raw = await rawGet(current!.base, '/', { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString('utf8')).toBe(plain);
    const rawBr = await rawGet(current!.base, '/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(rawBr.body).toString('utf8')).toBe(plain);
    expect(next.renders()).toBe(1);
  });

  it('answers a conditional request with 304 and a HEAD without a body', async () => {
    const { get } = await start({ headers: PUBLIC });
    const first = await get('/');
    await first.text();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(etag).not.toContain('next-');
    expect((await get('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await get('/', { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
  });

  it('is emptied by a write, and never keeps a render that began before it', async () => {
    const { get, cache, next } = await start({ headers: PUBLIC });
    registerSharedPageCache(cache);
    await (await get('/')).text();
    clearSharedPageCache();
    expect((await get('/')).headers.get('x-cache')).toBe('MISS');
    const during = get('/other');
    await waitFor(() => next.renders() === 3);
    cache.clear();
    await (await during).text();
    expect((await get('/other')).headers.get('x-cache')).toBe('MISS');
    expect(next.renders()).toBe(4);
  });

  it('drops only the pages that read what a write changed, and never sends the tag header out', async () => {
    const { get, cache } = await start({ headers: { ...PUBLIC, 'x-musubi-cache-tags': 'halls,geo' } });
    const first = await get('/halls/1/');
    expect(first.headers.get('x-musubi-cache-tags')).toBeNull();
    await first.text();
    cache.clear(['magazine']);
    expect((await get('/halls/1/')).headers.get('x-cache')).toBe('HIT');
    cache.clear(['fairs', 'halls']);
    expect((await get('/halls/1/')).headers.get('x-cache')).toBe('MISS');
  });

  it('serves a stale page while one background render refreshes it; a client cannot force one', async () => {
    const { get, next } = await start({ headers: { 'Cache-Control': 'public, s-maxage=1, stale-while-revalidate=60' } });
    expect(await (await get('/')).text()).toContain('render 1');
    const forced = await get('/', { headers: { 'x-musubi-cache-refresh': 'guess', 'cache-control': 'no-cache', pragma: 'no-cache' } });
    expect(forced.headers.get('x-cache')).toBe('HIT');
    await new Promise((r) => setTimeout(r, 1100));
    const stale = await Promise.all([get('/'), get('/')]);
    expect(stale.map((r) => r.headers.get('x-cache'))).toEqual(['STALE', 'STALE']);
    expect(await stale[0].text()).toContain('render 1');
    await waitFor(() => next.renders() === 2);
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await get('/');
    expect(fresh.headers.get('x-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('render 2');
    expect(next.seen[1]['x-musubi-cache-refresh']).toBeUndefined();
    expect(next.seen[1].cookie).toBeUndefined();
  });
});

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

function rawGet(base: string, path: string, headers: Record<string, string>) {
  const port = Number(new URL(base).port);
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
