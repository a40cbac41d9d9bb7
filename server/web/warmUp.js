// @ts-check
'use strict';
// Before a server process takes its first visitor, it renders a few hundred pages of every type on
// a private loopback port (WARM_UP_PAGES, 300 by default; 0 skips it). A fresh process is slow at
// first: V8 has not compiled the render paths yet, and each new database connection plans its
// statements and loads the catalogue for the first time. Without this, the first visitors and
// crawlers after a start, a deploy or a restarted worker paid for all of it: the first second of
// a cold mix answered at several times its usual latency (docs/performance.md, "Design decisions": the warm-up).
//
// The pages are found as a crawler finds them: links on a few entry pages, then links on those,
// taken in turn from each of the build's routes (`/halls/[id]`, `/pref/[prefecture_slug]`…) so
// that the hundreds of halls, articles or prefectures one page links to crowd out no other kind.
// While it runs nothing it reads is shared with the other workers or instances and no view is
// counted (server/web/warmUpState.js); when it ends the caches drop what it left, so they start as
// empty as they would without it.
const fs = require('node:fs');
const http = require('node:http');
const { join } = require('node:path');
const { setWarmingUp } = require('./warmUpState.js');

const ENTRY_PATHS = ['/', '/halls/search/', '/magazine', '/brides/', '/ring/rings/', '/fairs'];
/** Not pages: API calls, assets, images, and the member-only pages an anonymous visit only redirects from. */
const NOT_A_PAGE = /^\/(?:api|_next|img|media|wp-json|ring\/api|login|register|logout|account|mypage|clips|password|bench)(?:[/?]|$)|\.[a-z0-9]{2,5}(?:\?|$)/i;
const DEFAULT_PAGES = 300;
/** However slow the machine, a server takes visitors after this long (WARM_UP_MS overrides it). */
const MAX_MS = 30_000;

/** WARM_UP_MS as a duration (unset or not a positive number: 30 s). */
function warmUpMaxMs(env = process.env) {
  const ms = Number(env.WARM_UP_MS);
  return env.WARM_UP_MS && Number.isFinite(ms) && ms > 0 ? ms : MAX_MS;
}
/** A few at a time: PGlite answers one statement at a time, and a crowd only makes each wait. */
const CONCURRENCY = 4;

/** WARM_UP_PAGES as a count (unset, empty or not a whole number ≥ 0: the default). */
function warmUpPages(env = process.env) {
  const raw = env.WARM_UP_PAGES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_PAGES;
  const pages = Number(raw);
  return Number.isInteger(pages) && pages >= 0 ? pages : DEFAULT_PAGES;
}

/** Paths of this site that `html` links to. @param {string} html @returns {string[]} */
function pageLinks(html) {
  const links = [];
  for (const match of html.matchAll(/href="(\/(?!\/)[^"#]*)[^"]*"/g)) {
    const path = match[1].replaceAll('&amp;', '&');
    if (!NOT_A_PAGE.test(path)) links.push(path);
  }
  return links;
}

/**
 * The page routes of a build (`/halls/[id]/reviews`, `/pref/[prefecture_slug]`…), most specific
 * first as Next matches them: a fixed segment before a parameter, a parameter before a catch-all.
 * @param {string} distDir @returns {string[]}
 */
function buildRoutes(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(join(distDir, 'server', 'pages-manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const rank = (/** @type {string} */ segment) => (segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0);
  const byOrder = (/** @type {string} */ a, /** @type {string} */ b) => {
    const [x, y] = [a.split('/'), b.split('/')];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (rank(x[i]) !== rank(y[i])) return rank(x[i]) - rank(y[i]);
    return y.length - x.length;
  };
  return Object.keys(manifest).filter((route) => !/^\/(?:api|_)/.test(route)).sort(byOrder);
}

/** @param {string} route */
function routePattern(route) {
  const source = route.split('/').map((segment) => (segment.startsWith('[...') ? '.+' : segment.startsWith('[') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

/**
 * The kind of page a path is: the route that renders it, else the path with every number as `n`.
 * @param {string} path @param {{ route: string; pattern: RegExp }[]} [routes]
 */
function kindOf(path, routes = []) {
  const bare = path.split('?')[0];
  return routes.find((r) => r.pattern.test(bare))?.route ?? bare.replace(/\d+/g, 'n');
}

/** Paths to visit, handed out from the kind visited least so far. @param {string[]} routes */
function crawlQueue(routes) {
  const patterns = routes.map((route) => ({ route, pattern: routePattern(route) }));
  /** @type {Map<string, { paths: string[]; visits: number }>} */
  const kinds = new Map();
  return {
    /** @param {string} path */
    push(path) {
      const kind = kindOf(path, patterns);
      const entry = kinds.get(kind) ?? { paths: [], visits: 0 };
      kinds.set(kind, entry);
      entry.paths.push(path);
    },
    /** @returns {string | undefined} */
    take() {
      let least;
      for (const entry of kinds.values()) if (entry.paths.length && (!least || entry.visits < least.visits)) least = entry;
      if (!least) return undefined;
      least.visits++;
      return least.paths.shift();
    },
  };
}

/** @param {http.Server} server @returns {Promise<number>} the port */
function listenOnLoopback(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: in a cluster worker, a shared port 0 would be one port for all workers, its
    // connections dealt among them by the primary, and reset by a worker that finished first.
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * Serves `handler` on a private port and crawls it, `concurrency` requests at a time, until it
 * rendered `pages` pages, found no more, or `maxMs` passed.
 * @param {http.RequestListener} handler
 * @param {{ pages?: number; maxMs?: number; concurrency?: number; entryPaths?: string[]; routes?: string[] }} [options]
 * @returns {Promise<{ pages: number; failed: number; ms: number }>}
 */
async function warmUp(handler, options = {}) {
  const { pages: wanted = warmUpPages(), maxMs = warmUpMaxMs(), concurrency = CONCURRENCY, entryPaths = ENTRY_PATHS, routes = [] } = options;
  const startedAt = Date.now();
  if (wanted <= 0) return { pages: 0, failed: 0, ms: 0 };
  const server = http.createServer(handler);
  // Longer than the warm-up: fetch may reuse an idle connection just as a shorter timeout closes it.
  server.keepAliveTimeout = maxMs + 5_000;
  setWarmingUp(true);
  let pages = 0;
  let failed = 0;
  try {
    const base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
    const until = startedAt + maxMs;
    const seen = new Set(entryPaths);
    const queue = crawlQueue(routes);
    for (const path of entryPaths) queue.push(path);
    let taken = 0;
    let inFlight = 0;
    /** @param {string} path @param {string} why */
    const fail = (path, why) => {
      if (++failed <= 5) console.warn(`[warm-up] ${path}: ${why}`);
    };

    /** @param {string} path */
    const visit = async (path) => {
      // Uncompressed: the compression a browser asks for runs in zlib's threads, not in what needs warming.
      const ask = () => fetch(base + path, { redirect: 'manual', signal: AbortSignal.timeout(Math.max(1, until - Date.now())), headers: { 'accept-encoding': 'identity' } });
      // Once more on a fresh connection when a kept-alive one was closed under the request (fetch's
      // "other side closed"): a page not warmed is a wasted turn, not a failure of the server.
      const res = await ask().catch((err) => (err?.cause?.code === 'UND_ERR_SOCKET' ? ask() : Promise.reject(err)));
      const html = (res.headers.get('content-type') ?? '').includes('text/html') ? await res.text() : (await res.arrayBuffer(), '');
      pages++;
      if (res.status >= 500) fail(path, `status ${res.status}`);
      for (const link of pageLinks(html)) {
        if (seen.size >= wanted * 5 || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    };

    const lane = async () => {
      while (taken < wanted && Date.now() < until) {
        const path = queue.take();
        if (path === undefined) {
          if (inFlight === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        taken++;
        inFlight++;
        try {
          await visit(path);
        } catch (err) {
          fail(path, err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}` : String(err));
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    setWarmingUp(false);
  }
  return { pages, failed, ms: Date.now() - startedAt };
}

module.exports = { warmUp, warmUpPages, warmUpMaxMs, pageLinks, buildRoutes, kindOf, routePattern };
