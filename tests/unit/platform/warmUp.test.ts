import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildRoutes, kindOf, pageLinks, routePattern, warmUp, warmUpMaxMs, warmUpPages } from '@/server/web/warmUp';
import { afterWarmUp, isWarmingUp } from '@/server/web/warmUpState';

/** A tiny site: each page's HTML links to the pages listed here. */
const SITE: Record<string, string[]> = {
  '/': ['/halls/1', '/magazine/2', '/api/halls/?page=1', '/_next/static/chunks/main.js', '/img/halls/1.webp', '//cdn.example.com/x', 'https://example.com/'],
  '/halls/1': ['/halls/1/reviews', '/login?next=/halls/1', '/'],
  '/magazine/2': ['/magazine/tag/%E5%BC%8F?page=2&amp;s=new', '/feed.xml'],
  '/halls/1/reviews': [],
  '/magazine/tag/%E5%BC%8F?page=2&s=new': [],
};

function site(asked: string[], warmingWhileAsked: boolean[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    asked.push(url);
    warmingWhileAsked.push(isWarmingUp());
    const links = SITE[url];
    if (!links) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<html><body>${links.map((href) => `<a href="${href}">link</a>`).join('')}</body></html>`);
  };
}

describe('the warm-up before a server takes visitors', () => {
  it('renders every page linked from the entry pages, and nothing that is not a page', async () => {
    const asked: string[] = [];
    const warming: boolean[] = [];
    const result = await warmUp(site(asked, warming), { pages: 100, concurrency: 3, entryPaths: ['/'] });
    expect(asked.sort()).toEqual(['/', '/halls/1', '/halls/1/reviews', '/magazine/2', '/magazine/tag/%E5%BC%8F?page=2&s=new']);
    // It stopped because no page was left.
    expect(result).toMatchObject({ pages: 5, failed: 0 });
  });

  it('is the only thing the process does meanwhile, and says when it is over', async () => {
    const asked: string[] = [];
    const warming: boolean[] = [];
    const ended = jest.fn();
    afterWarmUp(ended);
    await warmUp(site(asked, warming), { entryPaths: ['/'] });
    expect(warming.length).toBeGreaterThan(0);
    expect(warming.every(Boolean)).toBe(true);
    expect(isWarmingUp()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('counts pages that fail, and stops at its page count', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 500;
      res.end();
    };
    expect(await warmUp(failing, { entryPaths: ['/', '/a'] })).toMatchObject({ pages: 2, failed: 2 });
    expect(warn).toHaveBeenCalledWith('[warm-up] /a: status 500');
    warn.mockRestore();
    const asked: string[] = [];
    await warmUp(site(asked, []), { pages: 2, concurrency: 1, entryPaths: ['/'] });
    expect(asked).toEqual(['/', '/halls/1']);
  });

  it('asks again once when a kept-alive connection closes under a request', async () => {
    let first = true;
    const closesOnce = (req: IncomingMessage, res: ServerResponse) => {
      if (first) {
        first = false;
        req.socket.destroy();
        return;
      }
      res.end('ok');
    };
    expect(await warmUp(closesOnce, { entryPaths: ['/'] })).toMatchObject({ pages: 1, failed: 0 });
  });

  it('takes each route in turn, so that one page with many links crowds out no other kind', async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 30 }, (_, i) => `/halls/${i + 1}`);
    const pages: Record<string, string[]> = { '/': [...many, '/magazine/1', '/pref/tokyo'], '/magazine/1': ['/magazine/2'], '/pref/tokyo': ['/pref/osaka'] };
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'text/html');
      res.end((pages[req.url ?? ''] ?? []).map((href) => `<a href="${href}"></a>`).join(''));
    };
    await warmUp(handler, { pages: 7, concurrency: 1, entryPaths: ['/'], routes: ['/', '/halls/[id]', '/magazine/[id]', '/pref/[prefecture_slug]'] });
    expect(asked).toEqual(['/', '/halls/1', '/magazine/1', '/pref/tokyo', '/halls/2', '/magazine/2', '/pref/osaka']);
  });

  it('does nothing when it is to render no page', async () => {
    const handler = jest.fn();
    expect(await warmUp(handler, { pages: 0 })).toEqual({ pages: 0, failed: 0, ms: 0 });
    expect(handler).not.toHaveBeenCalled();
    expect(isWarmingUp()).toBe(false);
  });

  it('ends at its time limit even when no page ever answers, so a restarted instance takes visitors soon', async () => {
    // A server too busy to render: every request waits for ever. The probe's restarted instance was
    // away 42 s under load, most of it warming up; `npm run cluster` gives a restart WARM_UP_MS=3000.
    const asked: string[] = [];
    const result = await warmUp((req) => void asked.push(req.url ?? '/'), { pages: 100, maxMs: 300, entryPaths: ['/', '/halls/search/'] });
    expect(asked.sort()).toEqual(['/', '/halls/search/']);
    expect(result).toMatchObject({ pages: 0, failed: 2 });
    expect(isWarmingUp()).toBe(false);
  });

  it('reads WARM_UP_MS, with 30 s when it is unset or not a positive duration', () => {
    expect(warmUpMaxMs({})).toBe(30_000);
    expect(warmUpMaxMs({ WARM_UP_MS: 'soon' })).toBe(30_000);
    expect(warmUpMaxMs({ WARM_UP_MS: '0' })).toBe(30_000);
    expect(warmUpMaxMs({ WARM_UP_MS: '3000' })).toBe(3000);
  });

  it('reads WARM_UP_PAGES, with 300 when it is unset, empty or not a count', () => {
    expect(warmUpPages({})).toBe(300);
    expect(warmUpPages({ WARM_UP_PAGES: '' })).toBe(300);
    expect(warmUpPages({ WARM_UP_PAGES: 'many' })).toBe(300);
    expect(warmUpPages({ WARM_UP_PAGES: '-5' })).toBe(300);
    expect(warmUpPages({ WARM_UP_PAGES: '2.5' })).toBe(300);
    expect(warmUpPages({ WARM_UP_PAGES: '0' })).toBe(0);
    expect(warmUpPages({ WARM_UP_PAGES: '50' })).toBe(50);
  });

  it("knows a path's route as Next matches it: fixed segments before parameters, parameters before catch-alls", () => {
    const routes = ['/[...path]', '/halls/[id]', '/halls/search', '/halls/[id]/[slug]', '/halls/[id]/reviews', '/'].map((route) => ({ route, pattern: routePattern(route) }));
    // buildRoutes' order, which the build's manifest gives unsorted.
    const order = ['/halls/search', '/halls/[id]/reviews', '/halls/[id]/[slug]', '/halls/[id]', '/', '/[...path]'];
    const sorted = order.map((route) => routes.find((r) => r.route === route)!);
    expect(kindOf('/halls/search/?prefecture_slug=tokyo', sorted)).toBe('/halls/search');
    expect(kindOf('/halls/12', sorted)).toBe('/halls/[id]');
    expect(kindOf('/halls/12/reviews', sorted)).toBe('/halls/[id]/reviews');
    expect(kindOf('/halls/12/plans', sorted)).toBe('/halls/[id]/[slug]');
    expect(kindOf('/', sorted)).toBe('/');
    expect(kindOf('/lp/anything/else', sorted)).toBe('/[...path]');
    // Without a build's routes, numbers make the kind.
    expect(kindOf('/halls/12/reviews')).toBe('/halls/n/reviews');
  });

  it("reads a build's routes, most specific first, without the API and Next's own", () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const os = jest.requireActual<typeof import('node:os')>('node:os');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-build-'));
    fs.mkdirSync(path.join(dir, 'server'));
    const manifest = Object.fromEntries(['/[...path]', '/_app', '/api/halls', '/halls/[id]', '/halls/search', '/halls/[id]/reviews', '/halls/[id]/[slug]', '/'].map((r) => [r, 'pages/x.js']));
    fs.writeFileSync(path.join(dir, 'server', 'pages-manifest.json'), JSON.stringify(manifest));
    expect(buildRoutes(dir)).toEqual(['/halls/search', '/halls/[id]/reviews', '/halls/[id]/[slug]', '/halls/[id]', '/', '/[...path]']);
    expect(buildRoutes(path.join(dir, 'missing'))).toEqual([]);
  });

  it('in each cluster worker, renders on a port of its own (a shared port 0 would deal its requests among the workers)', () => {
    const { execFileSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process');
    const out = execFileSync(process.execPath, ['tests/fixtures/warmUpCluster.mjs'], { encoding: 'utf8', timeout: 30_000 });
    const reports = JSON.parse(out.trim().split('\n').pop()!) as { pages: number; answered: number }[];
    expect(reports).toEqual([{ pages: 41, answered: 41 }, { pages: 41, answered: 41 }]);
  });

  it('finds the links of a page as a crawler does', () => {
    expect(pageLinks('<a href="/halls/3?tab=a&amp;b=1#top">x</a><a href="/ring/api/v1/rings">y</a><link href="/favicon.ico">')).toEqual(['/halls/3?tab=a&b=1']);
  });
});
