// @ts-check
'use strict';
// Compressing a response body and choosing its encoding, for the shared page cache
// (sharedPageCache.js) and the build's static files (staticAssets.js).
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const Negotiator = require('negotiator');

const ENCODINGS = ['br', 'gzip', 'identity'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The body in `encoding` (zlib works in libuv's thread pool, off the event loop). `best` spends the
 * most CPU for the smallest body: for files compressed once; pages compressed on demand use a
 * middle level.
 * @param {Buffer} body @param {string} encoding @param {{ best?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
function compress(body, encoding, { best = false } = {}) {
  if (encoding === 'br') {
    return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (encoding === 'gzip') return gzip(body, { level: best ? 9 : 6 });
  return Promise.resolve(body);
}

/**
 * The encoding to answer with: our preference (br, then gzip) among those the request accepts,
 * whatever order it lists them in.
 * @param {import('node:http').IncomingMessage} req
 */
function acceptedEncoding(req) {
  return new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
}

module.exports = { compress, acceptedEncoding };
