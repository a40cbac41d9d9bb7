import type { Db } from '../../../server/db/client';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { seedRings } from '../../../server/seed/rings';

/** Geography and the ring section at scale 1 (44 brands, ≈660 rings), on a fixed day. */
export async function seedRingDomain(db: Db): Promise<void> {
  const ctx = createSeedContext(1, { today: '2026-05-20', quiet: true });
  await seedGeo(db, ctx);
  await seedRings(db, ctx);
}
