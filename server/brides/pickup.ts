import { and, eq, type SQL } from 'drizzle-orm';
import { BRIDES_PICKUP_SIZES } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { readSections, type SectionRows } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';
import { newestCardSections, newestCardsOf } from './cards';
import { resolveFilters } from './filters';
import { isPublicMember } from './visibility';

/** The newest `limit` picked-up public reports (of one prefecture, or everywhere) and their theme tags. */
export function pickupSections(db: Db, limit: number, prefectureId?: number | SQL) {
  const where = and(isPublicMember(), eq(brideReports.isPickup, true), prefectureId === undefined ? undefined : eq(brideReports.prefectureId, prefectureId));
  return newestCardSections(db, where, limit);
}

type PickupRows = SectionRows<ReturnType<typeof pickupSections>>;

// One prepared statement per size a page asks for and per scope (everywhere, or a prefecture by id):
// the LIMIT has to be in the text, and `prefecture_id = $1 OR $1 IS NULL` would plan for neither.
const PREPARED_LIMITS: readonly number[] = Object.values(BRIDES_PICKUP_SIZES);
const preparedReads = new Map(
  PREPARED_LIMITS.map((limit) => [
    limit,
    {
      everywhere: preparedSections([], (db) => pickupSections(db, limit)),
      inPrefecture: preparedSections(['prefectureId'], (db, { prefectureId }) => pickupSections(db, limit, prefectureId)),
    },
  ]),
);

/** The sections' rows: prepared for the sizes pages ask for, one plain statement for any other. */
export async function pickupRows(db: Db, limit: number, prefectureId?: number): Promise<PickupRows> {
  const read = preparedReads.get(limit);
  if (!read) return readSections(db, pickupSections(db, limit, prefectureId));
  return prefectureId === undefined ? read.everywhere(db, {}) : read.inPrefecture(db, { prefectureId });
}

/** Picked-up public reports, newest first (/api/pickup/bride/list/ and /api/wn/pickup_brides). */
export async function pickupBrides(db: Db, input: { prefecture?: string; limit?: number }) {
  const f = await resolveFilters(db, { prefecture: input.prefecture });
  const rows = await pickupRows(db, input.limit ?? BRIDES_PICKUP_SIZES.default, f.prefectureId);
  return { items: await newestCardsOf(db, rows) };
}
