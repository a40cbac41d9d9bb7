import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The site search's documents during a bulk load (issue 36: the market seed).
 *
 * Migrations 0022 and 0026 keep `search_documents` with row triggers: every hall, fair, article,
 * report and ring written normalises and tokenises its text in the same statement, and each
 * document then enters two GIN indexes. Over a million rows that is most of the seed's time. A bulk
 * load instead runs with those triggers off and builds the documents afterwards with the triggers'
 * own refresh functions, one INSERT … SELECT per kind over every id, while the table's secondary
 * indexes are dropped and then built once over the finished table.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface SearchTrigger {
  table: string;
  name: string;
}

/** The triggers that keep search_documents: every user trigger in this schema whose function is a musubi_search_on_… one. */
export async function searchTriggers(db: Db): Promise<SearchTrigger[]> {
  return rowsOf<SearchTrigger>(await db.execute(sql`
    SELECT c.relname AS table, t.tgname AS name
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace AND p.proname LIKE 'musubi\_search\_on\_%'
    ORDER BY c.relname, t.tgname`));
}

/**
 * Runs `load` with the search triggers disabled (ALTER TABLE … DISABLE TRIGGER, which every
 * connection of a pool sees, COPY's too) and enables them again afterwards, also when `load` fails.
 * The documents of what `load` wrote are not built here: call buildSearchDocuments after it.
 */
export async function withSearchTriggersOff<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const triggers = await searchTriggers(db);
  const toggle = async (how: 'DISABLE' | 'ENABLE') => {
    for (const t of triggers) await db.execute(sql.raw(`ALTER TABLE ${ident(t.table)} ${how} TRIGGER ${ident(t.name)}`));
  };
  await toggle('DISABLE');
  try {
    return await load();
  } finally {
    await toggle('ENABLE');
  }
}

/** The kinds in the order they are built, and the ids each kind's refresh function is given. */
const KINDS = [
  ['hall', 'musubi_search_refresh_halls', 'SELECT id FROM halls ORDER BY id'],
  ['fair', 'musubi_search_refresh_fairs', 'SELECT id FROM fair_contents ORDER BY id'],
  ['article', 'musubi_search_refresh_articles', 'SELECT id FROM magazine_posts ORDER BY id'],
  ['report', 'musubi_search_refresh_reports', 'SELECT user_id FROM bride_reports ORDER BY user_id'],
  ['ring', 'musubi_search_refresh_rings', 'SELECT id FROM rings ORDER BY id'],
] as const;

export type SearchKind = (typeof KINDS)[number][0];

/**
 * Builds every search document from the tables as they are, set-based: per kind one call of the
 * refresh function the triggers use, given every id (its DELETE and its INSERT … SELECT … ON
 * CONFLICT run once over them all), so the rows are exactly those the triggers would have left.
 * In one transaction: search_documents' indexes other than its primary key are dropped first and
 * created again from their own definitions at the end, a bulk build instead of a million single
 * inserts into GIN; should anything fail, the transaction puts them back.
 */
export async function buildSearchDocuments(db: Db, options: { log?: (message: string) => void } = {}): Promise<Record<SearchKind, number>> {
  const counts = {} as Record<SearchKind, number>;
  await db.transaction(async (tx) => {
    // GIN builds sort in this memory; the default 64 MB would spill the market's tokens to disk.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = rowsOf<{ name: string; def: string }>(await tx.execute(sql`
      SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = 'search_documents'::regclass AND NOT x.indisprimary
      ORDER BY i.relname`));
    for (const ix of indexes) await tx.execute(sql.raw(`DROP INDEX ${ident(ix.name)}`));
    for (const [kind, refresh, ids] of KINDS) {
      const started = Date.now();
      await tx.execute(sql.raw(`SELECT ${refresh}(ARRAY(${ids}))`));
      const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM search_documents WHERE kind = ${kind}`));
      counts[kind] = n;
      options.log?.(`search documents: ${n} ${kind} in ${Date.now() - started} ms`);
    }
    const started = Date.now();
    for (const ix of indexes) await tx.execute(sql.raw(ix.def));
    options.log?.(`search documents: ${indexes.length} indexes built in ${Date.now() - started} ms`);
  });
  await db.execute(sql`ANALYZE search_documents`);
  return counts;
}
