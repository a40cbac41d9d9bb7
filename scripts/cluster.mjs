// `npm run cluster`: N instances of the production server (scripts/serve.mjs) on one PostgreSQL
// (DATABASE_URL) and one Redis (REDIS_URL), behind nginx (Debian's package) as the load balancer.
//
//   DATABASE_URL=postgres://... REDIS_URL=redis://... npm run cluster -- [-n 2] [-p 3000] [--base-port 3001]
//
// Needs a production build (`npm run build`). The first instance migrates the database before the
// others start. An instance that dies is started again; Ctrl-C (or SIGTERM) drains them all.
// Writes .cluster/instances.json (ports and pids) for tools such as `npm run loadtest`.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import waitForServerModule from './waitForServer.js';

const { waitForServer } = waitForServerModule;

function parseArgs(argv) {
  const opts = { instances: 2, port: 3000, basePort: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-n' || a === '--instances') opts.instances = Number(argv[++i]);
    else if (a === '-p' || a === '--port') opts.port = Number(argv[++i]);
    else if (a === '--base-port') opts.basePort = Number(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!(opts.instances >= 1 && opts.instances <= 16)) throw new Error('-n must be between 1 and 16');
  opts.basePort ||= opts.port + 1;
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required: every instance must share one PostgreSQL');
if (!process.env.REDIS_URL) console.warn('[cluster] REDIS_URL is not set: rate limits and cache invalidation stay per instance');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBin) throw new Error('nginx is not installed (apt-get install nginx-light)');

const prefix = path.resolve('.cluster');
fs.mkdirSync(prefix, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  TRUST_PROXY: '1',
  // Every instance must sign CSRF tokens and device cookies with the same key.
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
};

/** @type {{ port: number; child: import('node:child_process').ChildProcess | null }[]} */
const instances = Array.from({ length: opts.instances }, (_, i) => ({ port: opts.basePort + i, child: null }));
let stopping = false;
/** @type {import('node:child_process').ChildProcess | null} */
let nginx = null;
// Never leave nginx (in its own process group) or an instance behind, whatever ends this script
// (a failed start included).
process.on('exit', () => {
  for (const child of [nginx, ...instances.map((s) => s.child)]) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

function writeState() {
  const state = { port: opts.port, instances: instances.map((s) => ({ port: s.port, pid: s.child?.pid ?? null })) };
  fs.writeFileSync(path.join(prefix, 'instances.json'), JSON.stringify(state, null, 2));
}

/**
 * A restarted instance (one that died) warms up for a few seconds only (server/web/warmUp.js): the
 * others carry its visitors meanwhile, on the same cores, and under load its 30 s warm-up was most
 * of the time it was away. RESTART_WARM_UP_MS sets it (default 3000).
 */
const RESTART_WARM_UP_MS = process.env.RESTART_WARM_UP_MS || '3000';

function start(slot, restarted = false) {
  if (stopping) return null;
  // Each instance has folders of its own, as on separate machines: nothing may rely on a shared disk
  // (members' uploads live in PostgreSQL or the S3 bucket; the image caches are only caches).
  const own = path.join(prefix, `instance-${slot.port}`);
  const instanceEnv = { ...env, UPLOAD_DIR: path.join(own, 'uploads'), MUSUBI_CACHE_DIR: path.join(own, 'cache'), ...(restarted ? { WARM_UP_MS: RESTART_WARM_UP_MS } : {}) };
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(slot.port), '-H', '127.0.0.1'], { env: instanceEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  slot.child = child;
  writeState();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] instance :${slot.port} exited (${signal ?? code}); starting it again`);
    setTimeout(() => start(slot, true), 500);
  });
  return child;
}

const template = fs.readFileSync('deploy/nginx.conf.template', 'utf8');
const conf = template
  .replaceAll('{{PREFIX}}', prefix)
  .replaceAll('{{PORT}}', String(opts.port))
  .replace('{{SERVERS}}', instances.map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=2s;`).join('\n'));
fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
execFileSync(nginxBin, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });

start(instances[0]);
await waitForServer(`http://127.0.0.1:${instances[0].port}/readyz`, 120_000);
for (const slot of instances.slice(1)) start(slot);
await Promise.all(instances.slice(1).map((s) => waitForServer(`http://127.0.0.1:${s.port}/readyz`, 120_000)));
if (stopping) await new Promise(() => {}); // stopped while starting: stop() exits
// Its own process group: Ctrl-C in the terminal reaches only this script, which stops nginx
// gracefully (SIGQUIT: it finishes the requests it holds) instead of the fast stop SIGINT means to nginx.
nginx = spawn(nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit', detached: true });
nginx.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[cluster] nginx exited (${signal ?? code}); stopping the instances`);
  void stop(1);
});
await waitForServer(`http://127.0.0.1:${opts.port}/healthz`, 30_000);
console.log(`[cluster] ${instances.length} instances behind nginx on http://127.0.0.1:${opts.port}`);

/** @param {import('node:child_process').ChildProcess | null} child @param {NodeJS.Signals} signal */
function stopChild(child, signal) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill(signal);
    // An instance exits by its own drain deadline (server/web/drain.js); one that does not is killed.
    const deadline = Number(process.env.DRAIN_TIMEOUT_MS) > 0 ? Number(process.env.DRAIN_TIMEOUT_MS) : 25_000;
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) {
        console.error(`[cluster] pid ${child.pid} still running ${deadline + 5000} ms after SIG${signal.replace(/^SIG/, '')}: killed`);
        child.kill('SIGKILL');
      }
    }, deadline + 5000).unref();
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopChild(nginx, 'SIGQUIT'), ...instances.map((s) => stopChild(s.child, 'SIGTERM'))]);
  process.exit(code);
}

