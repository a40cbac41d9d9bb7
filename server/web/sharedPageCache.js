// @ts-check
'use strict';
// The shared cache in front of Next's request handler: what a CDN does for the site, done inside
// the production server (scripts/serve.mjs), so a single `npm start` absorbs crawlers and peaks too.
//
// - Only anonymous GET/HEAD requests for pages and their /_next/data JSON take part; a request with
//   a session or a wedding token never reads or fills it (lib/signedInRequest.js), and the API,
//   media and build assets keep their own caching.
// - A response is kept only when it says so (`public, s-maxage=N`, no Set-Cookie, status 200):
//   the pages decide (lib/pageCache.ts). Freshness, Vary, Age and stale-while-revalidate follow
//   HTTP's rules through http-cache-semantics. A stale page is served while one background
//   request renders the fresh one.
// - The body is kept once, uncompressed; br and gzip copies are made on first demand.
// - A kept page's CSP allows its inline scripts by hash instead of the render's nonce (staticCsp.js).
// - A page remembers what it read (lib/cacheTags.js); a member's write drops the pages that read
//   what it changed, on every instance (pageCacheRegistry.js, server/shared/invalidation.ts).
const http = require('node:http');
const { createHash, randomBytes } = require('node:crypto');
const CachePolicy = require('http-cache-semantics');
const { compress, acceptedEncoding } = require('./contentEncoding.js');
const { LRUCache } = require('lru-cache');
const { isSignedInRequest } = require('../../lib/signedInRequest.js');
const { CACHE_TAGS_HEADER } = require('../../lib/cacheTags.js');
const { captureResponse } = require('./captureResponse.js');
const { toStaticCsp } = require('./staticCsp.js');

const REFRESH_HEADER = 'x-musubi-cache-refresh';
const NOT_PAGES = /^\/(?:api|media|img|wp-json)(?:\/|$)|^\/_next\/(?:static|image)\//;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;
// Request headers a shared cache ignores: the client's own cache controls (a reload must not
// become a way around the cache) and its conditionals (answered here from the entry's ETag).
const IGNORED_REQUEST_HEADERS = new Set(['accept-encoding', 'cache-control', 'pragma', 'if-none-match', 'if-modified-since', REFRESH_HEADER]);
// Response headers that describe one transfer, not the stored page.
const TRANSFER_HEADERS = ['etag', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'x-cache'];


/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {(req: Req, res: Res) => unknown} Handler
 * @typedef {{ policy: CachePolicy; status: number; body: Buffer; etag: string; compressible: boolean; variants: Map<string, Promise<Buffer>>; refreshing: boolean; tags: string[] }} Entry
 */

/** Whether this server keeps pages: production only; PAGE_CACHE=0 turns it off, =1 forces it on. */
function sharedPageCacheEnabled() {
  if (process.env.PAGE_CACHE === '0') return false;
  if (process.env.PAGE_CACHE === '1') return true;
  return process.env.NODE_ENV === 'production';
}

/** @param {Req} req */
function isCandidate(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isSignedInRequest(req)) return false;
  const pathname = (req.url ?? '/').split('?')[0];
  if (NOT_PAGES.test(pathname)) return false;
  // Files from public/ are Next's static files; sitemap.xml and robots.txt are pages.
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return !ext || pathname.startsWith('/_next/data/') || ext === 'xml' || ext === 'txt';
}

/** The request as the cache policy sees it. A HEAD is answered from a GET's entry. @param {Req} req */
function policyRequest(req) {
  /** @type {Record<string, string | string[] | undefined>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!IGNORED_REQUEST_HEADERS.has(name)) headers[name] = value;
  return { url: req.url ?? '/', method: 'GET', headers };
}

/** @param {import('node:http').OutgoingHttpHeaders} raw */
function plainHeaders(raw) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/** @param {string | string[] | undefined} vary @param {string} name */
function withoutVary(vary, name) {
  if (!vary) return undefined;
  const rest = String(vary).split(',').map((v) => v.trim()).filter((v) => v && v.toLowerCase() !== name.toLowerCase());
  return rest.length ? rest.join(', ') : undefined;
}

/** @param {string | string[] | undefined} vary @param {string} name */
function withVary(vary, name) {
  const rest = withoutVary(vary, name);
  return rest ? `${rest}, ${name}` : name;
}

/** @param {string | string[] | undefined} contentType @param {number} size */
function isCompressible(contentType, size) {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(String(contentType ?? ''));
}

/**
 * A response worth keeping, as an entry; undefined when it may not be shared.
 * @param {ReturnType<typeof policyRequest>} request
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} rawHeaders
 * @param {Buffer} rendered
 * @param {string[]} tags what the render read (lib/cacheTags)
 * @returns {Entry | undefined}
 */
function makeEntry(request, status, rawHeaders, rendered, tags) {
  const headers = plainHeaders(rawHeaders);
  if (status !== 200 || headers['set-cookie'] || headers['content-encoding']) return undefined;
  let body = rendered;
  const csp = headers['content-security-policy'];
  if (typeof csp === 'string' && /text\/html/i.test(String(headers['content-type'] ?? ''))) {
    const page = toStaticCsp(rendered.toString('utf8'), csp);
    body = Buffer.from(page.html, 'utf8');
    headers['content-security-policy'] = page.csp;
  }
  for (const name of TRANSFER_HEADERS) delete headers[name];
  const vary = withoutVary(headers.vary, 'Accept-Encoding');
  if (vary) headers.vary = vary;
  else delete headers.vary;
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.etag = etag;
  const policy = new CachePolicy(request, { status, headers }, { shared: true });
  if (!policy.storable() || policy.timeToLive() <= 0) return undefined;
  return { policy, status, body, etag, compressible: isCompressible(headers['content-type'], body.length), variants: new Map(), refreshing: false, tags };
}

/** @param {Entry} entry @param {string} encoding */
function variant(entry, encoding) {
  let body = entry.variants.get(encoding);
  if (!body) {
    body = compress(entry.body, encoding);
    entry.variants.set(encoding, body);
    body.catch(() => entry.variants.delete(encoding));
  }
  return body;
}

/** @param {Req} req @param {string} etag */
function notModified(req, etag) {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  const strip = (/** @type {string} */ t) => t.trim().replace(/^W\//, '');
  return inm.trim() === '*' || inm.split(',').some((t) => strip(t) === strip(etag));
}

/** @param {Res} res */
function clearHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
}

/**
 * @param {Req} req @param {Res} res @param {Entry} entry
 * @param {Record<string, string | string[] | undefined>} headers from the policy (Age updated)
 * @param {'HIT' | 'STALE' | 'MISS'} state
 */
async function sendEntry(req, res, entry, headers, state) {
  const encoding = entry.compressible ? acceptedEncoding(req) : 'identity';
  const body = await variant(entry, encoding);
  clearHeaders(res);
  res.statusCode = entry.status;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !TRANSFER_HEADERS.includes(name)) res.setHeader(name, value);
  res.setHeader('etag', entry.etag);
  if (entry.compressible) res.setHeader('vary', withVary(headers.vary, 'Accept-Encoding'));
  res.setHeader('x-cache', state);
  if (notModified(req, entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A response that is not kept, compressed as Next would have: @param {Req} req @param {Res} res @param {Buffer} body */
async function sendUncached(req, res, body) {
  const compressible = !res.hasHeader('content-encoding') && isCompressible(res.getHeader('content-type'), body.length);
  const encoding = compressible ? acceptedEncoding(req) : 'identity';
  const out = await compress(body, encoding);
  if (compressible) res.setHeader('vary', withVary(/** @type {string | undefined} */ (res.getHeader('vary')), 'Accept-Encoding'));
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', out.length);
  res.setHeader('x-cache', 'BYPASS');
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** @param {Res} res @param {unknown} err */
function fail(res, err) {
  console.error('[page-cache]', err);
  if (!res.headersSent) {
    res.statusCode = 500;
    res.end();
  } else res.destroy();
}

/**
 * @param {{ maxBytes?: number; maxEntries?: number }} [options]
 */
function createSharedPageCache(options = {}) {
  const maxBytes = options.maxBytes ?? Number(process.env.PAGE_CACHE_MAX_MB ?? 128) * 1024 * 1024;
  /** @type {LRUCache<string, Entry>} */
  const store = new LRUCache({ max: options.maxEntries ?? 10000, maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, Math.ceil(e.body.length * 1.4)) });
  // Only this process's own background renders may refresh an entry (a client cannot force a render).
  const refreshSecret = randomBytes(16).toString('hex');
  // Emptying the cache bumps the generation; a render that began before it is not kept.
  let generation = 0;

  /** @param {Req} req */
  function keyOf(req) {
    return `${req.headers['x-nextjs-data'] ? 'data ' : ''}${req.url}`;
  }

  /** Renders the page again in the background through this server, as an anonymous visitor. @param {Req} req @param {Entry} entry */
  function refreshInBackground(req, entry) {
    if (entry.refreshing) return;
    entry.refreshing = true;
    const done = () => {
      entry.refreshing = false;
    };
    /** @type {Record<string, string>} */
    const headers = { [REFRESH_HEADER]: refreshSecret, accept: req.headers.accept ?? 'text/html', 'user-agent': 'musubi-page-cache' };
    for (const name of ['host', 'accept-language', 'x-nextjs-data']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const request = http.get({ host: req.socket.localAddress, port: req.socket.localPort, path: req.url, headers, timeout: 30000 }, (response) => {
      response.resume();
      response.on('end', done);
      response.on('error', done);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', done);
  }

  /**
   * Renders through Next, then keeps the answer when it may be shared.
   * @param {Req} req @param {Res} res @param {Handler} next @param {string} key
   */
  function render(req, res, next, key) {
    const startedAt = generation;
    const request = policyRequest(req);
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    captureResponse(res, (body) => {
      if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding;
      const tags = String(res.getHeader(CACHE_TAGS_HEADER) ?? '').split(',').filter(Boolean);
      res.removeHeader(CACHE_TAGS_HEADER);
      const entry = startedAt === generation ? makeEntry(request, res.statusCode, res.getHeaders(), body, tags) : undefined;
      if (entry) store.set(key, entry, { ttl: Math.max(1, entry.policy.timeToLive()) });
      const sent = entry ? sendEntry(req, res, entry, entry.policy.responseHeaders(), 'MISS') : sendUncached(req, res, body);
      sent.catch((err) => fail(res, err));
    });
    return next(req, res);
  }

  /**
   * Answers from the cache, or through `next` (Next's request handler).
   * @param {Req} req @param {Res} res @param {Handler} next
   */
  async function handle(req, res, next) {
    const isRefresh = req.headers[REFRESH_HEADER] === refreshSecret;
    delete req.headers[REFRESH_HEADER];
    if (!isCandidate(req)) return next(req, res);
    const key = keyOf(req);
    const entry = isRefresh ? undefined : store.get(key);
    if (entry) {
      const { response, revalidation } = entry.policy.evaluateRequest(policyRequest(req));
      if (response && !revalidation) return sendEntry(req, res, entry, response.headers, 'HIT');
      if (response && revalidation && !revalidation.synchronous) {
        refreshInBackground(req, entry);
        return sendEntry(req, res, entry, response.headers, 'STALE');
      }
    }
    if (req.method === 'HEAD') return next(req, res);
    return render(req, res, next, key);
  }

  /** Drops the pages that read any of `tags`; every page without tags. @param {readonly string[]} [tags] */
  function clear(tags) {
    generation++;
    if (!tags) return store.clear();
    for (const [key, entry] of store.entries()) if (entry.tags.some((t) => tags.includes(t))) store.delete(key);
  }

  return { handle, clear };
}

module.exports = { createSharedPageCache, sharedPageCacheEnabled, isCandidate };
