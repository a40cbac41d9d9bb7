// @ts-check
'use strict';
// Holds back what a handler writes to a ServerResponse (status, headers, body) until it ends,
// so the shared page cache can store the page and decide how to send it. The response's own
// methods come back before `onEnd` runs, so `onEnd` sends through the real response.

/**
 * @param {unknown} chunk
 * @param {BufferEncoding | undefined} encoding
 * @returns {Buffer | undefined}
 */
function toBuffer(chunk, encoding) {
  if (chunk == null) return undefined;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(body: Buffer) => void} onEnd called once, with the whole body, after the handler ends the response
 */
function captureResponse(res, onEnd) {
  /** @type {Buffer[]} */
  const chunks = [];
  const r = /** @type {any} */ (res);
  const original = { write: r.write, end: r.end, writeHead: r.writeHead, flushHeaders: r.flushHeaders };

  r.writeHead = (/** @type {number} */ status, /** @type {any} */ reason, /** @type {any} */ headers) => {
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    else headers = reason;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  };
  r.flushHeaders = () => {};
  r.write = (/** @type {unknown} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) => {
    if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    const buf = toBuffer(chunk, encoding);
    if (buf) chunks.push(buf);
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  };
  r.end = (/** @type {unknown} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) => {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    const buf = toBuffer(chunk, encoding);
    if (buf) chunks.push(buf);
    Object.assign(r, original);
    // Next asks whether the response was sent (res.finished || res.headersSent) after
    // getServerSideProps: a page that answered by itself (the sitemap) must read as sent, or
    // Next renders its HTML over the answer. The real end, made later, clears the mark first.
    r.finished = true;
    r.end = (/** @type {unknown[]} */ ...args) => {
      r.end = original.end;
      r.finished = false;
      return original.end.apply(r, args);
    };
    if (typeof cb === 'function') res.once('finish', cb);
    onEnd(Buffer.concat(chunks));
    return res;
  };
}

module.exports = { captureResponse };
