// @ts-check
'use strict';
// First-load JavaScript per page route of a production build: the gzip size of every script a
// visitor's browser fetches before the page is interactive (the app's chunks, the route's own,
// the runtime), read from the build's manifest. Used by tests/e2e/jsBudget.e2e.ts and, to print
// the table, `node scripts/jsBudget.js [distDir]`.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** The budget every page route must stay under, in bytes (gzip). */
const DEFAULT_BUDGET = 150 * 1024;

/**
 * @param {string} distDir e.g. `.next`
 * @returns {{ route: string, files: string[], gzipBytes: number }[]}
 */
function firstLoadJs(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const gzip = (/** @type {string} */ file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const js = (/** @type {string[] | undefined} */ files) => (files ?? []).filter((f) => f.endsWith('.js'));
  const shared = [...js(manifest.polyfillFiles), ...js(manifest.rootMainFiles), ...js(manifest.pages['/_app'])];
  return Object.entries(manifest.pages)
    .filter(([route]) => route !== '/_app')
    .map(([route, files]) => {
      const all = [...new Set([...shared, ...js(/** @type {string[]} */ (files))])];
      return { route, files: all, gzipBytes: all.reduce((sum, f) => sum + gzip(f), 0) };
    });
}

module.exports = { firstLoadJs, DEFAULT_BUDGET };

if (require.main === module) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
  for (const { route, files, gzipBytes } of firstLoadJs(distDir)) {
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${String(files.length).padStart(3)} files  ${route}`);
  }
}
