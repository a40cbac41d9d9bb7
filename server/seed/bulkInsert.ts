import { getTableColumns, getTableName, is, sql, SQL, type Table } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Inserts many rows with one JSON parameter per chunk (json_populate_recordset) instead of one
 * parameter per value: PGlite parses thousands of bind parameters slowly, and this is what keeps
 * the scale-10 seed within minutes. Columns left out of a row take their defaults; serial ids too.
 */
export async function bulkInsert<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 5000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)) as [string, { name: string; default?: unknown }][];
  const present = columns.filter(([key]) => rows.some((r) => (r as Record<string, unknown>)[key] !== undefined));
  const names = present.map(([, c]) => c.name);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((r) => {
      const out: Record<string, unknown> = {};
      for (const [key, c] of present) {
        const v = (r as Record<string, unknown>)[key];
        // A row without a value gets the column's literal default (json_populate_recordset would give NULL).
        out[c.name] = v !== undefined ? v : c.default !== undefined && !is(c.default, SQL) ? c.default : null;
      }
      return out;
    });
    await db.execute(sql`INSERT INTO ${tableName} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(chunk)}::json)`);
  }
}
