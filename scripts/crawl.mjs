// The crawler pass (issue 36): every URL of the sitemap fetched once, at a fixed rate, against a
// fresh server with nothing cached, as a search engine's crawler would after a deploy.
//
//   node scripts/crawl.mjs --database-url postgres://…/musubi_market [--rate 50] [--workers 2]
//                          [--limit N] [--port 3197] [--dist-dir .next-bench]
//
// Starts scripts/serve.mjs (PAGE_CACHE=0 RESPONSE_CACHE=0, two workers on PostgreSQL), reads
// /sitemap.xml and every part it lists, then starts one request every 1/rate s whatever the
// answers before it (an open loop: a slow server does not slow the crawler down). `--limit N` takes
// N URLs spread evenly over the whole list (every part in its share) when the pass would take longer
// than there is time for; the report says so. Prints p50/p95/p99/max, the errors (any status but
// 200, and failures), the pass's time, and each server process's peak RSS (VmHWM from /proc).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import waitForServerModule from './waitForServer.js';

const { waitForServer } = waitForServerModule;

function parseArgs(argv) {
  const opts = { databaseUrl: process.env.DATABASE_URL || '', rate: 50, workers: 2, limit: 0, port: 3197, distDir: '.next-bench' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--database-url') opts.databaseUrl = next();
    else if (a === '--rate') opts.rate = Number(next());
    else if (a === '--workers') opts.workers = Number(next());
    else if (a === '--limit') opts.limit = Number(next());
    else if (a === '--port') opts.port = Number(next());
    else if (a === '--dist-dir') opts.distDir = next();
    else throw new Error(`unknown option ${a}`);
  }
  if (!opts.databaseUrl) throw new Error('--database-url is needed (the crawler pass measures PostgreSQL with two workers)');
  if (!(opts.rate > 0 && opts.rate <= 500)) throw new Error('--rate must be 1 to 500 requests a second');
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const root = process.cwd();
const base = `http://127.0.0.1:${opts.port}`;

/** Peak and current resident memory (MB) of every process in the group `pgid`. */
function groupMemory(pgid) {
  const out = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
      out.push({ pid: Number(entry), rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const localPath = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function sitemapPaths() {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const parts = locs(index).map(localPath);
  const paths = [];
  for (const part of parts) {
    const res = await fetch(`${base}${part}`);
    paths.push(...locs(await res.text()).map(localPath));
  }
  return { parts: parts.length, paths };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(opts.port), '-H', '127.0.0.1', '--workers', String(opts.workers)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: opts.distDir, DATABASE_URL: opts.databaseUrl, PAGE_CACHE: '0', RESPONSE_CACHE: '0', SENTRY_DSN: '', SENTRY_BROWSER_DSN: '' },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${base}/robots.txt`, 180000);
    const { parts, paths: all } = await sitemapPaths();
    const step = opts.limit > 0 && opts.limit < all.length ? all.length / opts.limit : 1;
    const paths = step === 1 ? all : Array.from({ length: opts.limit }, (_, i) => all[Math.floor(i * step)]);
    console.log(`[crawl] sitemap: ${all.length} URLs in ${parts} parts; fetching ${paths.length} at ${opts.rate} req/s${step === 1 ? '' : ' (an even sample: --limit)'}`);
    const latencies = [];
    const errors = new Map();
    const slowest = [];
    const peak = new Map();
    const sample = () => {
      for (const p of groupMemory(server.pid)) peak.set(p.pid, Math.max(peak.get(p.pid) ?? 0, p.rssMb));
    };
    const sampler = setInterval(sample, 1000);
    const started = performance.now();
    const pending = [];
    for (let i = 0; i < paths.length; i++) {
      const due = started + (i * 1000) / opts.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const p = paths[i];
      const t0 = performance.now();
      pending.push(
        fetch(`${base}${p}`, { redirect: 'manual' })
          .then(async (res) => {
            await res.arrayBuffer();
            const ms = performance.now() - t0;
            latencies.push(ms);
            slowest.push([ms, p]);
            if (res.status !== 200) errors.set(`${res.status}`, [...(errors.get(`${res.status}`) ?? []), p]);
          })
          .catch((err) => errors.set(err.cause?.code ?? err.message, [...(errors.get(err.cause?.code ?? err.message) ?? []), p])),
      );
    }
    await Promise.all(pending);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    const final = groupMemory(server.pid);
    latencies.sort((a, b) => a - b);
    slowest.sort((a, b) => b[0] - a[0]);
    const errorCount = [...errors.values()].reduce((n, list) => n + list.length, 0);
    console.log(`\nmusubi crawl — ${paths.length} of ${all.length} sitemap URLs, ${opts.rate} req/s, PostgreSQL, ${opts.workers} workers, PAGE_CACHE=0 RESPONSE_CACHE=0\n`);
    console.log(`| URLs | pass s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | errors |`);
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(`| ${paths.length} | ${seconds.toFixed(1)} | ${(paths.length / seconds).toFixed(1)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${latencies.at(-1)?.toFixed(1)} | ${errorCount} |`);
    console.log('\nServer processes (MB): peak RSS sampled each second / VmHWM at the end');
    for (const p of final) console.log(`- pid ${p.pid}: ${Math.round(peak.get(p.pid) ?? p.rssMb)} / ${Math.round(p.peakMb)}`);
    for (const [kind, list] of errors) console.log(`- errors ${kind}: ${list.length} (e.g. ${list.slice(0, 3).join(', ')})`);
    console.log(`\nSlowest: ${slowest.slice(0, 8).map(([ms, p]) => `${p} ${ms.toFixed(0)} ms`).join('; ')}`);
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
