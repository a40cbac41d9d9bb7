// @ts-check
'use strict';
// Next renders Pages Router pages with React's edge build of react-dom/server even in Node
// (next/dist/server/ReactDOMServerPages.js, "TODO: Use Node.js build unless we're in an Edge
// runtime"). The edge build turns every attribute and text into bytes on its own (TextEncoder.encode
// per string: ~10 % of a long page's render in a CPU profile, and the garbage of it); React's Node
// build keeps strings and encodes them into 4 KB buffers, and since React 19.1 it has the same
// renderToReadableStream (with `allReady`) that Next calls. The production server points Next's
// require of the edge build at the Node build before Next loads.
const Module = require('node:module');

const EDGE = 'react-dom/server.edge';
const NODE = 'react-dom/server.node';

/** @type {boolean} */
let installed = false;

function useNodeFizz() {
  if (installed) return;
  if (typeof require(NODE).renderToReadableStream !== 'function') return; // an older React: keep Next's choice
  installed = true;
  /** @type {any} */
  const mod = Module;
  const resolveFilename = mod._resolveFilename;
  mod._resolveFilename = function resolveNodeFizz(/** @type {string} */ request, /** @type {unknown[]} */ ...rest) {
    return resolveFilename.call(this, request === EDGE ? NODE : request, ...rest);
  };
}

module.exports = { useNodeFizz };
