import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database on its own thread (server/db/pgliteThread.worker.mjs), behind the part of
 * PGlite's API that drizzle uses (query, exec, transaction, close).
 *
 * Why: PGlite runs PostgreSQL in WebAssembly in the calling thread, and parses every answer in
 * JavaScript there too. In the server's thread a cold query (a search, a hall page's sections)
 * blocked every other request for as long as it ran, cached ones included, and left the second
 * core idle. On its own thread the engine works while the server's thread renders.
 */

interface Results<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only "leave this type as the text PostgreSQL sent" (what drizzle asks for dates and intervals). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface PgliteThreadTransaction {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };
type Ready = { ready: true } | { ready: false; error: { message: string } };
type Request = Record<string, unknown> & { op: 'query' | 'exec' | 'begin' | 'end' | 'close' };

// Loaded by Node itself, not bundled: found from the project folder, like the migrations.
const WORKER_FILE = path.join(process.cwd(), 'server/db/pgliteThread.worker.mjs');

/** A database error from the thread, with PostgreSQL's fields (code, detail, constraint…). */
export class DatabaseThreadError extends Error {
  [field: string]: unknown;

  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = String(fields.name ?? 'DatabaseError');
  }
}

/** Text-kept types of a drizzle query; any other parser is refused rather than silently skipped. */
function textTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2026-11-26', Number(oid)) !== '2026-11-26') throw new Error(`the database thread keeps type ${oid} as text only`);
    return Number(oid);
  });
}

export class PgliteThread implements PgliteThreadTransaction {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private nextId = 1;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Reply) => {
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (msg.ok) waiting.resolve(msg.value);
      else waiting.reject(new DatabaseThreadError(msg.error));
    });
    const failAll = (err: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Opens the data folder on a new thread; resolves once its migrations may run. */
  static open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    return new Promise((resolve, reject) => {
      worker.once('message', (msg: Ready) => {
        if (msg.ready) resolve(new PgliteThread(worker));
        else {
          void worker.terminate();
          reject(new DatabaseThreadError(msg.error));
        }
      });
      worker.once('error', reject);
    });
  }

  private call<T>(request: Request): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T = unknown>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers), tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const handle: PgliteThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
