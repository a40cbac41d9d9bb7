import { getTableColumns, getTableName, is, sql, SQL, type Table } from 'drizzle-orm';
import type { Db } from '../db/client';
import { copyRows, poolOf, type CopyKind } from './copyRows';

/**
 * Inserts many rows: on PostgreSQL with COPY (its bulk path); on PGlite with one JSON parameter per
 * chunk (json_populate_recordset) instead of one parameter per value, because PGlite parses
 * thousands of bind parameters slowly. Columns left out of every row take their defaults (serial
 * ids too); a row without a value where others have one gets the column's literal default or NULL.
 */
export async function bulkInsert<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 5000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)) as [string, { name: string; default?: unknown; getSQLType(): string }][];
  const present = columns.filter(([key]) => rows.some((r) => (r as Record<string, unknown>)[key] !== undefined));
  const names = present.map(([, c]) => c.name);
  const valueOf = (r: unknown, key: string, c: { default?: unknown }) => {
    const v = (r as Record<string, unknown>)[key];
    return v !== undefined ? v : c.default !== undefined && !is(c.default, SQL) ? c.default : null;
  };
  const pool = poolOf(db);
  if (pool) {
    const kinds = present.map(([, c]): CopyKind => {
      const type = c.getSQLType();
      return type.endsWith('[]') ? 'array' : type === 'json' || type === 'jsonb' ? 'json' : 'scalar';
    });
    const values = function* () {
      for (const r of rows) yield present.map(([key, c]) => valueOf(r, key, c));
    };
    await copyRows(pool, getTableName(table), names, values(), kinds);
    return;
  }
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((r) => {
      const out: Record<string, unknown> = {};
      // A row without a value gets the column's literal default (json_populate_recordset would give NULL).
      for (const [key, c] of present) out[c.name] = valueOf(r, key, c);
      return out;
    });
    await db.execute(sql`INSERT INTO ${tableName} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(chunk)}::json)`);
  }
}
