import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { areas, fairContents, prefectures, regions, halls } from '../db/schema';
import { FAIR_FLAG_KEYS } from '../../api/contract/fairs';

export type FairFlagKey = (typeof FAIR_FLAG_KEYS)[number];

export const FLAG_COLUMNS: Record<FairFlagKey, AnyPgColumn> = {
  has_consultation: fairContents.hasConsultation,
  has_mock_ceremony: fairContents.hasMockCeremony,
  has_mock_reception: fairContents.hasMockReception,
  has_tasting: fairContents.hasTasting,
  has_try_dress: fairContents.hasTryDress,
  has_show: fairContents.hasShow,
  has_decoration: fairContents.hasDecoration,
  has_food: fairContents.hasFood,
};

/** What a visitor filters fairs by: where the hall is, what the fair offers, whether it is free. */
export interface FairFilters {
  regionSlug?: string;
  prefectureSlug?: string;
  areaSlug?: string;
  flags?: FairFlagKey[];
  free?: boolean;
}

/**
 * The conditions of the filters over `fairs ⋈ fair_contents ⋈ halls`. Places are resolved by
 * subqueries on their slugs, so no geography table is joined and an unknown slug finds nothing.
 * The fair search, the calendar and the day's list all use these, so their counts agree.
 */
export function fairFilterConds(db: Db, f: FairFilters): SQL[] {
  const conds: SQL[] = [];
  if (f.regionSlug) {
    const ids = db.select({ id: prefectures.id }).from(prefectures).innerJoin(regions, eq(prefectures.regionId, regions.id)).where(eq(regions.slug, f.regionSlug));
    conds.push(inArray(halls.prefectureId, ids));
  }
  if (f.prefectureSlug) conds.push(inArray(halls.prefectureId, db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.slug, f.prefectureSlug))));
  if (f.areaSlug) conds.push(inArray(halls.areaId, db.select({ id: areas.id }).from(areas).where(eq(areas.slug, f.areaSlug))));
  for (const flag of new Set(f.flags ?? [])) conds.push(eq(FLAG_COLUMNS[flag], true));
  if (f.free) conds.push(eq(fairContents.price, 0));
  return conds;
}
