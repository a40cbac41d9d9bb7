import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, getDb, type Db } from '../db/client';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable' | 'not_migrated';
  migrations?: { applied: number; expected: number };
}

const DRAINING = Symbol.for('musubi.draining');

/** True once the production server began its SIGTERM drain (scripts/serve.mjs). */
export function isDraining(): boolean {
  return !!(globalThis as Record<symbol, unknown>)[DRAINING];
}

async function expectedMigrations(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(/*turbopackIgnore: true*/ path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The database answers, within `timeoutMs`, and has every committed migration applied. */
export async function checkReadiness(timeoutMs = 3000, db?: Db): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const check = (async () => {
      const handle = db ?? (await getDb());
      const rows = await handle.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
      return Number(list[0]?.n ?? 0);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness timeout')), timeoutMs);
    });
    const applied = await Promise.race([check, timeout]);
    const expected = await expectedMigrations();
    return applied >= expected ? { ready: true, database: 'ok', migrations: { applied, expected } } : { ready: false, database: 'not_migrated', migrations: { applied, expected } };
  } catch {
    return { ready: false, database: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
