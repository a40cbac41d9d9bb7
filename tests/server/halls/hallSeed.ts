import type { Db } from '../../../server/db/client';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { seedHalls } from '../../../server/seed/halls';
import { seedHallContent } from '../../../server/seed/hallContent';
import { seedReviews } from '../../../server/seed/reviews';
import { seedAccounts } from '../../../server/seed/accounts';
import { seedBrides } from '../../../server/seed/brides';

export const TEST_TODAY = '2026-05-20';

/** The hall domain's demo data at a small scale (about 32 halls) with members' bride reports, on a fixed day. */
export async function seedHallDomain(db: Db, scale = 0.05): Promise<void> {
  const ctx = createSeedContext(scale, { today: TEST_TODAY, quiet: true });
  await seedGeo(db, ctx);
  await seedHalls(db, ctx);
  await seedHallContent(db, ctx);
  await seedReviews(db, ctx);
  await seedAccounts(db, ctx);
  await seedBrides(db, ctx);
}
