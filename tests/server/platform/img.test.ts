import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { isForbiddenAddress } from '../../../server/media/addressCheck';
import { handleImageRequest, type ImageProxyOptions } from '../../../server/media/imageProxy';
import { handleMediaRequest } from '../../../server/media/mediaHandler';
import { setDbForProcess, type DbHandle } from '../../../server/db/client';
import { insertMinimalHalls, showHallMedia } from '../support/fixtures';
import { fairContents, magazineWriters } from '../../../server/db/schema';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

/** A tiny server: the image handler (with test options) at /img and the media handler at /media. */
async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let upstream: Awaited<ReturnType<typeof listen>>;
let upstreamPort: number;
let site: Awaited<ReturnType<typeof listen>>;
let cacheDir: string;
let png: Buffer;
let jpeg: Buffer;

// Fake DNS: "cdn.example.test" is the upstream test server (on loopback, which the test policy allows
// for it alone); the others resolve to addresses that must be refused.
const DNS: Record<string, string[]> = {
  'cdn.example.test': ['127.0.0.1'],
  'internal.example.test': ['10.0.0.7'],
  'metadata.example.test': ['169.254.169.254'],
  'mixed.example.test': ['127.0.0.1', '192.168.10.2'],
};
const lookup = async (host: string) => (DNS[host] ?? []).map((address) => ({ address, family: 4 }));

function options(extra: Partial<ImageProxyOptions> = {}): ImageProxyOptions {
  return {
    allowedHosts: ['cdn.example.test', 'internal.example.test', 'metadata.example.test', 'mixed.example.test', '127.0.0.1', 'localhost'],
    lookup,
    // Only the upstream test server's loopback address is let through; the real policy applies otherwise.
    isForbiddenAddress: (address) => (address === '127.0.0.1' ? false : isForbiddenAddress(address)),
    cacheDir,
    maxBytes: 200_000,
    timeoutMs: 3000,
    ...extra,
  };
}

let current: ImageProxyOptions;

let db: DbHandle;

beforeAll(async () => {
  // Only what the data holds has /media images: these halls, a writer and a fair.
  db = await openMemoryDb();
  setDbForProcess(db);
  await insertMinimalHalls(db.db, [1, 3, 4, 21]);
  await showHallMedia(db.db, ['/media/halls/1/cover/1.jpg', '/media/halls/3/cover/1.jpg', '/media/halls/3/garden/2.jpg', '/media/halls/4/cover/1.jpg', '/media/halls/21/reception/2.jpg']);
  await db.db.insert(magazineWriters).values([1, 2].map((id) => ({ id, login: `writer${id}`, displayName: `ライター${id}` })));
  await db.db.insert(fairContents).values({ id: 9, hallId: 3, name: 'ブライダルフェア', contactEmail: 'fair@example.jp' });
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-img-test-'));
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c8707e' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } }).png().toBuffer();
  upstream = await listen((req, res) => {
    const port = upstreamPort;
    switch (req.url) {
      case '/photo.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
        return;
      case '/alpha.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
        return;
      case '/drawing.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
        return;
      case '/fake.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end('this is not a jpeg');
        return;
      case '/huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(300_000, 1));
        return;
      case '/huge-chunked.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' });
        for (let i = 0; i < 30; i++) res.write(Buffer.alloc(10_000, 1));
        res.end();
        return;
      case '/to-internal':
        res.writeHead(302, { location: 'http://internal.example.test/secret.jpg' }).end();
        return;
      case '/to-metadata':
        res.writeHead(301, { location: 'http://metadata.example.test/latest/meta-data' }).end();
        return;
      case '/to-other-host':
        res.writeHead(302, { location: 'https://not-allowed.example.org/a.jpg' }).end();
        return;
      case '/to-photo':
        res.writeHead(302, { location: `http://cdn.example.test:${port}/photo.jpg` }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  upstreamPort = Number(new URL(upstream.url).port);
  current = options();
  site = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/media/')) void handleMediaRequest(req, res, url.pathname.slice('/media/'.length));
    else void handleImageRequest(req, res, current);
  });
});

afterAll(async () => {
  await site.close();
  await upstream.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
  await db.close();
});

beforeEach(() => {
  current = options();
});

async function get(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.url}/img?${new URLSearchParams(query)}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, json: () => JSON.parse(body.toString('utf8')) as { message: string; status: number } };
}

const cdn = (p: string) => `http://cdn.example.test:${upstreamPort}${p}`;

describe('/img with /media sources (in-process, no HTTP)', () => {
  it('serves a resized JPEG of a generated image, cached for a long time', async () => {
    const { res, body } = await get({ url: '/media/halls/3/cover/1.jpg', width: '670', height: '448' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 670, 448]);
  });

  it('answers WebP to a browser that accepts it, keyed apart from the JPEG, and says it varies by Accept', async () => {
    const query = { url: '/media/halls/3/cover/1.jpg', width: '670', height: '448' };
    const webp = await get(query, { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' });
    expect(webp.res.status).toBe(200);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('vary')).toBe('Accept');
    const meta = await sharp(webp.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 670, 448]);
    const jpeg = await get(query, { accept: 'image/*' });
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.res.headers.get('etag')).not.toBe(webp.res.headers.get('etag'));
  });

  it('accepts the named widths of the spec', async () => {
    const { res, body } = await get({ url: '/media/halls/3/garden/2.jpg', width: 't' });
    expect(res.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect(meta.width).toBe(250);
    expect(meta.height).toBe(167);
  });

  it('keeps the whole image with fit=contain and never enlarges', async () => {
    const contain = await sharp((await get({ url: '/media/writers/2/avatar/1.jpg', width: '250', height: '200', fit: 'contain' })).body).metadata();
    expect([contain.width, contain.height]).toEqual([250, 200]);
    const inside = await sharp((await get({ url: '/media/writers/2/avatar/1.jpg', width: '2000', height: '2000', fit: 'inside' })).body).metadata();
    expect([inside.width, inside.height]).toEqual([600, 600]);
  });

  it('produces only the spec widths: another width moves up to the next one, at its aspect ratio', async () => {
    const odd = await sharp((await get({ url: '/media/halls/3/cover/1.jpg', width: '641', height: '361' })).body).metadata();
    expect([odd.width, odd.height]).toEqual([670, 375]);
    const before = fs.readdirSync(cacheDir).length;
    await get({ url: '/media/halls/3/cover/1.jpg', width: '650', height: '366' });
    expect(fs.readdirSync(cacheDir).length).toBe(before);
  });

  it('writes the result to the disk cache and answers a conditional request with 304', async () => {
    const first = await get({ url: '/media/fairs/9/cover/1.jpg', width: 's' });
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag')!;
    expect(fs.readdirSync(cacheDir).some((f) => f.endsWith('.jpg'))).toBe(true);
    const again = await get({ url: '/media/fairs/9/cover/1.jpg', width: 's' }, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
  });

  it('treats an absolute URL on its own host as same-site', async () => {
    const { res } = await get({ url: `${site.url}/media/halls/4/cover/1.jpg`, width: 'i' });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown media path and 415 for a non-image site path', async () => {
    expect((await get({ url: '/media/halls/1/cover/nope.png', width: 's' })).res.status).toBe(404);
    expect((await get({ url: '/robots.txt' })).res.status).toBe(415);
    expect((await get({ url: '/missing-picture.jpg' })).res.status).toBe(404);
    expect((await get({ url: '/img?url=/media/halls/1/cover/1.jpg' })).res.status).toBe(400);
  });
});

describe('/img parameters', () => {
  it.each([
    [{ width: 's' }, 'url: required'],
    [{ url: '/media/halls/1/cover/1.jpg', width: '0' }, 'width: must be between 1 and 2400'],
    [{ url: '/media/halls/1/cover/1.jpg', width: '100000' }, 'width: must be between 1 and 2400'],
    [{ url: '/media/halls/1/cover/1.jpg', height: 'tall' }, 'height: must be a positive integer'],
    [{ url: '/media/halls/1/cover/1.jpg', fit: 'stretch' }, 'fit: must be one of cover, contain, inside'],
    [{ url: 'ftp://cdn.example.test/a.jpg' }, 'url: only http and https URLs are accepted'],
    [{ url: 'http://[oops' }, 'url: not a valid URL'],
  ])('refuses %j with 400', async (query, message) => {
    const { res, json } = await get(query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(json().message).toBe(message);
  });

  it('refuses other methods', async () => {
    const res = await fetch(`${site.url}/img?url=/media/halls/1/cover/1.jpg`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe('/img with remote sources', () => {
  it('fetches and resizes an image from an allowed host', async () => {
    const { res, body } = await get({ url: cdn('/photo.jpg'), width: 'l' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=604800');
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([700, 438]);
  });

  it('keeps transparency as PNG', async () => {
    const { res, body } = await get({ url: cdn('/alpha.png'), width: '100' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await sharp(body).metadata()).hasAlpha).toBe(true);
  });

  it('follows a redirect that stays on allowed public hosts', async () => {
    const { res } = await get({ url: cdn('/to-photo'), width: '50' });
    expect(res.status).toBe(200);
  });

  it('refuses hosts that are not on the allowlist', async () => {
    const { res, json } = await get({ url: 'https://elsewhere.example.org/a.jpg' });
    expect(res.status).toBe(403);
    expect(json().message).toBe('url: host elsewhere.example.org is not allowed');
  });

  it('refuses allowed hosts that resolve to private, link-local or mixed addresses', async () => {
    for (const host of ['internal.example.test', 'metadata.example.test', 'mixed.example.test']) {
      const { res, json } = await get({ url: `http://${host}/a.jpg` });
      expect(res.status).toBe(403);
      expect(json().message).toBe('url: the host resolves to a private or reserved address');
    }
  });

  it('refuses loopback literals and localhost under the real policy, even when listed', async () => {
    current = options({ isForbiddenAddress: undefined, lookup: undefined });
    expect((await get({ url: `http://127.0.0.1:${upstreamPort}/photo.jpg` })).res.status).toBe(403);
    expect((await get({ url: `http://localhost:${upstreamPort}/photo.jpg` })).res.status).toBe(403);
  });

  it('refuses redirects to private addresses and to hosts off the list', async () => {
    expect((await get({ url: cdn('/to-internal') })).res.status).toBe(403);
    expect((await get({ url: cdn('/to-metadata') })).res.status).toBe(403);
    const other = await get({ url: cdn('/to-other-host') });
    expect(other.res.status).toBe(403);
    expect(other.json().message).toBe('url: host not-allowed.example.org is not allowed');
  });

  it('refuses content that is not a raster image', async () => {
    const html = await get({ url: cdn('/page.html') });
    expect(html.res.status).toBe(415);
    expect(html.json().message).toBe('url: not an image (text/html)');
    expect((await get({ url: cdn('/drawing.svg') })).res.status).toBe(415);
    expect((await get({ url: cdn('/fake.jpg') })).res.status).toBe(415);
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    expect((await get({ url: cdn('/huge.jpg') })).res.status).toBe(413);
    expect((await get({ url: cdn('/huge-chunked.jpg') })).res.status).toBe(413);
  });

  it('refuses source images with absurd pixel counts', async () => {
    current = options({ maxInputPixels: 1000 });
    const { res, json } = await get({ url: cdn('/photo.jpg'), width: '10' });
    expect(res.status).toBe(422);
    expect(json().message).toBe('url: the source image is too large');
  });

  it('answers 404 when the upstream image is missing', async () => {
    expect((await get({ url: cdn('/nothing.jpg') })).res.status).toBe(404);
  });
});

describe('/media', () => {
  it('serves a deterministic JPEG with an immutable cache header', async () => {
    const a = await fetch(`${site.url}/media/halls/21/reception/2.jpg`);
    const b = await fetch(`${site.url}/media/halls/21/reception/2.jpg`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/jpeg');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const [bodyA, bodyB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    expect(bodyA.equals(bodyB)).toBe(true);
    const meta = await sharp(bodyA).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
  });

  it('answers 404 JSON for paths outside the convention and 405 for writes', async () => {
    const res = await fetch(`${site.url}/media/halls/21/reception/2.png`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404 });
    expect((await fetch(`${site.url}/media/secret/1/a/1.jpg`)).status).toBe(404);
    expect((await fetch(`${site.url}/media/halls/1/cover/1.jpg`, { method: 'DELETE' })).status).toBe(405);
  });
});
