import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createSeedContext, marketSizes, type MarketSizes, type SeedContext } from './context';
import { poolOf } from './copyRows';
import { buildSearchDocuments, withSearchTriggersOff } from './searchIndex';

export type Seeder = (db: Db, ctx: SeedContext) => Promise<void>;

/**
 * The generators, in dependency order. Each domain adds its own module here
 * (geography and halls first; fairs, reviews, accounts, clips and magazine after).
 */
async function seeders(): Promise<[string, Seeder][]> {
  return [
    ['geography', (await import('./geo')).seedGeo],
    ['halls', (await import('./halls')).seedHalls],
    ['hall content', (await import('./hallContent')).seedHallContent],
    ['reviews', (await import('./reviews')).seedReviews],
    ['fairs', (await import('./fairs')).seedFairs],
    ['accounts', (await import('./accounts')).seedAccounts],
    ['brides', (await import('./brides')).seedBrides],
    ['magazine', (await import('./magazine')).seedMagazine],
    ['clips', (await import('./clips')).seedClips],
    ['rings', (await import('./rings')).seedRings],
    ['family', (await import('./family')).seedFamily],
    ['rewards', (await import('./rewards')).seedRewards],
    ['partners', (await import('./partners')).seedPartners],
    // Only with market sizes: members' clips and いいね by the million, streamed with COPY.
    ['market clips and loves', (await import('./marketClips')).seedMarketClips],
  ];
}

export interface SeedOptions {
  scale?: number;
  today?: string;
  quiet?: boolean;
  /** The market's sizes instead of the demo's (`seed --market`, PostgreSQL only); `scale` then sizes the rest (rings, overseas halls). */
  market?: MarketSizes;
}

/** Fills an empty, migrated database with the deterministic demo data. */
export async function seedAll(db: Db, options: SeedOptions = {}): Promise<void> {
  const ctx = createSeedContext(options.scale ?? 1, { today: options.today, quiet: options.quiet, market: options.market });
  for (const [name, run] of await seeders()) {
    const started = Date.now();
    await run(db, ctx);
    ctx.log(`${name}: ${Date.now() - started} ms`);
  }
  // Planner statistics and the visibility map for every table, not only the few steps that vacuum
  // their own: PGlite runs no autovacuum and PostgreSQL's comes later. Without statistics the planner
  // took ≈900 of 157,000 bookable fairs at the market's size and joined through all of them (/fairs:
  // 342 ms at p50, 95 ms analyzed); without the visibility map an index-only read of a month of fairs
  // visits every row's page (scale 10: 35.6 → 21.7 ms once vacuumed).
  const vacuumed = Date.now();
  await db.execute(sql`VACUUM ANALYZE`);
  ctx.log(`visibility map and planner statistics (VACUUM ANALYZE): ${Date.now() - vacuumed} ms`);
}

/**
 * Fills an empty, migrated PostgreSQL database with the Japanese market's size times `fraction`
 * (issue 36): the demo's generators at the market's sizes, the bulk through COPY. The market's
 * other sizes (halls abroad, rings, families) follow its halls as a demo scale would.
 */
export async function seedMarket(db: Db, fraction = 1, options: Omit<SeedOptions, 'scale' | 'market'> = {}): Promise<void> {
  if (!poolOf(db)) throw new Error('the market seed fills PostgreSQL only (set DATABASE_URL): PGlite would take hours over millions of rows');
  const market = marketSizes(fraction);
  const { HALLS_AT_SCALE_1 } = await import('./halls');
  // The site search's row triggers stay off during the load (enabled again even if it fails); the
  // documents are then built set-based, the same rows the triggers would have written one by one.
  await withSearchTriggersOff(db, () => seedAll(db, { ...options, scale: market.halls / HALLS_AT_SCALE_1, market }));
  const log = (m: string) => {
    if (!options.quiet) console.log(`[seed] ${m}`);
  };
  const started = Date.now();
  await buildSearchDocuments(db, { log });
  // seedAll analyzed every table it filled; buildSearchDocuments analyzes the documents it built.
  log(`search documents: ${Date.now() - started} ms`);
}
