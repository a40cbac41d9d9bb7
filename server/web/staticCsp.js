// @ts-check
'use strict';
// A rendered page's CSP allows its inline scripts by a per-response nonce. A page kept in a shared
// cache goes to many visitors, and one nonce must never be repeated to all of them, so before a
// page is stored its nonce is traded for the hashes of exactly the inline scripts it carried
// ('sha256-…' sources): the same scripts run, nothing injected later can, and the stored page no
// longer names a nonce.
const { createHash } = require('node:crypto');

/** @param {string} s */
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** @param {string} attrs */
function isExecutable(attrs) {
  if (/\ssrc\s*=/i.test(attrs)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim().toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * @param {string} csp the page's Content-Security-Policy header
 * @returns {string | undefined} the nonce it allows, if any
 */
function nonceOf(csp) {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

/**
 * @param {string} html a rendered page
 * @param {string} csp its Content-Security-Policy
 * @returns {{ html: string; csp: string }} the page without nonce attributes, and a CSP that allows its inline scripts by hash
 */
function toStaticCsp(html, csp) {
  const nonce = nonceOf(csp);
  if (!nonce) return { html, csp };
  const attr = `\\snonce="${escapeRegExp(nonce)}"`;
  /** @type {Set<string>} */
  const hashes = new Set();
  const scripts = new RegExp(`<script\\b([^>]*?)${attr}([^>]*)>([\\s\\S]*?)</script>`, 'g');
  const withoutScriptNonces = html.replace(scripts, (_m, before, after, body) => {
    const attrs = `${before}${after}`;
    if (isExecutable(attrs)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    return `<script${attrs}>${body}</script>`;
  });
  const page = withoutScriptNonces.replace(new RegExp(attr, 'g'), '');
  const sources = [...hashes].join(' ');
  const policy = csp.replace(`'nonce-${nonce}'`, sources).replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
  return { html: page, csp: policy };
}

module.exports = { toStaticCsp, nonceOf };
