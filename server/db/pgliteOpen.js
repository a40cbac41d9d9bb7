// @ts-check
// CommonJS: the server's own thread and the database thread (pgliteThread.worker.mjs, plain Node
// outside Next's bundles) open the embedded database through this one function.
const fs = require('node:fs');
const path = require('node:path');
const { DiskMirrorBackend } = require('./pgliteDiskMirror');
const { lockFolder } = require('./pgliteFolderLock');

/**
 * The embedded database for a data folder ('memory': in memory), ready for queries.
 * PGLITE_STORAGE=nodefs reads and writes the folder with PGlite's default storage instead of the
 * in-memory mirror (server/db/pgliteDiskMirror.js).
 * @param {string} dataDir
 * @param {Blob} [snapshot] for 'memory': a dump of a data folder to start from (no initdb)
 * @returns {Promise<import('@electric-sql/pglite').PGlite>}
 */
async function openPgliteClient(dataDir, snapshot) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  let client;
  if (dataDir === 'memory') {
    client = new PGlite({ extensions, ...(snapshot ? { loadDataDir: snapshot } : {}) });
    await client.waitReady;
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    const release = await lockFolder(dataDir);
    try {
      if (process.env.PGLITE_STORAGE === 'nodefs') client = new PGlite(dataDir, { extensions });
      else {
        const { MemfsFrontendFS } = await import('@electric-sql/pglite/memfs-frontend');
        client = new PGlite({ fs: new MemfsFrontendFS(new DiskMirrorBackend(path.resolve(dataDir))), extensions });
      }
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
    // The folder is free once PGlite has closed, and with it written its last changes.
    const close = client.close.bind(client);
    client.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
  }
  // PGlite plans in WebAssembly: a six-table join (a hall with its geography) spent ~11 ms of
  // ~12 ms planning. Our queries name their joins from the driving table outwards, so the
  // planner keeps that order instead of searching every permutation.
  await client.exec('SET join_collapse_limit = 1');
  return client;
}

module.exports = { openPgliteClient };
