import { Column, SQL, Table, getTableColumns, is, sql, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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
 * the select list. It runs inside readSections and preparedSections; alone, through db.execute.
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

// A prepared statement decodes every answer by the same fields: their leaves are listed once.
const leavesByFields = new WeakMap<object, Leaf[]>();
function leavesOfFields(fields: SelectedFields): Leaf[] {
  let leaves = leavesByFields.get(fields);
  if (!leaves) leavesByFields.set(fields, (leaves = leavesOf(fields)));
  return leaves;
}

/** The rows as one JSON value (an array of row arrays, in the query's order), to embed in a bigger select. */
export function rowsJson(q: RowsQuery<SelectedFields>): SQL {
  const exprs = leavesOf(q.fields).map((l) => l.expr);
  const inner = q.query({ r: sql`json_build_array(${sql.join(exprs, sql`, `)})`.as('r') });
  return sql`(SELECT coalesce(json_agg(t.r), '[]'::json) FROM (${inner}) t)`;
}

/** The JSON of rowsJson back to the rows a plain select of the same query answers. */
export function decodeRows<F extends SelectedFields>(q: RowsQuery<F>, rows: unknown[][]): SelectResultFields<F>[] {
  const leaves = leavesOfFields(q.fields);
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

export type Sections = Record<string, RowsQuery<SelectedFields>>;
export type SectionRows<S extends Sections> = { [K in keyof S]: RowOf<S[K]>[] };

// Each section travels as text and is parsed here: from PGlite's thread a string crosses over in one
// copy, where a parsed JSON tree is cloned node by node.
// `shared`: a WITH list the sections read, for what several of them need but should compute once.
export const selectOf = (sections: Sections, shared?: SQL) =>
  sql`${shared ? sql`WITH ${shared} ` : sql``}SELECT ${sql.join(Object.entries(sections).map(([name, q]) => sql`${rowsJson(q)}::text AS ${sql.identifier(name)}`), sql`, `)}`;

export function decodeSections<S extends Sections>(sections: S, row: Record<string, unknown>): SectionRows<S> {
  return Object.fromEntries(Object.keys(sections).map((name) => [name, decodeRows(sections[name], parsedJson(row[name]))])) as SectionRows<S>;
}

/** Every section's rows in one statement: `SELECT (…section a…) AS a, (…section b…) AS b`. */
export async function readSections<S extends Sections>(db: Db, sections: S): Promise<SectionRows<S>> {
  const res = (await db.execute(selectOf(sections))) as unknown as { rows: Record<string, unknown>[] };
  return decodeSections(sections, res.rows[0]);
}

/**
 * A long read (hundreds of rows) as one JSON text: the driver's row-by-row parsing cost ~3.5 µs a row
 * of Node's CPU (1,880 facet cells: 6.5 ms), JSON.parse of the same rows 0.45 µs (0.85 ms).
 */
export async function readLongRows<F extends SelectedFields>(db: Db, q: RowsQuery<F>): Promise<SelectResultFields<F>[]> {
  return (await readSections(db, { rows: q })).rows as SelectResultFields<F>[];
}

/** The JSON text of a section (a driver that parsed it already hands over the value). */
function parsedJson(value: unknown): unknown[][] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
}
