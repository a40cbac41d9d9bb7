// The production server: Next's request handler behind the shared page cache
// (server/web/sharedPageCache.js). `npm start`, the e2e tests and `npm run bench` run it.
//
//   NODE_ENV=production node scripts/serve.mjs [-p 3000] [-H 127.0.0.1]
//
// PAGE_CACHE=0 serves every page from a fresh render (as `next start` would).
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.env.NODE_ENV = 'production';

function parseArgs(argv) {
  const opts = { port: Number(process.env.PORT || 3000), hostname: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-p' || a === '--port') opts.port = Number(argv[++i]);
    else if (a === '-H' || a === '--hostname') opts.hostname = argv[++i];
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(opts.port) || opts.port <= 0) throw new Error('--port must be a port number');
  return opts;
}

const { port, hostname } = parseArgs(process.argv.slice(2));
const { default: next } = await import('next');
const { createSharedPageCache, sharedPageCacheEnabled } = require('../server/web/sharedPageCache.js');
const { registerSharedPageCache } = require('../server/web/pageCacheRegistry.js');

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const cache = sharedPageCacheEnabled() ? createSharedPageCache() : undefined;
if (cache) registerSharedPageCache(cache);

const server = http.createServer((req, res) => {
  Promise.resolve(cache ? cache.handle(req, res, handleWithNext) : handleWithNext(req, res)).catch((err) => {
    console.error(err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    } else res.destroy();
  });
});
// Longer than a load balancer's idle timeout, so it never reuses a connection this side closed.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`[serve] ready on http://${hostname ?? 'localhost'}:${port}${cache ? ' (shared page cache on)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
