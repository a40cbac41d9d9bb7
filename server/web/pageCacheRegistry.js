// @ts-check
'use strict';
// The production server (scripts/serve.mjs) owns the shared page cache; the API code that changes
// data runs inside Next's server bundle, a separate module graph in the same process. A symbol on
// globalThis joins the two, so a write drops the pages it changed (server/http/responseCache.ts).
const KEY = Symbol.for('musubi.sharedPageCache');

/** @param {{ clear(tags?: readonly string[]): void }} cache */
function registerSharedPageCache(cache) {
  /** @type {any} */ (globalThis)[KEY] = cache;
}

/** Drops kept pages that read any of `tags` (every page without tags). @param {readonly string[]} [tags] */
function clearSharedPageCache(tags) {
  /** @type {any} */ (globalThis)[KEY]?.clear(tags);
}

/** Whether the production server keeps pages (PAGE_CACHE=0, `next dev` and tests keep none). */
function hasSharedPageCache() {
  return Boolean(/** @type {any} */ (globalThis)[KEY]);
}

module.exports = { registerSharedPageCache, clearSharedPageCache, hasSharedPageCache };
