import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSharedPageCache } from '@/server/web/sharedPageCache';

/**
 * Like Next with a page whose getServerSideProps answers by itself (the sitemap): after the
 * answer, Next renders the page's HTML unless the response reads as sent.
 */
const XML = `<?xml version="1.0"?><urlset>${'<url><loc>https://musubi.example/halls/1</loc></url>'.repeat(100)}</urlset>`;

function nextLike(req: http.IncomingMessage, res: http.ServerResponse) {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=60');
  res.end(XML);
  // Next checks as soon as getServerSideProps' promise settles.
  queueMicrotask(() => {
    if (res.finished || res.headersSent) return;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!DOCTYPE html><p>page</p>');
  });
}

describe('the shared page cache and a page that answers by itself', () => {
  it('sends the page\'s own answer, never Next\'s HTML over it, cold and kept', async () => {
    const cache = createSharedPageCache();
    const server = http.createServer((req, res) => void cache.handle(req, res, nextLike));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const state of ['MISS', 'HIT']) {
        // Compressed for this client: the answer is sent a while after the page ended it.
        const res = await fetch(`${base}/sitemap.xml?part=halls`, { headers: { 'accept-encoding': 'gzip' } });
        expect([state, res.headers.get('content-type'), await res.text()]).toEqual([state, 'application/xml; charset=utf-8', XML]);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
