import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wordpressSync } from '../../db/schema';
import type { SyncResult } from './sync';

const ROW = 'main';
/** How long a lease lasts unless renewed: an instance that died mid-run frees it by then. */
export const LEASE_SECONDS = 120;
/** The longest wait after failures in a row. */
export const MAX_BACKOFF_SECONDS = 30 * 60;

export type SyncState = typeof wordpressSync.$inferSelect;

const firstRow = <T>(rows: unknown): T | undefined => ((Array.isArray(rows) ? rows : (rows as { rows: T[] }).rows) as T[])[0];

export async function ensureSyncRow(db: Db): Promise<void> {
  await db.insert(wordpressSync).values({ id: ROW }).onConflictDoNothing();
}

export async function readSyncState(db: Db): Promise<SyncState | null> {
  const [row] = await db.select().from(wordpressSync).where(eq(wordpressSync.id, ROW));
  return row ?? null;
}

/**
 * Takes the lease when a run is due and nobody holds it (one statement, so two instances never
 * both get it). Returns whether the run is the first, full one; null when there is nothing to do.
 */
export async function claimRun(db: Db, owner: string): Promise<{ full: boolean } | null> {
  const row = firstRow<{ full_synced_at: string | null }>(
    await db.execute(sql`
      UPDATE wordpress_sync SET lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), last_started_at = now()
      WHERE id = ${ROW} AND (lease_until IS NULL OR lease_until < now()) AND next_run_at <= now()
      RETURNING full_synced_at`),
  );
  return row ? { full: row.full_synced_at === null } : null;
}

/** Keeps the lease while a long run goes on. */
export async function renewLease(db: Db, owner: string): Promise<void> {
  await db.execute(sql`UPDATE wordpress_sync SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE id = ${ROW} AND lease_owner = ${owner}`);
}

/** A run went well: the next one after the interval (or at once when asked for during this one). */
export async function finishRun(db: Db, owner: string, result: SyncResult, intervalSeconds: number): Promise<void> {
  await db.execute(sql`
    UPDATE wordpress_sync SET lease_owner = NULL, lease_until = NULL, last_success_at = now(), failures = 0,
      full_synced_at = COALESCE(full_synced_at, now()), posts_synced = ${result.published},
      last_changed = ${result.created + result.updated + result.withdrawn}, last_skipped = ${JSON.stringify(result.skipped.slice(0, 50))}::jsonb,
      next_run_at = CASE WHEN requested_at > last_started_at THEN now() ELSE now() + make_interval(secs => ${intervalSeconds}) END
    WHERE id = ${ROW} AND lease_owner = ${owner}`);
}

/** A run failed: what went wrong, and a wait that doubles with each failure in a row. */
export async function failRun(db: Db, owner: string, error: string, intervalSeconds: number): Promise<void> {
  await db.execute(sql`
    UPDATE wordpress_sync SET lease_owner = NULL, lease_until = NULL, last_error_at = now(), last_error = ${error.slice(0, 1000)},
      failures = failures + 1,
      next_run_at = now() + make_interval(secs => LEAST(${intervalSeconds}::float8 * power(2, LEAST(failures, 16)), ${MAX_BACKOFF_SECONDS}))
    WHERE id = ${ROW} AND lease_owner = ${owner}`);
}

/** A webhook or the staff button: run as soon as possible (after the run going on, if any). */
export async function requestRun(db: Db): Promise<void> {
  await ensureSyncRow(db);
  await db.update(wordpressSync).set({ nextRunAt: sql`now()`, requestedAt: sql`now()` }).where(eq(wordpressSync.id, ROW));
}
