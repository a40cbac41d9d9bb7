// @ts-check
// CommonJS with JSDoc types: the database thread (pgliteThread.worker.mjs) loads it with plain Node,
// outside Next's bundles.
const fs = require('node:fs');
const path = require('node:path');

/**
 * PGlite's storage for a data folder on disk, behind its MEMFS frontend
 * (`@electric-sql/pglite/memfs-frontend`): the database files live in memory while the server
 * runs and every query's changes are written to the folder when the query ends (the WAL first,
 * pg_control last, fsync'd unless PGlite asks for relaxed durability), so the folder is always
 * a state PostgreSQL recovers from.
 *
 * Why not PGlite's default NODEFS: PostgreSQL asks for a relation's size (lseek to its end) for
 * every table and index a query plans or scans, and NODEFS answers each with an fstat system
 * call. A cold article page spent a quarter of its CPU in fstat (`node --cpu-prof`, scale 10).
 * The folder's layout is PostgreSQL's own, the same as NODEFS writes, so either can open it.
 * @implements {import('@electric-sql/pglite/memfs-frontend').StorageBackend}
 */
class DiskMirrorBackend {
  /** @param {string} root */
  constructor(root) {
    this.root = root;
  }

  async init() {
    fs.mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /** @returns {AsyncIterable<import('@electric-sql/pglite/memfs-frontend').StorageEntry>} */
  load() {
    return walk(this.root, '');
  }

  /**
   * @param {import('@electric-sql/pglite/memfs-frontend').ChangeSet} changes
   * @param {{ relaxedDurability: boolean }} options
   */
  async apply(changes, { relaxedDurability }) {
    for (const op of changes.ops) {
      const target = this.resolve(op.path);
      if (op.op === 'mkdir') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else fs.rmSync(target, { recursive: true, force: true });
    }
    const { wal, data, control } = changes.files;
    for (const group of [wal, data, control]) {
      for (const file of group) writeChanges(this.resolve(file.path), file, relaxedDurability);
    }
  }

  async close() {
    // Every file is closed after its write: nothing is held open.
  }

  /**
   * An absolute path inside the folder for a PGDATA-relative one ("/base/1/1259").
   * @param {string} relative
   */
  resolve(relative) {
    const target = path.resolve(this.root, `.${relative}`);
    if (target !== this.root && !target.startsWith(this.root + path.sep)) throw new Error(`PGlite path outside its folder: ${relative}`);
    return target;
  }
}

/**
 * @param {string} root
 * @param {string} relative
 * @returns {AsyncGenerator<import('@electric-sql/pglite/memfs-frontend').StorageEntry>}
 */
async function* walk(root, relative) {
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      yield { kind: 'dir', path: child };
      yield* walk(root, child);
    } else if (entry.isFile()) {
      const file = path.join(root, child);
      yield { kind: 'file', path: child, data: new Uint8Array(fs.readFileSync(file)), mtime: fs.statSync(file).mtimeMs };
    }
  }
}

/**
 * @param {string} file
 * @param {import('@electric-sql/pglite/memfs-frontend').FileWrite} change
 * @param {boolean} relaxedDurability
 */
function writeChanges(file, change, relaxedDurability) {
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    if (change.full || change.truncate) fs.ftruncateSync(fd, change.full ? 0 : change.size);
    for (const chunk of change.chunks) fs.writeSync(fd, chunk.data, 0, chunk.data.byteLength, chunk.at);
    if (change.full && change.size > 0) fs.ftruncateSync(fd, change.size);
    if (!relaxedDurability) fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

module.exports = { DiskMirrorBackend };
