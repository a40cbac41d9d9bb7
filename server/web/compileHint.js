// @ts-check
'use strict';
// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every
// function compiled eagerly, on the thread that streams the script in, instead of each function
// on the main thread the first time it is called.
//
// Why: the build's chunks are module factories that all run once, at start-up. Compiled lazily,
// each factory and each function of react-dom is compiled inside Turbopack's one task that
// instantiates the page's modules and inside hydration: on /privacy at CPU ×5 that task lasts
// 385–492 ms without the hint, 300 ms of it compiling; with it the task leaves the main thread and
// hydration takes 87–164 ms instead of 188–354 (docs/performance.md, "Browser").
const COMPILE_HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');

/**
 * The script's bytes with the hint on its first line (once); any other file unchanged.
 * @param {string} file
 * @param {Buffer} bytes
 */
function withCompileHint(file, bytes) {
  if (!file.endsWith('.js')) return bytes;
  if (bytes.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT)) return bytes;
  return Buffer.concat([COMPILE_HINT, bytes]);
}

module.exports = { withCompileHint, COMPILE_HINT };
