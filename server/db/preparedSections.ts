import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { decodeSections, selectOf, type SectionRows, type Sections } from '@/server/db/jsonRows';
import { executePrepared, literal, type QueryClient } from '@/server/db/preparedStatements';

type Rows = Awaited<ReturnType<typeof executePrepared>>;

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

/** A statement prepared under a name of its own, run with each call's values as literals. */
function prepared<P extends string, V extends StatementValue>(client: QueryClient, text: string, params: unknown[]): (values: StatementParams<P, V>) => Promise<Rows> {
  const name = nextName();
  return (values) => executePrepared(client, name, text, fillPlaceholders(params, values).map(literal).join(', '));
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
