// @ts-check
'use strict';
// Waits until a freshly started server answers (any status below 500). Shared by the benchmark
// (scripts/bench.mjs) and the e2e setup (tests/e2e/support/globalSetup.ts). CommonJS so both load it.

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
async function waitForServer(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

module.exports = { waitForServer };
