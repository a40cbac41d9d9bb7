// @ts-check
'use strict';
// The production server (scripts/serve.mjs) owns the shared page cache; the API code that changes
// data runs inside Next's server bundle, a separate module graph in the same process. A symbol on
// globalThis joins the two, so a successful write empties the cache (server/http/responseCache.ts).
const KEY = Symbol.for('musubi.sharedPageCache');

/** @param {{ clear(): void }} cache */
function registerSharedPageCache(cache) {
  /** @type {any} */ (globalThis)[KEY] = cache;
}

function clearSharedPageCache() {
  /** @type {any} */ (globalThis)[KEY]?.clear();
}

module.exports = { registerSharedPageCache, clearSharedPageCache };
