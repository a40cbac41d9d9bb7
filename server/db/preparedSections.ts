import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { decodeSections, selectOf, type SectionRows, type Sections } from '@/server/db/jsonRows';

type Rows = { rows: Record<string, unknown>[] };
/** node-postgres' pool (named statements per connection) or PGlite (one session; `exec` is PGlite's alone). */
type QueryClient = { query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<Rows>; exec?: (text: string) => Promise<Rows[]> };

/** A statement's parameters: ids, limits and other numbers, compared or counted with, never computed in JavaScript. */
export type StatementParams<P extends string> = Record<P, number>;

// The names count on globalThis: page renders and API routes are separate module graphs of Next's
// bundle in one process, and both prepare statements on the same PGlite session.
const COUNTER = Symbol.for('musubi.preparedStatements');
const g = globalThis as typeof globalThis & { [COUNTER]?: number };
const nextName = () => `musubi_stmt_${(g[COUNTER] = (g[COUNTER] ?? 0) + 1)}`;

interface Built<S, P extends string> {
  version: string;
  sections: S;
  run(values: StatementParams<P>): Promise<Rows>;
}

/**
 * A server-side prepared statement: PostgreSQL parses and plans it once per session instead of for
 * every call (on PGlite, in WebAssembly, that was most of a statement's cost). A statement of an
 * earlier `version` stays prepared (one a day), unused.
 */
function prepared<P extends string>(client: QueryClient, text: string, params: unknown[]): (values: StatementParams<P>) => Promise<Rows> {
  const name = nextName();
  const exec = client.exec?.bind(client);
  if (!exec) {
    return (values) => client.query({ name, text, values: fillPlaceholders(params, values) });
  }
  const ready = client.query(`PREPARE ${name} AS ${text}`);
  return async (values) => {
    await ready;
    // EXECUTE takes no bind parameters: its arguments are written as literals. After five
    // executions PostgreSQL keeps planning each one afresh whenever the generic plan's estimate
    // looks dearer than the custom plans' (for a hall's page it always did, wrongly): planning that
    // statement in WebAssembly cost more than running it (17 vs 7 ms a hall at scale 10). The
    // setting holds for this one message (one implicit transaction: an error rolls it back too).
    const args = fillPlaceholders(params, values).map(literal).join(', ');
    const results = await exec(`SET plan_cache_mode = force_generic_plan; EXECUTE ${name}(${args}); RESET plan_cache_mode`);
    return results[1];
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
 * readSections as a prepared statement: the text is the same for every call, and drizzle takes
 * milliseconds to build a statement the size of a hall's page. `build` gets placeholders for the
 * named parameters (to compare or to limit by, never to compute with) and each call their values.
 * The statement is built again when `version` changes (what the sections read of the clock, such
 * as today's date for "upcoming" fairs) and per database.
 */
export function preparedSections<P extends string, S extends Sections>(names: readonly P[], build: (db: Db, params: StatementParams<P>) => S) {
  const built = new WeakMap<Db, Built<S, P>>();
  return async (db: Db, values: StatementParams<P>, version = ''): Promise<SectionRows<S>> => {
    let b = built.get(db);
    if (!b || b.version !== version) {
      const placeholders = Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as unknown as StatementParams<P>;
      const sections = build(db, placeholders);
      const { sql: text, params } = new PgDialect().sqlToQuery(selectOf(sections));
      // The driver itself: drizzle's execute would build the text again.
      built.set(db, (b = { version, sections, run: prepared<P>((db as unknown as { $client: QueryClient }).$client, text, params) }));
    }
    const res = await b.run(values);
    return decodeSections(b.sections, res.rows[0]);
  };
}
