/**
 * Migrates the database and fills it with demo data.
 *   tsx scripts/seed.ts [--if-empty] [--reset] [--scale N]
 * Uses DATABASE_URL when set, otherwise the embedded PGlite under PGLITE_DIR (default ./.data/pglite).
 * PGlite has no lock between processes: run this only while the server is stopped.
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/client';
import { seedAll } from '../server/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const scale = Number(arg('--scale') ?? process.env.SEED_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const url = process.env.DATABASE_URL || undefined;
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
    const started = Date.now();
    await seedAll(handle.db, { scale });
    console.log(`[seed] done at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
