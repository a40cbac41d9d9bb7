import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '@/server/db/qualified';
import { fairContents, fairs } from '../db/schema';
import { visibleFairWhere } from './visibility';

/** A fair counts from tomorrow on (fairs before tomorrow are past, §9) once its listing has started, unless cancelled. */
const upcoming = visibleFairWhere;

/**
 * A hall card's fair badge, as a column of a query over halls (no second round trip).
 * A scalar subquery with LIMIT 1, not EXISTS: the planner may turn EXISTS into a hash of every
 * upcoming fair (200k rows at scale 10) when it expects many halls, even under a LIMIT 18;
 * this form always probes the (hall_id, hold_at) index once per returned hall.
 */
export function hasUpcomingFair(hallId: AnyPgColumn, now: Date = new Date()) {
  return sql<boolean>`COALESCE((SELECT true FROM ${fairs} WHERE ${qualified(fairs.hallId)} = ${qualified(hallId)} AND ${upcoming(now)} LIMIT 1), false)`;
}

/** A hall card's next fair date (yyyy-MM-dd or null), the same single index probe as the badge. */
export function nextUpcomingFairDate(hallId: AnyPgColumn, now: Date = new Date()) {
  return sql<string | null>`(SELECT ${qualified(fairs.holdAt)}::text FROM ${fairs} WHERE ${qualified(fairs.hallId)} = ${qualified(hallId)} AND ${upcoming(now)} ORDER BY ${qualified(fairs.holdAt)} LIMIT 1)`;
}

/** A hall card's 特典 badge: one of the hall's fairs offers benefits. */
export function hasFairBenefits(hallId: AnyPgColumn) {
  return sql<boolean>`COALESCE((SELECT true FROM ${fairContents} WHERE ${qualified(fairContents.hallId)} = ${qualified(hallId)} AND jsonb_array_length(${qualified(fairContents.benefits)}) > 0 LIMIT 1), false)`;
}
