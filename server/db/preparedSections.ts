import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { decodeSections, selectOf, type SectionRows, type Sections } from '@/server/db/jsonRows';

type Rows = { rows: Record<string, unknown>[] };
/** What runs SQL text: a PGlite session (`exec` runs several statements), or one client of node-postgres' pool. */
type Session = { query(text: string): Promise<Rows | Rows[]> };
type PgliteClient = Session & { exec(text: string): Promise<Rows[]> };
type PooledClient = Session & { release(err?: Error | boolean): void };
type PgPool = { connect(): Promise<PooledClient> };
type QueryClient = PgliteClient | PgPool;

/**
 * A statement's parameters: ids, offsets, dates (yyyy-MM-dd text, cast in the statement) or null,
 * compared with or counted from, never SQL computed in JavaScript. A LIMIT is written into the text
 * instead: the generic plan cannot count on a placeholder being small.
 */
export type StatementValue = number | string | null;
export type StatementParams<P extends string, V extends StatementValue = number> = Record<P, V>;

// The names count on globalThis: page renders and API routes are separate module graphs of Next's
// bundle in one process, and both prepare statements on the same PGlite session.
const COUNTER = Symbol.for('musubi.preparedStatements');
const g = globalThis as typeof globalThis & { [COUNTER]?: number };
const nextName = () => `musubi_stmt_${(g[COUNTER] = (g[COUNTER] ?? 0) + 1)}`;

interface Built<S, P extends string, V extends StatementValue> {
  version: string;
  sections: S;
  run(values: StatementParams<P, V>): Promise<Rows>;
}

/**
 * EXECUTE takes no bind parameters: its arguments are written as literals. After five executions
 * PostgreSQL keeps planning each one afresh whenever the generic plan's estimate looks dearer than
 * the custom plans' (for a hall's page and for related posts it always did, wrongly): on PGlite,
 * in WebAssembly, planning a hall's statement cost more than running it (17 vs 7 ms at scale 10),
 * and on PostgreSQL related posts cost 1.6 ms of the server's CPU instead of 0.7. The setting holds
 * for this one message (one implicit transaction: an error rolls it back too), so every other
 * statement of the session keeps PostgreSQL's own choice.
 */
const executeText = (name: string, args: string) => `SET plan_cache_mode = force_generic_plan; EXECUTE ${name}(${args}); RESET plan_cache_mode`;

/**
 * A server-side prepared statement: PostgreSQL parses and plans it once per session instead of for
 * every call. PGlite has one session; node-postgres prepares it on each pooled connection the first
 * time that connection runs it. A statement of an earlier `version` stays prepared (one a day), unused.
 */
function prepared<P extends string, V extends StatementValue>(client: QueryClient, text: string, params: unknown[]): (values: StatementParams<P, V>) => Promise<Rows> {
  const name = nextName();
  const argsOf = (values: StatementParams<P, V>) => fillPlaceholders(params, values).map(literal).join(', ');
  if ('exec' in client) {
    const ready = client.query(`PREPARE ${name} AS ${text}`);
    return async (values) => {
      await ready;
      return (await client.exec(executeText(name, argsOf(values))))[1];
    };
  }
  // The pool replaces connections (a restart, a failover, an idle one closed): a new one prepares again.
  const preparedOn = new WeakSet<PooledClient>();
  return async (values) => {
    const args = argsOf(values);
    const session = await client.connect();
    try {
      if (!preparedOn.has(session)) {
        await session.query(`PREPARE ${name} AS ${text}`);
        preparedOn.add(session);
      }
      const rows = ((await session.query(executeText(name, args))) as Rows[])[1];
      session.release();
      return rows;
    } catch (err) {
      // As the pool's own query does: a connection that failed a statement (a timeout, say) is not reused.
      session.release(err instanceof Error ? err : true);
      throw err;
    }
  };
}

/** A parameter as an SQL literal (standard_conforming_strings: only the quote is doubled). */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for ${typeof value}`);
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

/**
 * readSections as a prepared statement: the text is the same for every call, and drizzle takes
 * milliseconds to build a statement the size of a hall's page. `build` gets placeholders for the
 * named parameters (to compare or to limit by, never to compute with) and each call their values.
 * The statement is built again when `version` changes (what the sections read of the clock, such
 * as today's date for "upcoming" fairs) and per database. `shared` is a WITH list the sections read
 * (a value several of them need, computed once: a scalar subquery is run once per place it is written).
 */
export function preparedSections<P extends string, S extends Sections, V extends StatementValue = number>(
  names: readonly P[],
  build: (db: Db, params: StatementParams<P, NoInfer<V>>) => S,
  shared?: (db: Db, params: StatementParams<P, NoInfer<V>>) => SQL,
) {
  const built = new WeakMap<Db, Built<S, P, V>>();
  return async (db: Db, values: StatementParams<P, V>, version = ''): Promise<SectionRows<S>> => {
    let b = built.get(db);
    if (!b || b.version !== version) {
      const placeholders = Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as unknown as StatementParams<P, V>;
      const sections = build(db, placeholders);
      const { sql: text, params } = new PgDialect().sqlToQuery(selectOf(sections, shared?.(db, placeholders)));
      // The driver itself: drizzle's execute would build the text again.
      built.set(db, (b = { version, sections, run: prepared<P, V>((db as unknown as { $client: QueryClient }).$client, text, params) }));
    }
    const res = await b.run(values);
    return decodeSections(b.sections, res.rows[0]);
  };
}
