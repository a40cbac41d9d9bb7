import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { brideReports, users } from '../../../server/db/schema';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { seedHalls } from '../../../server/seed/halls';
import { seedAccounts } from '../../../server/seed/accounts';
import { seedBrides } from '../../../server/seed/brides';
import { refreshBrideFacets } from '../../../server/brides/facetSummaries';

export const TEST_TODAY = '2026-05-20';

export interface HiddenMembers {
  privateIds: number[];
  inactiveIds: number[];
}

/** Halls, members and their reports at a small scale; one more member is made inactive so both kinds of hidden report exist. */
export async function seedBrideDomain(db: Db, scale = 0.1): Promise<void> {
  const ctx = createSeedContext(scale, { today: TEST_TODAY, quiet: true });
  await seedGeo(db, ctx);
  await seedHalls(db, ctx);
  await seedAccounts(db, ctx);
  await seedBrides(db, ctx);
  const [writer] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(brideReports, eq(brideReports.userId, users.id))
    .where(and(eq(users.isActive, true), eq(users.isPrivate, false), eq(brideReports.isPickup, true)))
    .orderBy(asc(users.id))
    .offset(1)
    .limit(1);
  await db.update(users).set({ isActive: false }).where(inArray(users.id, [writer.id]));
  // Written behind the app's back, as the seed does: the facet summaries are refreshed as the seed refreshes them.
  await refreshBrideFacets(db);
}

export async function hiddenMembers(db: Db): Promise<HiddenMembers> {
  const rows = await db.select({ id: users.id, isPrivate: users.isPrivate, isActive: users.isActive }).from(users).innerJoin(brideReports, eq(brideReports.userId, users.id));
  return { privateIds: rows.filter((r) => r.isPrivate && r.isActive).map((r) => r.id), inactiveIds: rows.filter((r) => !r.isActive).map((r) => r.id) };
}
