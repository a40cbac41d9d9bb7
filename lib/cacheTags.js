// @ts-check
'use strict';
// Cache tags: what a cached answer or a kept page read, and what a write changed.
// - `halls`: a domain, the first path segment after /api/wn/ (`/api/wn/halls/:id/fairs` → `halls`);
// - `halls#12`: one item of it (the path's first parameter: hall 12's answers);
// - `halls#list`: the domain's answers that are not about one item (search, rankings, lists).
// Every answer carries its domain tag and one of the other two, so a write drops only what it changed:
// its items (`brides#7`, `albums#31`), a domain's lists, or (staff, imports) a whole domain.
// CommonJS: the production server's page cache (server/web) reads it too.

/** The header a page render lists its tags in, for the shared page cache (never sent out). */
const CACHE_TAGS_HEADER = 'x-musubi-cache-tags';

const SKIPPED = new Set(['api', 'wn', 'v3', 'web', 'wp-json', 'musubi', 'v1']);

/** The domain of an API path. @param {string} path */
function cacheTagOf(path) {
  const segments = path.split('/').filter((s) => s && !SKIPPED.has(s));
  return segments[0] ?? 'root';
}

/** One item's tag: `brides#7`. @param {string} domain @param {string | number} id */
function itemTag(domain, id) {
  return `${domain}#${id}`;
}

/** The tag of a domain's answers that are not about one item. @param {string} domain */
function listTag(domain) {
  return `${domain}#list`;
}

/**
 * The tags of one read: its domain, and the item its path's first parameter names (else its list);
 * an endpoint with `cacheTags` says itself what it read instead of the second.
 * @param {{ path: string; cacheTags?: (input: any) => string[] }} endpoint
 * @param {unknown} input
 * @returns {string[]}
 */
function cacheTagsOf(endpoint, input) {
  const domain = cacheTagOf(endpoint.path);
  if (endpoint.cacheTags) return [domain, ...endpoint.cacheTags(input ?? {})];
  const param = /:([A-Za-z_]+)/.exec(endpoint.path)?.[1];
  const value = param && input && typeof input === 'object' ? /** @type {Record<string, unknown>} */ (input)[param] : undefined;
  const id = typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
  return [domain, id === undefined ? listTag(domain) : itemTag(domain, id)];
}

module.exports = { CACHE_TAGS_HEADER, cacheTagOf, cacheTagsOf, itemTag, listTag };
