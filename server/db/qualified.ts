import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written as "table"."column". Inside the fields of a single-table select (and in an
 * UPDATE) drizzle writes columns unqualified, so in a correlated subquery an outer `"id"` would
 * silently mean the subquery's own `id` (or one of its joined table's). Every outer column a
 * raw subquery refers to goes through this.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
