/**
 * Migrates the database and fills it with demo data.
 *   tsx scripts/seed.ts [--if-empty] [--reset] [--scale N]
 *   tsx scripts/seed.ts --market [--fraction F] [--reset] [--if-empty]
 * Uses DATABASE_URL when set, otherwise the embedded PGlite under PGLITE_DIR (default ./.data/pglite).
 * PGlite has no lock between processes: run this only while the server is stopped.
 *
 * --market fills PostgreSQL (DATABASE_URL only) with the Japanese market's size (server/seed/context
 * marketSizes: 3,000 halls, 300,000 reviews, 1,000,000 members, 100,000 bride reports with 2,000,000
 * photos, 5,000,000 clips and いいね, 20,000 articles), times --fraction (default 1), through COPY.
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/client';
import { seedAll, seedMarket } from '../server/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  // A seed is a batch job: the server's 8 s bound on a query would cut a COPY of a million rows short.
  process.env.PG_QUERY_TIMEOUT_MS ||= '3600000';
  const marketMode = process.argv.includes('--market');
  const fraction = Number(arg('--fraction') ?? 1);
  if (marketMode && !url) {
    throw new Error('--market fills PostgreSQL only: set DATABASE_URL (PGlite would take hours over millions of rows and has no COPY FROM STDIN)');
  }
  if (marketMode && !(fraction > 0 && fraction <= 1)) throw new Error('--fraction must be greater than 0 and at most 1');
  const scale = Number(arg('--scale') ?? process.env.SEED_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  if (process.argv.includes('--reset')) {
    const raw = await openDb({ url, dataDir: process.env.PGLITE_DIR || undefined, migrate: false });
    // One statement per call: PGlite's extended protocol refuses several in one prepared statement.
    await raw.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await raw.db.execute(sql`CREATE SCHEMA public`);
    await raw.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await raw.close();
  }
  const handle = await openDb({ url, dataDir: process.env.PGLITE_DIR || undefined });
  try {
    if (process.argv.includes('--if-empty')) {
      const res = await handle.db.execute(sql`SELECT EXISTS (SELECT 1 FROM regions) AS seeded`);
      const rows = (res as unknown as { rows: { seeded: boolean }[] }).rows;
      if (rows[0]?.seeded) {
        console.log('[seed] data present, nothing to do');
        return;
      }
    }
    if (marketMode) {
      const res = await handle.db.execute(sql`SELECT EXISTS (SELECT 1 FROM regions) AS seeded`);
      if ((res as unknown as { rows: { seeded: boolean }[] }).rows[0]?.seeded) throw new Error('the database already holds data: --market fills an empty one (add --reset to empty it first)');
    }
    const started = Date.now();
    if (marketMode) await seedMarket(handle.db, fraction);
    else await seedAll(handle.db, { scale });
    const what = marketMode ? `the market's size × ${fraction}` : `scale ${scale}`;
    console.log(`[seed] done at ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
