import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { selectCards, toCards } from './cards';
import { resolveFilters, filterSql } from './filters';
import { isPublicMember } from './visibility';

/** Picked-up public reports, newest first (/api/pickup/bride/list/ and /api/wn/pickup_brides). */
export async function pickupBrides(db: Db, input: { prefecture?: string; limit?: number }) {
  const f = await resolveFilters(db, { prefecture: input.prefecture });
  const rows = await selectCards(db, and(isPublicMember(), eq(brideReports.isPickup, true), ...filterSql(f)))
    .orderBy(desc(brideReports.postedAt), desc(brideReports.userId))
    .limit(input.limit ?? 10);
  return { items: await toCards(db, rows) };
}
