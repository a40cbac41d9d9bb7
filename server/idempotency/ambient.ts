import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * A keyed write's own statements run in its claim's transaction (server/idempotency/store.ts), so
 * the write and the answer kept for its key commit together or not at all. Without this, an
 * instance killed after the write committed but before its answer was kept let the retry (nginx
 * passes it to the next instance) take the key again and do the write a second time: the
 * `--restart-instance KILL` load test found 3 reservations made twice that way.
 *
 * The endpoint's code does not change: while it runs, the main pool's `query` goes to the claim's
 * connection, and a `db.transaction()` (which asks the pool for a client) gets that connection with
 * BEGIN/COMMIT/ROLLBACK turned into a savepoint of the claim's transaction.
 */
interface Ambient {
  /** null once the keyed write has ended: work it left behind (a timer) uses the pool again. */
  client: PoolClient | null;
  savepoints: number;
}

const storage = new AsyncLocalStorage<Ambient>();
const routed = new WeakSet<Pool>();

const textOf = (arg: unknown): string => (typeof arg === 'string' ? arg : typeof (arg as { text?: unknown })?.text === 'string' ? (arg as { text: string }).text : '');

/** The claim's connection as a pool client of its own: a transaction on it is a savepoint. */
function nestedClient(ambient: Ambient, client: PoolClient): PoolClient {
  const name = `idem_sp${++ambient.savepoints}`;
  const query = (...args: unknown[]) => {
    const text = textOf(args[0]).trim().toLowerCase();
    if (/^begin\b/.test(text)) return client.query(`SAVEPOINT ${name}`);
    if (text === 'commit') return client.query(`RELEASE SAVEPOINT ${name}`);
    if (text === 'rollback') return client.query(`ROLLBACK TO SAVEPOINT ${name}`);
    return (client.query as (...a: unknown[]) => unknown)(...args);
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'release') return () => undefined;
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Makes the pool send a keyed write's statements to its claim's connection (once per pool). */
export function routeKeyedWrites(pool: Pool): void {
  if (routed.has(pool)) return;
  routed.add(pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const client = storage.getStore()?.client;
    return client ? (client.query as (...a: unknown[]) => unknown)(...args) : query(...args);
  };
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    const ambient = storage.getStore();
    if (!ambient?.client || typeof args[0] === 'function') return connect(...args);
    return Promise.resolve(nestedClient(ambient, ambient.client));
  };
}

/** Runs `fn` with its statements in `client`'s transaction; afterwards nothing started inside uses it. */
export async function inClaim<T>(client: PoolClient, fn: () => Promise<T>): Promise<T> {
  const ambient: Ambient = { client, savepoints: 0 };
  try {
    return await storage.run(ambient, fn);
  } finally {
    ambient.client = null;
  }
}

/** Work started by a keyed write that must not join its transaction (the mail sender, which must see only committed mail). */
export function outsideKeyedWrite<T>(fn: () => T): T {
  return storage.exit(fn);
}
