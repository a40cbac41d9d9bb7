import type { Db } from '../db/client';
import { createSeedContext, type SeedContext } from './context';

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
  ];
}

export interface SeedOptions {
  scale?: number;
  today?: string;
  quiet?: boolean;
}

/** Fills an empty, migrated database with the deterministic demo data. */
export async function seedAll(db: Db, options: SeedOptions = {}): Promise<void> {
  const ctx = createSeedContext(options.scale ?? 1, { today: options.today, quiet: options.quiet });
  for (const [name, run] of await seeders()) {
    const started = Date.now();
    await run(db, ctx);
    ctx.log(`${name}: ${Date.now() - started} ms`);
  }
}
