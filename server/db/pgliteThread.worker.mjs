// The database thread: the embedded PGlite (its WebAssembly engine, its wire-protocol parsing and
// its writes to the data folder) runs here, so the server's own thread keeps rendering pages and
// answering cached requests while a query runs. server/db/pgliteThread.ts is the other end.
import { parentPort, workerData } from 'node:worker_threads';
import opener from './pgliteOpen.js';

const { openPgliteClient } = opener;
const ROLLBACK = Symbol('rollback');

/** Open transactions by id: PGlite's transaction handle, how to end it and its outcome. */
const transactions = new Map();
let nextTransactionId = 1;

/** Drizzle asks for some types as text (dates, intervals, numeric arrays): PGlite leaves them as sent. */
function parsersFor(textTypes) {
  if (!textTypes?.length) return undefined;
  return Object.fromEntries(textTypes.map((oid) => [oid, (value) => value]));
}

function errorOf(err) {
  const out = { message: err?.message ?? String(err), name: err?.name ?? 'Error' };
  // PostgreSQL's error fields (code, detail, constraint, table, column…) travel with the message.
  for (const [key, value] of Object.entries(err ?? {})) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    out[key] = value;
  }
  return out;
}

function target(db, tx) {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.handle;
}

function begin(db) {
  return new Promise((resolveBegin, rejectBegin) => {
    const id = nextTransactionId++;
    const open = { handle: null, finish: null, done: null };
    open.done = db
      .transaction((handle) => new Promise((resolve, reject) => {
        open.handle = handle;
        open.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
        transactions.set(id, open);
        resolveBegin(id);
      }))
      .catch((err) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => transactions.delete(id));
    // Fails the begin when BEGIN itself failed; once begun, a failure is the `end` message's to report.
    open.done.catch(rejectBegin);
  });
}

async function end(tx, commit) {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  open.finish(commit);
  await open.done;
}

async function handle(db, msg) {
  switch (msg.op) {
    case 'query': {
      const result = await target(db, msg.tx).query(msg.sql, msg.params ?? [], { rowMode: msg.rowMode ?? 'object', parsers: parsersFor(msg.textTypes) });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await target(db, msg.tx).exec(msg.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    case 'begin':
      return begin(db);
    case 'end':
      return end(msg.tx, msg.commit);
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown database thread operation ${msg.op}`);
  }
}

openPgliteClient(workerData.dataDir).then(
  (db) => {
    parentPort.on('message', (msg) => {
      handle(db, msg).then(
        (value) => parentPort.postMessage({ id: msg.id, ok: true, value }),
        (err) => parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(err) }),
      );
    });
    parentPort.postMessage({ ready: true });
  },
  (err) => parentPort.postMessage({ ready: false, error: errorOf(err) }),
);
