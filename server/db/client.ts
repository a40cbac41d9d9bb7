import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { openPgliteClient } from './pgliteOpen';
import { PgliteThread } from './pgliteThread';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server/db/migrations');
export const DEFAULT_PGLITE_DIR = path.join(process.cwd(), '.data/pglite');

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; 'memory' for an in-memory database. */
  dataDir?: string;
  /** For 'memory': start from this dump of a data folder (PGlite's dumpDataDir) instead of an empty cluster. */
  pgliteSnapshot?: Blob;
  migrate?: boolean;
}

/** Opens a database and (by default) applies the committed SQL migrations. */
export async function openDb(options: OpenOptions = {}): Promise<DbHandle> {
  const opened = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR, options.pgliteSnapshot);
  const handle: DbHandle = { ...opened, close: async () => {
    await runBeforeClose(opened.db);
    await opened.close();
  } };
  if (options.migrate !== false) await migrateDb(handle);
  return handle;
}

// On globalThis: page renders and API routes are separate module graphs of Next's bundle in one process.
const BEFORE_CLOSE = Symbol.for('musubi.beforeClose');
const hooksOf = (db: Db): Set<() => Promise<void>> => {
  const g = globalThis as typeof globalThis & { [BEFORE_CLOSE]?: WeakMap<Db, Set<() => Promise<void>>> };
  const all = (g[BEFORE_CLOSE] ??= new WeakMap());
  let hooks = all.get(db);
  if (!hooks) all.set(db, (hooks = new Set()));
  return hooks;
};

/** Work to finish while the database is still open when its handle closes (writes kept in memory). */
export function beforeClose(db: Db, hook: () => Promise<void>): void {
  hooksOf(db).add(hook);
}

async function runBeforeClose(db: Db): Promise<void> {
  for (const hook of hooksOf(db)) await hook().catch((err: unknown) => console.error('[db] before close:', err));
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Short timeouts: while the database is away a request answers 503 within seconds instead of hanging.
  // An empty setting (a copied .env.example) means the default, not 0.
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX || 20),
    // Also bounds the wait for a free client under load.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS || 4000),
    query_timeout: Number(process.env.PG_QUERY_TIMEOUT_MS || 8000),
    // pg's default closes a connection after 10 s unused: a server whose answers came from its caches
    // for a while then met a burst of cold reads by opening backends, each with empty catalog caches
    // and no prepared statements. A minute of quiet still returns spare connections to PostgreSQL.
    idleTimeoutMillis: Number(process.env.PG_IDLE_TIMEOUT_MS || 60_000),
  });
  // An idle client cut off by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  logSlowQueries(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DbHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = onDatabaseThread(dataDir) ? await PgliteThread.open(dataDir) : await openPgliteClient(dataDir, snapshot);
  logSlowQueries(client);
  const db = drizzle({ client: client as never, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A data folder's database runs on its own thread (server/db/pgliteThread.ts) unless
 * PGLITE_THREAD=0; an in-memory one (the tests') stays in the caller's thread.
 */
function onDatabaseThread(dataDir: string): boolean {
  return dataDir !== 'memory' && process.env.PGLITE_THREAD !== '0';
}

/**
 * DB_SLOW_QUERY_MS=n logs every query that took n ms or more (time from sending to the answer,
 * which on PGlite is its CPU time: one engine runs one query at a time).
 */
function logSlowQueries(client: { query: (...args: never[]) => Promise<unknown> }): void {
  const threshold = Number(process.env.DB_SLOW_QUERY_MS);
  if (!process.env.DB_SLOW_QUERY_MS || !Number.isFinite(threshold)) return;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      const ms = performance.now() - started;
      if (ms >= threshold) {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : first?.text ?? '';
        console.log(`[db] ${ms.toFixed(1)} ms: ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
      }
    }
  };
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

const GLOBAL_KEY = Symbol.for('musubi.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<DbHandle> };

/** The server process's one database, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  const g = globalThis as GlobalWithDb;
  if (!g[GLOBAL_KEY]) {
    g[GLOBAL_KEY] = openDb({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined })
      .catch((err) => {
        g[GLOBAL_KEY] = undefined;
        throw err;
      });
  }
  return g[GLOBAL_KEY]!.then((h) => h.db);
}

/** Lets tests and scripts install the handle the app should use. */
export function setDbForProcess(handle: DbHandle): void {
  (globalThis as GlobalWithDb)[GLOBAL_KEY] = Promise.resolve(handle);
}
