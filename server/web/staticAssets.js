// @ts-check
'use strict';
// The build's own files (/_next/static/…: scripts, styles), served from memory with brotli and gzip
// copies made once, off the request path, instead of by Next, which compresses every response
// again on the event loop. What a CDN or nginx's gzip_static does for the site, inside
// scripts/serve.mjs.
//
// Why it matters: a page's first load asks for ~17 scripts at once; Next's on-the-fly gzip of the
// 240 KB framework chunk alone took 11–15 ms of the one event loop, so the last script of a page
// waited ~400 ms on this machine, and Lighthouse's simulation takes that wait as the server's
// response time for every request to the site. Brotli (quality 11) also sends ~15 % fewer bytes
// than gzip over a phone's network.
//
// The copies are kept on disk under the build (cache/static-compressed/, named by the file's content
// hash), so brotli's 11th quality is paid once per build, not by every process at every start: at
// 4 MB of scripts that was ~2 s of CPU per process, still running when the first visitors arrived.
// scripts/serve.mjs waits for them before the warm-up (the cluster's primary before it forks).
//
// Until a file's copies are ready and for anything else, the request goes on to Next unchanged.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { securityHeaders } = require('../../lib/securityHeaders.js');
const { compress, acceptedEncoding } = require('./contentEncoding.js');
const { withCompileHint } = require('./compileHint.js');

const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8', '.json': 'application/json; charset=UTF-8' };

/**
 * @typedef {{ type: string, etag: string, identity: Buffer, br: Buffer, gzip: Buffer }} Asset
 */

/** @param {string} dir */
function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile() && Object.hasOwn(TYPES, path.extname(entry.name))) out.push(full);
  }
  return out;
}

/**
 * A file's compressed copy from the build's cache, or made now and kept there. The name is the
 * content's hash: a copy on disk is always the copy of these bytes. A cache that cannot be written
 * (a read-only build) only costs the compression at each start.
 * @param {string} dir
 * @param {Buffer} identity
 * @param {string} hash
 * @param {'br' | 'gzip'} encoding
 */
async function compressedCopy(dir, identity, hash, encoding) {
  const file = path.join(dir, `${hash}.${encoding === 'br' ? 'br' : 'gz'}`);
  const kept = await fs.promises.readFile(file).catch(() => null);
  if (kept?.length) return kept;
  const body = await compress(identity, encoding, { best: true });
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    // Written aside and renamed: a process starting meanwhile never reads half a copy.
    const partial = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(partial, body);
    await fs.promises.rename(partial, file);
  } catch {
    // Kept in memory only.
  }
  return body;
}

/**
 * Runs `task` on every file, two at a time: zlib works in libuv's thread pool, but the machine may
 * have two cores only.
 * @param {string} root
 * @param {(file: string) => Promise<unknown>} task
 */
async function eachFile(root, task) {
  const files = listFiles(root);
  let next = 0;
  const worker = async () => {
    while (next < files.length) await task(files[next++]).catch(() => undefined);
  };
  await Promise.all([worker(), worker()]);
}

/** @param {string} distDir */
const copiesDir = (distDir) => path.join(distDir, 'cache', 'static-compressed');

/**
 * A file as it is served (a script with V8's compile hint, ./compileHint.js), with its content hash
 * (its ETag) and its brotli and gzip copies.
 * @param {string} distDir
 * @param {string} file
 */
async function withCopies(distDir, file) {
  const identity = withCompileHint(file, await fs.promises.readFile(file));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const dir = copiesDir(distDir);
  const [br, gzip] = await Promise.all([compressedCopy(dir, identity, hash, 'br'), compressedCopy(dir, identity, hash, 'gzip')]);
  return { identity, hash, br, gzip };
}

/**
 * Makes the compressed copies a server will read, without keeping them: the cluster's primary runs
 * it before it forks, so the workers find them made instead of each making them at once.
 * @param {string} distDir
 */
function makeCompressedCopies(distDir) {
  return eachFile(path.join(distDir, 'static'), (file) => withCopies(distDir, file));
}

/**
 * @param {string} distDir the build folder (NEXT_DIST_DIR, default .next)
 * @returns {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean, ready: Promise<void> }}
 */
function createStaticAssets(distDir) {
  const root = path.join(distDir, 'static');
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  const headers = securityHeaders(false);

  async function prepare(/** @type {string} */ file) {
    const { identity, hash, br, gzip } = await withCopies(distDir, file);
    const url = PREFIX + path.relative(root, file).split(path.sep).join('/');
    assets.set(url, { type: TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))], etag: `"${hash}"`, identity, br, gzip });
  }

  const ready = eachFile(root, prepare);

  return {
    ready,
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = (req.url ?? '').split('?')[0];
      if (!url.startsWith(PREFIX)) return false;
      const asset = assets.get(url);
      if (!asset) return false;
      for (const { key, value } of headers) res.setHeader(key, value);
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', asset.etag);
      res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === asset.etag) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const encoding = acceptedEncoding(req);
      const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity;
      if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

module.exports = { createStaticAssets, makeCompressedCopies };
