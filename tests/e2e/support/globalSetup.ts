import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from '../../../scripts/waitForServer';
import { startMailbox } from './mailbox';
import { startSentryIngest } from './sentryIngest';
import { liveWordpressEnv, startE2EWordpress, wordpressEnv } from './wordpress';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
const STATE_FILE = path.join(os.tmpdir(), `musubi-e2e-server-${E2E_PORT}.json`);

/**
 * Starts the production build (scripts/serve.mjs, as `npm start` does) on a fresh, seeded embedded database.
 * `npm run test:e2e` builds first; a missing build is an error, not a silent rebuild.
 */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` first');
  // The app's mail goes to a local capture (journeys follow mailed links); globalTeardown closes it.
  const mailbox = await startMailbox();
  (globalThis as { musubiE2EMailbox?: typeof mailbox }).musubiE2EMailbox = mailbox;
  // Error reporting is on, to a local Sentry stand-in (tests/e2e/errorReporting.e2e.ts); globalTeardown closes it.
  const sentry = await startSentryIngest();
  (globalThis as { musubiE2ESentry?: typeof sentry }).musubiE2ESentry = sentry;
  // The editors' live WordPress, synced every 2 s: a stand-in (tests/e2e/wordpressSync.e2e.ts; globalTeardown
  // closes it), or with E2E_LIVE_WORDPRESS a real one started by scripts/wordpress/start-local.sh (npm run test:wordpress).
  const live = process.env.E2E_LIVE_WORDPRESS ? liveWordpressEnv(process.env.E2E_LIVE_WORDPRESS) : null;
  const wordpress = live ? null : await startE2EWordpress();
  (globalThis as { musubiE2EWordpress?: typeof wordpress }).musubiE2EWordpress = wordpress;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-e2e-db-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SEED_SCALE: process.env.E2E_SEED_SCALE ?? '0.2',
    // Every journey comes from 127.0.0.1: one client to the rate limits. Scale them so sixteen files of
    // journeys do not spend one visitor's allowance (the limits themselves are tested in tests/server).
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '20', SMTP_URL: mailbox.url,
    SENTRY_DSN: sentry.dsn, SENTRY_BROWSER_DSN: '', SENTRY_ENVIRONMENT: 'e2e',
    // The seed's member attended a fair "yesterday" and may review it until the end of the next day
    // (Japan time). A run that crosses midnight in Japan (15:00 UTC) between seeding and her review
    // would find the deadline passed: one day more keeps the journey independent of the clock (the
    // deadline itself is tested in tests/server/rewards).
    REVIEW_POST_PERIOD_DAY: process.env.REVIEW_POST_PERIOD_DAY ?? '2', ...(live ?? wordpressEnv(wordpress!.url)) };
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--if-empty'], { env, stdio: 'inherit' });
  // The magazine's move from WordPress (tests/e2e/wordpressMove.e2e.ts): its articles and old addresses.
  execFileSync('npx', ['tsx', 'scripts/magazine-import.ts', 'tests/fixtures/magazine/wordpress-move.xml'], { env, stdio: 'inherit' });
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(E2E_PORT)], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 90000);
}
