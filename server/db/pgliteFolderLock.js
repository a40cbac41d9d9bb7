// @ts-check
// CommonJS: opened by pgliteOpen.js, on the server's own thread and on the database thread alike.
const fs = require('node:fs');
const path = require('node:path');

/**
 * A PGlite folder is one process's at a time (PostgreSQL's own postmaster.pid has no counterpart
 * here). The server keeps the database in memory and writes it back as it goes, and once more
 * when it closes: a second process that opened the folder meanwhile (the next `npm start`, bench or
 * Lighthouse run starting while the last one drains) read files from before that last write and
 * a pg_control from after it, and a row updated just before lost both of its versions.
 *
 * The lock is a file beside the folder (`<folder>.lock`, so the folder holds PostgreSQL's files
 * only) naming the holder's pid. A new opener waits for a live holder to close, up to
 * PGLITE_LOCK_WAIT_MS (30 s), then fails saying who holds it; a holder that is gone left a stale
 * lock, which is taken over.
 * @param {string} dataDir
 * @returns {Promise<() => void>} releases the lock
 */
async function lockFolder(dataDir) {
  const file = `${path.resolve(dataDir)}.lock`;
  const waitMs = Number(process.env.PGLITE_LOCK_WAIT_MS ?? 30_000);
  const deadline = Date.now() + waitMs;
  const mine = String(process.pid);
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(file);
    if (holder === null) continue; // released meanwhile
    // (0: the holder is still writing its pid.)
    if (holder !== 0 && !isAlive(holder)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(`PGlite folder ${dataDir} is in use by process ${holder} (${file}); one process at a time may open it`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pid in the lock file; 0 while it is being written; null once it is gone. @param {string} file @returns {number | null} */
function holderOf(file) {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return null;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

module.exports = { lockFolder };
