// @ts-check
'use strict';
// Whether this process is warming up (server/web/warmUp.js), shared by the production server
// (scripts/serve.mjs) and the code inside Next's server bundle, a separate module graph in the same
// process: a symbol on globalThis joins them, as in pageCacheRegistry.js.
const KEY = Symbol.for('musubi.warmUp');

/** @returns {{ active: boolean; done: Set<() => void> }} */
function state() {
  const g = /** @type {any} */ (globalThis);
  return (g[KEY] ??= { active: false, done: new Set() });
}

/** True while the process renders its warm-up pages (it takes no visitor meanwhile). */
function isWarmingUp() {
  return state().active;
}

/** Runs `listener` when a warm-up ends (the caches drop what it left). @param {() => void} listener */
function afterWarmUp(listener) {
  state().done.add(listener);
}

/** @param {boolean} active */
function setWarmingUp(active) {
  const s = state();
  s.active = active;
  if (active) return;
  for (const listener of s.done) {
    try {
      listener();
    } catch (err) {
      console.error('[warm-up] cleanup failed:', err instanceof Error ? err.message : err);
    }
  }
}

module.exports = { isWarmingUp, afterWarmUp, setWarmingUp };
