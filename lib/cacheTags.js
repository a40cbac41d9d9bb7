// @ts-check
'use strict';
// Cache tags: the resource an API path reads or writes (`/api/wn/halls/:id/fairs` → `halls`).
// A cached API answer and a kept page carry the tags of what they read; a write names the tags it
// changes (the contract's `invalidates`), and only those are dropped. CommonJS: the production
// server's page cache (server/web) reads it too.

/** The header a page render lists its tags in, for the shared page cache (never sent out). */
const CACHE_TAGS_HEADER = 'x-musubi-cache-tags';

/** @param {string} path */
function cacheTagOf(path) {
  const segments = path.split('/').filter((s) => s && !['api', 'wn', 'v3', 'web', 'wp-json', 'musubi', 'v1'].includes(s));
  return segments[0] ?? 'root';
}

module.exports = { CACHE_TAGS_HEADER, cacheTagOf };
