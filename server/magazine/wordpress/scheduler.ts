import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '../../db/client';
import { isDraining } from '../../health/readiness';
import { wordpressConfig, type WordpressConfig } from './config';
import { dropMagazineCaches } from './invalidate';
import { claimRun, ensureSyncRow, failRun, finishRun, renewLease } from './state';
import { syncOnce, type SyncOptions } from './sync';

const KEY = Symbol.for('musubi.wordpressSync');
type Scheduler = { owner: string; config: WordpressConfig; timer: NodeJS.Timeout; running: Promise<boolean> | null };
type G = typeof globalThis & { [KEY]?: Scheduler };

/**
 * One turn: when a run is due and this instance gets the lease, sync and record the outcome.
 * Never throws: a failure is recorded (last error, backoff) and logged. Resolves true when it ran.
 */
export async function runDueSync(db: Db, config: WordpressConfig, owner: string, options: Partial<SyncOptions> = {}): Promise<boolean> {
  // A draining instance (SIGTERM) starts nothing new: another instance, or the next start, takes the run.
  if (isDraining()) return false;
  await ensureSyncRow(db);
  const claim = await claimRun(db, owner);
  if (!claim) return false;
  const renew = setInterval(() => void renewLease(db, owner).catch(() => {}), 30_000);
  renew.unref();
  try {
    const result = await syncOnce(db, config, { ...options, full: claim.full });
    await finishRun(db, owner, result, config.intervalSeconds);
    if (result.created + result.updated + result.withdrawn > 0) await dropMagazineCaches(db);
    for (const f of result.imagesFailed) console.warn(`[wordpress] image not copied: ${f.url}: ${f.reason}`);
    if (result.created + result.updated + result.withdrawn + result.skipped.length > 0) {
      console.log(`[wordpress] synced: ${result.created} new, ${result.updated} updated, ${result.withdrawn} withdrawn, ${result.skipped.length} skipped`);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`[wordpress] sync failed: ${message}`);
    await failRun(db, owner, message, config.intervalSeconds).catch((e) => console.error('[wordpress] could not record the failure', e));
  } finally {
    clearInterval(renew);
  }
  return true;
}

function tick(s: Scheduler): Promise<boolean> {
  if (isDraining()) {
    clearInterval(s.timer);
    return Promise.resolve(false);
  }
  if (s.running) return s.running;
  s.running = (async () => {
    try {
      return await runDueSync(await getDb(), s.config, s.owner);
    } catch (err) {
      console.error('[wordpress] sync turn failed', err instanceof Error ? err.message : err);
      return false;
    } finally {
      s.running = null;
    }
  })();
  return s.running;
}

/**
 * With WORDPRESS_URL, checks every few seconds whether a sync is due (every instance checks; the
 * lease lets one run). Started once per process by instrumentation.ts.
 */
export function startWordpressSync(): void {
  const config = wordpressConfig();
  const g = globalThis as G;
  if (!config || g[KEY]) return;
  const every = Math.min(Math.max(config.intervalSeconds * 250, 1000), 15_000);
  const s: Scheduler = { owner: randomUUID(), config, timer: setInterval(() => void tick(s), every), running: null };
  s.timer.unref();
  g[KEY] = s;
  void tick(s);
}

/** After a webhook or the staff button: this instance tries at once (the lease decides who runs). */
export function kickWordpressSync(): void {
  const s = (globalThis as G)[KEY];
  if (s) void tick(s);
}
