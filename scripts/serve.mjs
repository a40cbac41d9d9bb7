// The production server: Next's request handler behind the shared page cache
// (server/web/sharedPageCache.js). `npm start`, the e2e tests and `npm run bench` run it.
//
//   NODE_ENV=production node scripts/serve.mjs [-p 3000] [-H 127.0.0.1] [--workers N]
//
// --workers N (or WEB_CONCURRENCY) forks N processes sharing the port, to use every core. Only
// with DATABASE_URL: the embedded PGlite database can be opened by one process. Each worker keeps
// its own page cache; the API answers one worker loads, and the writes that drop them, reach the
// others through this primary (server/web/siblingRelay.js). The primary accepts the connections and
// deals them to the workers in turn (server/web/connectionRotation.js).
//
// PAGE_CACHE=0 serves every page from a fresh render (as `next start` would). WARM_UP_PAGES (300 by
// default, 0: none) is how many pages a process renders privately before it takes visitors.
import cluster from 'node:cluster';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.env.NODE_ENV = 'production';

function parseArgs(argv) {
  const opts = { port: Number(process.env.PORT || 3000), hostname: undefined, workers: Number(process.env.WEB_CONCURRENCY || 1) };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-p' || a === '--port') opts.port = Number(argv[++i]);
    else if (a === '-H' || a === '--hostname') opts.hostname = argv[++i];
    else if (a === '--workers') opts.workers = Number(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(opts.port) || opts.port <= 0) throw new Error('--port must be a port number');
  if (!Number.isInteger(opts.workers) || opts.workers < 1) throw new Error('--workers must be a positive integer');
  if (opts.workers > 1 && !process.env.DATABASE_URL) {
    console.warn('[serve] --workers needs DATABASE_URL (PGlite allows one process): serving with one');
    opts.workers = 1;
  }
  return opts;
}

const { port, hostname, workers } = parseArgs(process.argv.slice(2));

if (workers > 1 && cluster.isPrimary) {
  // v8's serialiser: shared answers travel as bytes, not as JSON text parsed again on the way.
  cluster.setupPrimary({ serialization: 'advanced' });
  require('../server/web/siblingRelay.js').relaySiblingMessages(cluster);
  const fork = () => cluster.fork({ MUSUBI_SIBLINGS: process.env.MUSUBI_SIBLINGS ?? '1', MUSUBI_DEALT_CONNECTIONS: '1' });
  const listener = require('../server/web/connectionRotation.js').dealConnections(cluster, { port, hostname, startWith: workers });
  // Once per build, not once per worker (server/web/staticAssets.js).
  await require('../server/web/staticAssets.js').makeCompressedCopies(process.env.NEXT_DIST_DIR || '.next');
  for (let i = 0; i < workers; i++) fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`[serve] worker ${worker.process.pid} exited (${code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      // No new connections; the workers finish the ones they have (a load balancer retries a refused one elsewhere).
      listener.close();
      const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
      if (!alive.length) process.exit(0);
      let left = alive.length;
      for (const worker of alive) {
        worker.on('exit', () => { if (--left === 0) process.exit(0); });
        worker.kill(signal);
      }
    });
  }
} else {
  await startServer();
}

async function startServer() {
  require('../server/web/nodeFizz.js').useNodeFizz();
  const { default: next } = await import('next');
  const { createSharedPageCache, sharedPageCacheEnabled } = require('../server/web/sharedPageCache.js');
  const { registerSharedPageCache } = require('../server/web/pageCacheRegistry.js');

  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const cache = sharedPageCacheEnabled() ? createSharedPageCache() : undefined;
  if (cache) registerSharedPageCache(cache);
  // The build's scripts and styles from memory, compressed once (server/web/staticAssets.js).
  const { createStaticAssets } = require('../server/web/staticAssets.js');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const assets = createStaticAssets(distDir);
  // The API-only paths (/wp-json/*, /ring/api/*, /img, …) under their routes' names: next.config.js
  // keeps them as rewrites for `next dev` only, so the browser's router ships no rewrite code.
  const { rewritePath } = require('../server/web/pathRewrites.js');
  const { guardSlowBody, serverTimeoutOptions } = require('../server/web/requestTimeouts.js');

  let draining = false;
  /** @type {http.RequestListener} */
  const handle = (req, res) => {
    guardSlowBody(req, res);
    // While draining, every answer closes its connection, so keep-alive clients move elsewhere.
    if (draining) res.setHeader('Connection', 'close');
    if (assets.handle(req, res)) return;
    req.url = rewritePath(req.url ?? '/');
    Promise.resolve(cache ? cache.handle(req, res, handleWithNext) : handleWithNext(req, res)).catch((err) => {
      console.error(err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  };
  // Pages of every type rendered on a private port before the first visitor (server/web/warmUp.js).
  // Before the warm-up, so neither it nor the first visitors share the cores with brotli.
  await assets.ready;
  const { warmUp, buildRoutes } = require('../server/web/warmUp.js');
  const { afterWarmUp } = require('../server/web/warmUpState.js');
  if (cache) afterWarmUp(() => cache.clear());
  const warmed = await warmUp(handle, { routes: buildRoutes(distDir) });
  if (warmed.pages) console.log(`[serve] warmed up: ${warmed.pages} pages in ${warmed.ms} ms${warmed.failed ? ` (${warmed.failed} failed)` : ''}`);
  // Header and body timeouts a slow phone passes and a slow-loris does not (server/web/requestTimeouts.js).
  const server = http.createServer(serverTimeoutOptions(), handle);
  // Longer than a load balancer's idle timeout, so it never reuses a connection this side closed.
  server.keepAliveTimeout = 65_000;
  const ready = () => console.log(`[serve] ready on http://${hostname ?? 'localhost'}:${port}${cache ? ' (shared page cache on)' : ''}`);
  // A worker of several is dealt its connections by the primary (server/web/connectionRotation.js).
  const dealt = process.env.MUSUBI_DEALT_CONNECTIONS === '1' ? require('../server/web/connectionRotation.js').takeDealtConnections(server) : null;
  if (dealt) ready();
  else server.listen(port, hostname, ready);

  /** Closes what the app opened: the database pool and the Redis connections. */
  async function closePools() {
    const db = globalThis[Symbol.for('musubi.db')];
    if (db) await db.then((h) => h.close()).catch(() => undefined);
  }

  // SIGTERM: stop accepting (and /readyz answers 503), finish the requests in flight, close the
  // pools, exit. A load balancer retries a refused connection on another instance, so a rolling
  // restart drops no request. DRAIN_TIMEOUT_MS is a hard deadline (server/web/drain.js).
  const { drain: drainServer } = require('../server/web/drain.js');
  function drain(signal) {
    if (draining) return;
    draining = true;
    globalThis[Symbol.for('musubi.draining')] = true;
    console.log(`[serve] ${signal}: draining`);
    // net.Server's close, not http.Server's: stop accepting but leave idle keep-alive connections to
    // the load balancer (closing one as it sends a request on it would fail that request). Each
    // answer from now on closes its connection, and the balancer closes the idle ones itself.
    return drainServer({
      stopAccepting: () => (dealt ? whenClosed(dealt) : new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()))),
      closeConnections: () => {
        server.closeAllConnections();
        if (dealt) for (const socket of dealt) socket.destroy();
      },
      closePools,
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void drain(signal));
}

/** Resolves once every one of these connections has closed. */
function whenClosed(connections) {
  return new Promise((resolve) => {
    if (!connections.size) return resolve();
    for (const socket of connections) socket.once('close', () => { if (!connections.size) resolve(); });
  });
}
