// @ts-check
// CommonJS: the server's own thread and the database thread (pgliteThread.worker.mjs, plain Node
// outside Next's bundles) open the embedded database through this one function.
const fs = require('node:fs');
const path = require('node:path');
const { DiskMirrorBackend } = require('./pgliteDiskMirror');

/**
 * The embedded database for a data folder ('memory': in memory), ready for queries.
 * PGLITE_STORAGE=nodefs reads and writes the folder with PGlite's default storage instead of the
 * in-memory mirror (server/db/pgliteDiskMirror.js).
 * @param {string} dataDir
 * @returns {Promise<import('@electric-sql/pglite').PGlite>}
 */
async function openPgliteClient(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  const options = { extensions, startParams: startParams(PGlite) };
  let client;
  if (dataDir === 'memory') client = new PGlite({ extensions });
  else {
    fs.mkdirSync(dataDir, { recursive: true });
    if (process.env.PGLITE_STORAGE === 'nodefs') client = new PGlite(dataDir, options);
    else {
      const { MemfsFrontendFS } = await import('@electric-sql/pglite/memfs-frontend');
      client = new PGlite({ ...options, fs: new MemfsFrontendFS(new DiskMirrorBackend(path.resolve(dataDir))) });
    }
  }
  await client.waitReady;
  // PGlite plans in WebAssembly: a six-table join (a hall with its geography) spent ~11 ms of
  // ~12 ms planning. Our queries name their joins from the driving table outwards, so the
  // planner keeps that order instead of searching every permutation.
  await client.exec('SET join_collapse_limit = 1');
  return client;
}

/**
 * PGlite's own start parameters plus a bigger buffer cache for a data folder (PGLITE_SHARED_BUFFERS,
 * default 512MB; PostgreSQL's 128MB): a page not in it is copied in from the file layer, and at
 * demo scale 10 a crawl over every hall page touches more than 128MB of the 1.9 GB.
 * @param {{ defaultStartParams?: string[] }} PGlite
 */
function startParams(PGlite) {
  const buffers = process.env.PGLITE_SHARED_BUFFERS || '512MB';
  if (!/^\d+(kB|MB|GB)$/.test(buffers)) throw new Error(`PGLITE_SHARED_BUFFERS: a size such as 512MB, not ${buffers}`);
  return [...(PGlite.defaultStartParams ?? []), '-c', `shared_buffers=${buffers}`];
}

module.exports = { openPgliteClient };
