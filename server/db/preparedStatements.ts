import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';

type Rows = { rows: Record<string, unknown>[] };
/** What runs SQL text: a PGlite session (`exec` runs several statements), or one client of node-postgres' pool. */
type Session = { query(text: string): Promise<Rows | Rows[]> };
type PgliteClient = Session & { exec(text: string): Promise<Rows[]> };
type PooledClient = Session & { release(err?: Error | boolean): void };
type PgPool = { connect(): Promise<PooledClient> };
export type QueryClient = PgliteClient | PgPool;

/**
 * How many statements one session keeps prepared. The site search's statements differ with the
 * number of words and forms and with the page (a few dozen shapes in use); the least recently used
 * one beyond this is deallocated, so neither PostgreSQL's session nor this map grows without end.
 */
export const PREPARED_PER_SESSION = 128;

/**
 * The statements prepared on each session, least recently used first. Kept on globalThis: page
 * renders and API routes are separate module graphs of Next's bundle in one process, and both run
 * statements on the same sessions (PGlite's one, the pool's connections).
 */
const PREPARED_ON = Symbol.for('musubi.preparedOn');
const g = globalThis as typeof globalThis & { [PREPARED_ON]?: WeakMap<object, Map<string, true>> };
const preparedOn = (g[PREPARED_ON] ??= new WeakMap());

/**
 * EXECUTE takes no bind parameters: its arguments are written as literals. After five executions
 * PostgreSQL keeps planning each one afresh whenever the generic plan's estimate looks dearer than
 * the custom plans' (for a hall's page and for related posts it always did, wrongly): on PGlite,
 * in WebAssembly, planning a hall's statement cost more than running it (17 vs 7 ms at scale 10),
 * and on PostgreSQL related posts cost 1.6 ms of the server's CPU instead of 0.7. The setting holds
 * for this one message (one implicit transaction: an error rolls it back too), so every other
 * statement of the session keeps PostgreSQL's own choice.
 */
const executeText = (name: string, args: string) => `SET plan_cache_mode = force_generic_plan; EXECUTE ${name}${args ? `(${args})` : ''}; RESET plan_cache_mode`;

/**
 * The statements one message sends: the PREPARE when the session has not got the statement (and the
 * DEALLOCATE of the one it evicts), then the EXECUTE. The bookkeeping is synchronous, so on PGlite,
 * whose one session runs messages in the order they were sent, a call that finds the name marked
 * runs after the message that prepares it.
 */
function messageFor(session: object, name: string, text: string, args: string): { message: string; at: number } {
  let names = preparedOn.get(session);
  if (!names) preparedOn.set(session, (names = new Map()));
  const parts: string[] = [];
  if (names.has(name)) {
    names.delete(name);
  } else {
    const oldest = names.size >= PREPARED_PER_SESSION ? names.keys().next().value : undefined;
    if (oldest !== undefined) {
      names.delete(oldest);
      parts.push(`DEALLOCATE ${oldest}`);
    }
    parts.push(`PREPARE ${name} AS ${text}`);
  }
  names.set(name, true);
  // The EXECUTE's result follows the SET's.
  return { message: [...parts, executeText(name, args)].join('; '), at: parts.length + 1 };
}

/** Forgets a statement whose message failed: it is prepared again next time (after a DEALLOCATE that may fail). */
function forget(session: object, name: string): void {
  preparedOn.get(session)?.delete(name);
}

/**
 * Runs the prepared statement `name` (`text`, with these literal arguments) on a session of
 * `client`, preparing it there in the same message the first time: PostgreSQL parses and plans it
 * once per session instead of for every call. PGlite has one session; node-postgres prepares it on
 * each pooled connection the first time that connection runs it (the pool replaces connections: a
 * restart, a failover, an idle one closed, and a new one prepares again).
 */
export async function executePrepared(client: QueryClient, name: string, text: string, args: string): Promise<Rows> {
  if ('exec' in client) {
    const { message, at } = messageFor(client, name, text, args);
    try {
      return (await client.exec(message))[at];
    } catch (err) {
      forget(client, name);
      await client.exec(`DEALLOCATE ${name}`).catch(() => undefined);
      throw err;
    }
  }
  const session = await client.connect();
  try {
    const { message, at } = messageFor(session, name, text, args);
    const rows = ((await session.query(message)) as Rows[])[at];
    session.release();
    return rows;
  } catch (err) {
    forget(session, name);
    // As the pool's own query does: a connection that failed a statement (a timeout, say) is not reused.
    session.release(err instanceof Error ? err : true);
    throw err;
  }
}

/** A parameter as an SQL literal (standard_conforming_strings: only the quote is doubled). */
export function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for ${typeof value}`);
}

const dialect = new PgDialect();

/**
 * A statement built per call (the site search's: its text differs with the words' number and forms)
 * run as a prepared statement named by its text, so that calls of the same shape share one plan: a
 * search's planning cost PostgreSQL more than its reads. Its LIMITs belong in the text
 * (`limitInText`), its values are literals (numbers, text, null).
 */
export async function execPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `musubi_q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const client = (db as unknown as { $client: QueryClient }).$client;
  return (await executePrepared(client, name, text, params.map(literal).join(', '))).rows as T[];
}

/**
 * A LIMIT written into a statement's text. drizzle binds `.limit(n)` as a parameter, and with a
 * parameter the forced generic plan cannot count on a small LIMIT: it planned /brides/'s pickups
 * for all 8,102 picked-up reports (85 → 14 req/s). drizzle writes an SQL object as it is.
 */
export function limitInText(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`no LIMIT of ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
