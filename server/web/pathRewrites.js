// @ts-check
'use strict';
// Paths answered by an API route under another name: the WordPress REST paths and the ring
// section's API go to the catch-all API route (server/http/nodeAdapter.ts strips EXTERNAL_PREFIX),
// the image proxy, the imported media and the health checks to their own routes.
//
// scripts/serve.mjs applies them before Next sees the request; next.config.js declares them as
// Next rewrites for `next dev` only. A build with rewrites in next.config ships the client
// router's rewrite resolver (~3 KiB gzip) in every page's first load, and none of these paths
// is ever a page the router navigates to.

/** @type {{ prefix: boolean, source: string, destination: string }[]} */
const PATH_REWRITES = [
  { prefix: true, source: '/wp-json', destination: '/api/__ext/wp-json' },
  { prefix: true, source: '/ring/api', destination: '/api/__ext/ring/api' },
  { prefix: false, source: '/img', destination: '/api/img' },
  { prefix: true, source: '/media', destination: '/api/media' },
  { prefix: false, source: '/healthz', destination: '/api/healthz' },
  { prefix: false, source: '/readyz', destination: '/api/readyz' },
];

/**
 * The internal URL for a request URL (path and query), or the same string when no rule matches.
 * @param {string} url
 */
function rewritePath(url) {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  for (const { prefix, source, destination } of PATH_REWRITES) {
    if (pathname === source || (prefix && pathname.startsWith(`${source}/`))) return destination + url.slice(source.length);
  }
  return url;
}

/** The same rules in next.config.js's `rewrites` form (for `next dev`). */
function nextRewrites() {
  return PATH_REWRITES.map(({ prefix, source, destination }) =>
    prefix ? { source: `${source}/:path*`, destination: `${destination}/:path*` } : { source, destination },
  );
}

module.exports = { rewritePath, nextRewrites };
