import { Column, SQL, Table, fillPlaceholders, getTableColumns, is, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '@/server/db/client';

/**
 * A section's rows: what it selects, and the query around any selection (from, where, order,
 * limit). Run alone it is an ordinary select (`rowsOf`); several run as ONE statement
 * (`readSections`), each a JSON array of rows decoded by the same columns, so a page with ten
 * sections pays PostgreSQL's per-statement cost once (on PGlite that cost is most of a cold page).
 */
export interface RowsQuery<F extends SelectedFields> {
  fields: F;
  query: (select: SelectedFields) => SQLWrapper & PromiseLike<unknown>;
}

export type RowOf<Q> = Q extends RowsQuery<infer F> ? SelectResultFields<F> : never;

export function rowsQuery<F extends SelectedFields>(fields: F, query: (select: SelectedFields) => SQLWrapper & PromiseLike<unknown>): RowsQuery<F> {
  return { fields, query };
}

/**
 * A section written in SQL (a window or a subquery drizzle's builder does not spell): `query` gets
 * the select list. It runs inside readSections and hallStatement; alone, through db.execute.
 */
export function sqlRowsQuery<F extends SelectedFields>(fields: F, query: (selectList: SQL) => SQL): RowsQuery<F> {
  const selectList = (select: SelectedFields) =>
    sql.join(Object.entries(select).map(([name, v]) => sql`${is(v, SQL.Aliased) ? v.sql : (v as SQLWrapper)} AS ${sql.identifier(name)}`), sql`, `);
  return { fields, query: (select) => query(selectList(select)) as unknown as SQLWrapper & PromiseLike<unknown> };
}

/**
 * `column IN (ids)`, the ids a list or a subquery (a page of rows). A subquery is read first, as an
 * array: as `IN (subquery)` the planner may hash every row of the column's table instead of
 * looking the page's few ids up in its index.
 */
export function inIds(column: SQLWrapper, ids: number[] | SQLWrapper): SQL {
  return Array.isArray(ids) ? sql`${column} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`${column} = ANY(ARRAY(${ids}))`;
}

export async function rowsOf<F extends SelectedFields>(q: RowsQuery<F>): Promise<SelectResultFields<F>[]> {
  return (await q.query(q.fields)) as SelectResultFields<F>[];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
interface Leaf {
  path: string[];
  expr: SQLWrapper;
  decoder: Decoder;
}

// In JSON these types are written differently from the driver's text (timestamps with a `T`):
// as text they reach the column's decoder exactly as a plain select delivers them.
const AS_TEXT = /^(timestamp|date|time|interval|numeric)/;

// What `.mapWith()` set (drizzle keeps it on the SQL object, undeclared in its types); identity otherwise.
const decoderOf = (expr: SQL): Decoder => (expr as unknown as { decoder: Decoder }).decoder;

function leavesOf(fields: Record<string, unknown>, prefix: string[] = []): Leaf[] {
  return Object.entries(fields).flatMap(([name, field]): Leaf[] => {
    const path = [...prefix, name];
    if (is(field, Column)) {
      return [{ path, expr: AS_TEXT.test(field.getSQLType()) ? sql`${field}::text` : field, decoder: field }];
    }
    if (is(field, SQL.Aliased)) return [{ path, expr: field.sql, decoder: decoderOf(field.sql) }];
    if (is(field, SQL)) return [{ path, expr: field, decoder: decoderOf(field) }];
    if (is(field, Table)) return leavesOf(getTableColumns(field), path);
    return leavesOf(field as Record<string, unknown>, path);
  });
}

/** The rows as one JSON value (an array of row arrays, in the query's order), to embed in a bigger select. */
export function rowsJson(q: RowsQuery<SelectedFields>): SQL {
  const exprs = leavesOf(q.fields).map((l) => l.expr);
  const inner = q.query({ r: sql`json_build_array(${sql.join(exprs, sql`, `)})`.as('r') });
  return sql`(SELECT coalesce(json_agg(t.r), '[]'::json) FROM (${inner}) t)`;
}

/** The JSON of rowsJson back to the rows a plain select of the same query answers. */
export function decodeRows<F extends SelectedFields>(q: RowsQuery<F>, rows: unknown[][]): SelectResultFields<F>[] {
  const leaves = leavesOf(q.fields);
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    leaves.forEach(({ path, decoder }, i) => {
      let node = row;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const value = values[i];
      node[path[path.length - 1]] = value === null ? null : decoder.mapFromDriverValue(value);
    });
    return row as SelectResultFields<F>;
  });
}

type Sections = Record<string, RowsQuery<SelectedFields>>;
export type SectionRows<S extends Sections> = { [K in keyof S]: RowOf<S[K]>[] };

// Each section travels as text and is parsed here: from PGlite's thread a string crosses over in one
// copy, where a parsed JSON tree is cloned node by node.
const selectOf = (sections: Sections) =>
  sql`SELECT ${sql.join(Object.entries(sections).map(([name, q]) => sql`${rowsJson(q)}::text AS ${sql.identifier(name)}`), sql`, `)}`;

function decodeSections<S extends Sections>(sections: S, row: Record<string, unknown>): SectionRows<S> {
  return Object.fromEntries(Object.keys(sections).map((name) => [name, decodeRows(sections[name], parsedJson(row[name]))])) as SectionRows<S>;
}

/** Every section's rows in one statement: `SELECT (…section a…) AS a, (…section b…) AS b`. */
export async function readSections<S extends Sections>(db: Db, sections: S): Promise<SectionRows<S>> {
  const res = (await db.execute(selectOf(sections))) as unknown as { rows: Record<string, unknown>[] };
  return decodeSections(sections, res.rows[0]);
}

type Rows = { rows: Record<string, unknown>[] };
/** node-postgres' pool (named statements per connection) or PGlite (one session; `exec` is PGlite's alone). */
type QueryClient = { query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<Rows>; exec?: (text: string) => Promise<Rows[]> };
const HALL_ID = sql.placeholder('hallId');
// The names count on globalThis: page renders and API routes are separate module graphs of Next's
// bundle in one process, and both prepare statements on the same PGlite session.
const COUNTER = Symbol.for('musubi.preparedStatements');
const g = globalThis as typeof globalThis & { [COUNTER]?: number };
const nextName = () => `musubi_hall_${(g[COUNTER] = (g[COUNTER] ?? 0) + 1)}`;

interface Built<S> {
  version: string;
  sections: S;
  run(hallId: number): Promise<Rows>;
}

/**
 * A server-side prepared statement: PostgreSQL parses and plans it once per session instead of for
 * every hall (on PGlite, in WebAssembly, that was most of the statement's cost). A statement of an
 * earlier `version` stays prepared (one a day), unused.
 */
function prepared(client: QueryClient, text: string, params: unknown[]): (hallId: number) => Promise<Rows> {
  const name = nextName();
  const exec = client.exec?.bind(client);
  if (!exec) {
    return (hallId) => client.query({ name, text, values: fillPlaceholders(params, { hallId }) });
  }
  const ready = client.query(`PREPARE ${name} AS ${text}`);
  return async (hallId) => {
    await ready;
    // EXECUTE takes no bind parameters: its arguments are written as literals. After five
    // executions PostgreSQL keeps planning each one afresh whenever the generic plan's estimate
    // looks dearer than the custom plans' (here it always does, wrongly): planning this statement
    // in WebAssembly cost more than running it (17 vs 7 ms a hall at scale 10). The setting holds
    // for this one message (one implicit transaction: an error rolls it back too).
    const args = fillPlaceholders(params, { hallId }).map(literal).join(', ');
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
 * readSections for one hall as a prepared statement: the text is the same for every hall, and
 * drizzle takes milliseconds to build a statement this size. It is built again when `version`
 * changes (what the sections read of the clock, such as today's date for "upcoming" fairs) and
 * per database.
 */
export function hallStatement<S extends Sections>(build: (db: Db, hallId: number) => S) {
  const built = new WeakMap<Db, Built<S>>();
  return async (db: Db, hallId: number, version: string): Promise<SectionRows<S>> => {
    let b = built.get(db);
    if (!b || b.version !== version) {
      // The placeholder stands where the hall's id goes; the sections compare it, never compute with it.
      const sections = build(db, HALL_ID as unknown as number);
      const { sql: text, params } = new PgDialect().sqlToQuery(selectOf(sections));
      // The driver itself: drizzle's execute would build the text again.
      built.set(db, (b = { version, sections, run: prepared((db as unknown as { $client: QueryClient }).$client, text, params) }));
    }
    const res = await b.run(hallId);
    return decodeSections(b.sections, res.rows[0]);
  };
}

/** The JSON text of a section (a driver that parsed it already hands over the value). */
function parsedJson(value: unknown): unknown[][] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
}
