import type { Pool, PoolClient } from 'pg';
import { and, eq, lt, sql } from 'drizzle-orm';
import { beforeClose, type Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { inClaim, routeKeyedWrites } from './ambient';

/** How long a first answer is kept and replayed. */
export const KEEP_HOURS = 24;
/** How long a duplicate waits for the first request with its key to finish before it gets a 409. */
export const WAIT_MS = Number(process.env.IDEMPOTENCY_WAIT_MS || 10_000);

export interface KeyRef {
  caller: string;
  endpoint: string;
  key: string;
  fingerprint: string;
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * What a keyed write may do: run (then keep its answer, or give the key up when there is nothing
 * to keep), replay the kept answer, or be refused (the first is still running; another input).
 */
export type Claim =
  | { kind: 'run'; run<T>(fn: () => Promise<T>): Promise<T>; keep(answer: Answer): Promise<void>; /** Keeps no answer; the write's own statements stand. */ release(): Promise<void> }
  | { kind: 'replay'; answer: Answer }
  | { kind: 'busy' }
  | { kind: 'mismatch' };

const fresh = () => sql`now() - make_interval(hours => ${KEEP_HOURS})`;

function answered(row: { fingerprint: string; status: number; body: string } | undefined, ref: KeyRef): Claim | null {
  if (!row) return null;
  return row.fingerprint === ref.fingerprint ? { kind: 'replay', answer: { status: row.status, body: row.body } } : { kind: 'mismatch' };
}

/** Now and then, keys older than a day go. */
function sweepSometimes(db: Db): void {
  if (Math.random() >= 0.01) return;
  void db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, fresh())).catch(() => undefined);
}

/** Claims a key: the first request with it runs, the others wait for its answer. */
export async function claimKey(db: Db, ref: KeyRef): Promise<Claim> {
  sweepSometimes(db);
  const pool = poolOf(db);
  if (!pool) return claimInProcess(db, ref);
  routeKeyedWrites(pool);
  return claimOnPostgres(keyPoolFor(db, pool), ref);
}

// --- PostgreSQL: the claim is a row inserted in a transaction held open while the write runs, and
// the write's own statements run in that transaction (./ambient): the write, and the answer kept
// for its key, commit together. ---
// A duplicate's insert waits on that row's lock (on any instance): it sees the kept answer when the
// first commits, or takes the key when the first instance died (its connection closes, PostgreSQL
// rolls the claim back). The claims hold connections of a pool of their own, so a crowd of writes
// can never take every connection their own statements need.

function poolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client?: Pool }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.connect === 'function' ? client : null;
}

const keyPools = new WeakMap<Db, Pool>();

function keyPoolFor(db: Db, pool: Pool): Pool {
  let keyPool = keyPools.get(db);
  if (!keyPool) {
    const Ctor = pool.constructor as new (options: object) => Pool;
    keyPool = new Ctor({ ...pool.options, max: Number(process.env.PG_IDEMPOTENCY_POOL_MAX || 10) });
    keyPool.on('error', (err) => console.error('[idempotency] idle client error:', err.message));
    keyPools.set(db, keyPool);
    const closing = keyPool;
    beforeClose(db, () => closing.end());
  }
  return keyPool;
}

async function claimOnPostgres(pool: Pool, ref: KeyRef): Promise<Claim> {
  const client: PoolClient = await pool.connect();
  // A connection lost while the write runs (PostgreSQL restarted or ended it) must not crash the
  // process: pg emits 'error' on a checked-out client between queries, and the pool listens only
  // while it is idle. The next statement fails, and the claim is gone with the connection.
  const lost = (err: Error) => console.error('[idempotency] claim connection lost:', err.message);
  client.on('error', lost);
  const giveBack = (err?: Error) => {
    client.off('error', lost);
    client.release(err);
  };
  let done = false;
  const finish = async (statement: string, params: unknown[] = []) => {
    if (done) return;
    done = true;
    try {
      await client.query(statement, params);
      giveBack();
    } catch (err) {
      giveBack(err as Error);
      throw err;
    }
  };
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(WAIT_MS))}`);
    // A kept answer older than a day is taken over as if there were none.
    const inserted = await client.query(
      `INSERT INTO idempotency_keys (caller, endpoint, key, fingerprint, status, body) VALUES ($1, $2, $3, $4, 0, '')
       ON CONFLICT (caller, endpoint, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = 0, body = '', created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(hours => ${KEEP_HOURS})
       RETURNING 1`,
      [ref.caller, ref.endpoint, ref.key, ref.fingerprint],
    );
    if (inserted.rowCount === 1) {
      // The wait above was for the claim only; the write's own statements wait as they always do.
      await client.query('SET LOCAL lock_timeout TO DEFAULT');
      return {
        kind: 'run',
        // The write's statements join this transaction (./ambient): it commits with its answer.
        run: (fn) => inClaim(client, fn),
        keep: async (answer) => {
          if (done) return;
          try {
            await client.query('UPDATE idempotency_keys SET status = $4, body = $5 WHERE caller = $1 AND endpoint = $2 AND key = $3', [ref.caller, ref.endpoint, ref.key, answer.status, answer.body]);
          } catch (err) {
            // The connection died (its transaction, the write with it, is gone): drop it from the pool.
            done = true;
            giveBack(err as Error);
            throw err;
          }
          await finish('COMMIT');
        },
        // No answer to keep (an error, a sign-in's cookies): the key goes, and what the write did
        // stays, as it would without a key (a failed sign-in's count must not be rolled back). A
        // transaction a failed statement aborted cannot commit: it rolls back, as it would have.
        release: async () => {
          if (done) return;
          try {
            await client.query('DELETE FROM idempotency_keys WHERE caller = $1 AND endpoint = $2 AND key = $3', [ref.caller, ref.endpoint, ref.key]);
          } catch {
            await finish('ROLLBACK').catch(() => undefined);
            return;
          }
          await finish('COMMIT');
        },
      };
    }
    const found = await client.query<{ fingerprint: string; status: number; body: string }>(
      'SELECT fingerprint, status, body FROM idempotency_keys WHERE caller = $1 AND endpoint = $2 AND key = $3',
      [ref.caller, ref.endpoint, ref.key],
    );
    await finish('ROLLBACK');
    return answered(found.rows[0], ref) ?? { kind: 'busy' };
  } catch (err) {
    if (!done) {
      done = true;
      giveBack(err as Error);
    }
    // lock_not_available: the first request with this key is still running.
    if ((err as { code?: string }).code === '55P03') return { kind: 'busy' };
    throw err;
  }
}

// --- PGlite: one process holds the database, so the running claims are a map in memory. ---

const running = new Map<string, Promise<void>>();

async function claimInProcess(db: Db, ref: KeyRef): Promise<Claim> {
  const id = JSON.stringify([ref.caller, ref.endpoint, ref.key]);
  const deadline = Date.now() + WAIT_MS;
  for (let first = running.get(id); first; first = running.get(id)) {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      first.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now())))),
    ]);
    clearTimeout(timer);
    if (timedOut) return { kind: 'busy' };
  }
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, ref.caller), eq(idempotencyKeys.endpoint, ref.endpoint), eq(idempotencyKeys.key, ref.key), sql`${idempotencyKeys.createdAt} >= ${fresh()}`));
  const replay = answered(row, ref);
  if (replay) return replay;
  let settle!: () => void;
  running.set(id, new Promise<void>((resolve) => (settle = resolve)));
  const end = () => {
    running.delete(id);
    settle();
  };
  return {
    kind: 'run',
    run: (fn) => fn(),
    keep: async (answer) => {
      try {
        await db
          .insert(idempotencyKeys)
          .values({ ...ref, ...answer })
          .onConflictDoUpdate({ target: [idempotencyKeys.caller, idempotencyKeys.endpoint, idempotencyKeys.key], set: { fingerprint: ref.fingerprint, ...answer, createdAt: sql`now()` } });
      } finally {
        end();
      }
    },
    release: async () => end(),
  };
}
