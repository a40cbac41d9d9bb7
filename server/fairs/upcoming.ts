import { and, getTableName, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fairs } from '../db/schema';
import { firstBookableDate, todayInJapan } from './dates';

/** A fair counts from tomorrow on (fairs before tomorrow are past, §9) once its listing has started. */
const upcoming = (now: Date) => and(gte(fairs.holdAt, firstBookableDate(now)), lte(fairs.startDate, todayInJapan(now)));

/**
 * The halls among `hallIds` that hold an upcoming fair.
 * Hall cards use it for their fair badge.
 */
export async function hallsWithUpcomingFairs(db: Db, hallIds: number[], now: Date = new Date()): Promise<Set<number>> {
  const ids = [...new Set(hallIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ hallId: fairs.hallId })
    .from(fairs)
    .where(and(inArray(fairs.hallId, ids), upcoming(now)));
  return new Set(rows.map((r) => r.hallId));
}

// drizzle leaves a column unqualified inside a raw subquery, where "id" would mean fairs.id.
const qualified = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/** The same badge as a column of a query over halls, so the cards need no second round trip. */
export function hasUpcomingFair(hallId: AnyPgColumn, now: Date = new Date()) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${fairs} WHERE ${qualified(fairs.hallId)} = ${qualified(hallId)} AND ${upcoming(now)})`;
}
