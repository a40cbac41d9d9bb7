// @ts-check
'use strict';
// How long a client may take to send its request (scripts/serve.mjs; deploy/nginx.conf.template sets
// the same bounds in front of the cluster). Node's defaults held a body sent a byte at a time for
// minutes (requestTimeout 300 s, checked every 30 s), one socket and one handler per such client.
//
// - Headers: HEADERS_TIMEOUT_MS for the whole header block (a couple of kilobytes; a phone on a bad
//   network sends it in a second or two, a slow-loris never finishes).
// - Body: no total time limit (a 15 MB photo from a phone at 1 Mbit/s takes two minutes), but it must
//   keep moving: a pause longer than BODY_IDLE_MS, or an average under BODY_MIN_BYTES_PER_S once
//   BODY_GRACE_MS have passed, ends it with 408. 1 KB/s is a very bad mobile link (8 kbit/s); a
//   slow-loris sends a byte every few seconds.
// Only while the handler reads: a body waiting for its handler (a slow database) is not the
// client's fault, and after the answer an unread remainder must still arrive or the socket closes.
const http = require('node:http');

const HEADERS_TIMEOUT_MS = 20_000;
const BODY_IDLE_MS = 20_000;
const BODY_GRACE_MS = 15_000;
const BODY_MIN_BYTES_PER_S = 1024;
// How often open connections and bodies are checked (Node's default checks headers every 30 s).
const CHECK_MS = 1_000;

/**
 * @typedef {{ headersTimeoutMs?: number; bodyIdleMs?: number; bodyGraceMs?: number; bodyMinBytesPerS?: number; checkMs?: number }} TimeoutOptions
 */

/** Options for http.createServer. @param {TimeoutOptions} [o] */
function serverTimeoutOptions(o = {}) {
  return {
    headersTimeout: o.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
    // The body is watched by guardSlowBody instead: a total limit would cut a slow phone's large photo.
    requestTimeout: 0,
    connectionsCheckingInterval: o.checkMs ?? CHECK_MS,
  };
}

/** @param {http.IncomingMessage} req */
function hasBody(req) {
  const length = Number(req.headers['content-length'] ?? 0);
  return length > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Watches one request's body until it has all arrived: ends it with 408 when it stalls or trickles.
 * Reads the socket's byte count only; never the body itself (the handler does).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {TimeoutOptions} [o]
 */
function guardSlowBody(req, res, o = {}) {
  if (!hasBody(req) || req.complete) return;
  const idleMs = o.bodyIdleMs ?? BODY_IDLE_MS;
  const graceMs = o.bodyGraceMs ?? BODY_GRACE_MS;
  const minRate = o.bodyMinBytesPerS ?? BODY_MIN_BYTES_PER_S;
  const socket = req.socket;
  const startBytes = socket.bytesRead;
  let lastBytes = startBytes;
  let lastMoved = Date.now();
  // Time spent waiting for the handler is not counted against the client.
  let readingSince = 0;
  let readingMs = 0;
  const timer = setInterval(check, o.checkMs ?? CHECK_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  socket.once('close', stop);

  function check() {
    if (req.complete || socket.destroyed) return stop();
    const now = Date.now();
    const reading = req.readableFlowing === true || res.writableEnded;
    if (!reading) {
      if (readingSince) readingMs += now - readingSince;
      readingSince = 0;
      lastMoved = now;
      return;
    }
    if (!readingSince) readingSince = now;
    const bytes = socket.bytesRead;
    if (bytes !== lastBytes) {
      lastBytes = bytes;
      lastMoved = now;
    }
    const elapsed = readingMs + (now - readingSince);
    const tooSlow = elapsed >= graceMs && ((bytes - startBytes) * 1000) / elapsed < minRate;
    if (now - lastMoved >= idleMs || tooSlow) timeOut();
  }

  function timeOut() {
    stop();
    if (!res.headersSent) {
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ status: 408, message: '通信が遅いため、送信を中断しました。電波の良い場所で、もう一度お試しください' }));
    }
    // The rest of the body will not be read: the connection cannot carry another request.
    res.once('finish', () => socket.destroy());
    if (res.writableFinished) socket.destroy();
  }
}

module.exports = { serverTimeoutOptions, guardSlowBody, HEADERS_TIMEOUT_MS, BODY_IDLE_MS, BODY_GRACE_MS, BODY_MIN_BYTES_PER_S };
