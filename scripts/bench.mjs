// `npm run bench`: requests/s and tail latency of a production build, next to Next serving a
// static HTML file of similar size from public/ (the ratio is the figure to watch).
//
//   npm run bench [-- --scale 10] [--duration 10] [--connections 20] [--port 3199]
//                 [--database-url postgres://...] [--path /extra/path ...] [--rebuild] [--skip-build]
//                 [--no-page-cache]   (every page rendered afresh; RESPONSE_CACHE=0 also skips the API's hot-read cache)
//                 [--only hall,magazine] (only the rows whose path or label holds one of these; `=/` is that path alone)
//                 [--workers N]       (serve.mjs forks N processes; PostgreSQL only, PGlite allows one)
//                 [--dist-dir .next-bench] [--data-dir .data/bench-scale-N]
//                                     (another build or PGlite folder, so two benchmarks can run side by side)
//
// `cpu ms/req` is the server's CPU time (user + system, all its processes, from /proc) during the
// measured run divided by the requests it answered: what one render costs, apart from waiting.
//
// Hosts differ, so before starting the server the script measures this host with Lighthouse's
// benchmarkIndex loop run in Node (scripts/lib/hostSpeed.js, median of 5 readings before and 5 after the run) and prints
// every CPU and throughput figure twice: as measured, and scaled to a host of index 1,200
// (`@1200` columns: CPU × index / 1,200, req/s × 1,200 / index). Targets hold on the scaled figures.
//
// `--market` (issue 36) measures the Japanese market's size: PostgreSQL, two workers, nothing cached
// (PAGE_CACHE=0 RESPONSE_CACHE=0), 10 connections, every page type against three databases in turn:
// scale 1 and scale 10 (created and seeded on the same server when missing: musubi_bench_scale1,
// musubi_bench_scale10, or --scale1-url / --scale10-url) and the market (--database-url, filled
// beforehand by `npm run seed -- --market`), and prints each row's CPU side by side with the targets:
//   npm run bench -- --market --database-url postgres://root@127.0.0.1:5432/musubi_market [--duration 5]
//
// Builds into .next-bench when needed, seeds its own PGlite folder (.data/bench-scale-<N>) only
// when empty (or the database at --database-url), starts scripts/serve.mjs on 127.0.0.1 and runs
// autocannon against each path for a bounded time.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import waitForServerModule from './waitForServer.js';
import hostSpeed from './lib/hostSpeed.js';

const { waitForServer } = waitForServerModule;
const { REFERENCE_INDEX, cpuMsAtReference, rpsAtReference, nodeBenchmarkIndex, median } = hostSpeed;

// Paths measured besides the home page, the hall page, the hall API and the static file.
// `{hallId}` is replaced with an existing hall's id. Add pages here as they are built.
const EXTRA_PATHS = [
  '/halls/search/?prefecture_slug=tokyo',
  '/halls/search/?prefecture_slug=tokyo&people=80&p=3&k=chapel&s=rating&page=2',
  '/overseas/hawaii',
  '/api/halls/?prefecture_slug=tokyo&page=1',
  '/api/halls/?prefecture_slug=tokyo&people=80&p=3&k=chapel&s=rating',
  '/api/halls/?name=%E3%81%8C%E3%83%BC%E3%81%A7%E3%82%93',
  '/api/wn/halls/{hallId}/comments?order=newest&page=1',
  '/api/wn/halls/{hallId}/page',
  '/api/wn/geo/prefectures/tokyo/page',
  '/magazine',
  '/magazine/1',
  '/ring/rings/?type=engagement&price_band=200k_300k&metal=pt950&sort=price_asc',
  '/ring/rings/?type=wedding&design=wave&page=2',
  '/ring/rings/1',
  '/ring/api/v1/rings?type=engagement&carat=03_04&sort=popular',
  '/ring/',
  '/ring/brands/',
  '/ring/brands/1',
  '/diagnosis/',
  '/parents/',
  '/lp/kaoawase_template',
  '/contact',
  '/go_to_wedding/',
  '/terms',
  '/privacy',
  '/brides/',
  '/brides/{brideId}',
  '/brides/{brideId}/albums/{albumId}',
  // The hall's sub-pages and a fair page (`{fairId}`: the first fair the hall's fairs page links to).
  '/halls/{hallId}/reviews',
  '/halls/{hallId}/costs',
  '/halls/{hallId}/plans',
  '/halls/{hallId}/photos',
  '/halls/{hallId}/fairs',
  '/halls/{hallId}/fairs/{fairId}',
  '/fairs',
  '/fairs?prefecture_slug=osaka',
  '/api/wn/fairs/page',
  // The calendar and a day's list (`{fairDay}`: the first date with a fair), as the app asks them.
  '/api/wn/fairs/calendar?prefecture_slug=tokyo',
  '/api/wn/fairs/halls?date={fairDay}',
  '/api/wn/fairs/halls?date={fairDay}&region_slug=kanto',
  '/pref/tokyo',
  '/guide',
  '/api/photo_search/aggregate',
  '/photos/?section=dress',
  // Site search (docs/search.md "Site search"): a common word, a two-character word, a rare one, suggestions.
  '/search?q=%E3%82%AC%E3%83%BC%E3%83%87%E3%83%B3',
  '/search?q=%E5%92%8C%E8%A3%85&kind=article',
  '/magazine?s=%E3%83%89%E3%83%AC%E3%82%B9',
  '/api/search?q=%E7%B5%90%E5%A9%9A%E5%BC%8F%E5%A0%B4',
  '/api/search?q=%E8%B2%BB%E7%94%A8%20%E6%9D%B1%E4%BA%AC',
  '/api/search?q=%EF%BD%B6%EF%BE%9E%EF%BD%B0%EF%BE%83%EF%BE%9E%EF%BE%9D&kind=hall&pref=tokyo',
  '/api/search/suggest?q=%E3%81%8E%E3%82%93',
];

const STATIC_PATH = '/bench/static.html';

function parseArgs(argv) {
  const opts = { scale: 1, duration: 10, connections: 20, port: 3199, databaseUrl: '', paths: [], rebuild: false, skipBuild: false, warmup: 2, pageCache: true, workers: 1, only: null, distDir: '.next-bench', dataDir: '', market: false, scale1Url: '', scale10Url: '' };
  const given = new Set();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    given.add(a);
    if (a === '--scale') opts.scale = Number(next());
    else if (a === '--duration') opts.duration = Number(next());
    else if (a === '--connections') opts.connections = Number(next());
    else if (a === '--port') opts.port = Number(next());
    else if (a === '--database-url') opts.databaseUrl = next();
    else if (a === '--path') opts.paths.push(next());
    else if (a === '--warmup') opts.warmup = Number(next());
    else if (a === '--rebuild') opts.rebuild = true;
    else if (a === '--skip-build') opts.skipBuild = true;
    else if (a === '--no-page-cache') opts.pageCache = false;
    else if (a === '--workers') opts.workers = Number(next());
    else if (a === '--dist-dir') opts.distDir = next();
    else if (a === '--data-dir') opts.dataDir = next();
    else if (a === '--only') opts.only = next().split(',').map((x) => x.trim()).filter(Boolean);
    else if (a === '--market') opts.market = true;
    else if (a === '--scale1-url') opts.scale1Url = next();
    else if (a === '--scale10-url') opts.scale10Url = next();
    else throw new Error(`unknown option ${a}`);
  }
  if (opts.market) {
    opts.databaseUrl ||= process.env.DATABASE_URL || '';
    if (!opts.databaseUrl) throw new Error('--market needs --database-url (a PostgreSQL database filled by `npm run seed -- --market`)');
    opts.pageCache = false;
    if (!given.has('--workers')) opts.workers = 2;
    if (!given.has('--connections')) opts.connections = 10;
    const sibling = (name) => {
      const u = new URL(opts.databaseUrl);
      u.pathname = `/${name}`;
      return u.toString();
    };
    opts.scale1Url ||= sibling('musubi_bench_scale1');
    opts.scale10Url ||= sibling('musubi_bench_scale10');
  }
  if (!(opts.scale > 0)) throw new Error('--scale must be positive');
  if (!(opts.duration > 0 && opts.duration <= 120)) throw new Error('--duration must be between 1 and 120 seconds');
  if (!(opts.connections > 0 && opts.connections <= 200)) throw new Error('--connections must be between 1 and 200');
  if (!(Number.isInteger(opts.workers) && opts.workers >= 1 && opts.workers <= 16)) throw new Error('--workers must be 1 to 16');
  if (opts.workers > 1 && !opts.databaseUrl) throw new Error('--workers needs --database-url (PGlite allows one process)');
  return opts;
}

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds (user + system) used so far by every process in the group `pgid`; NaN off Linux. */
function groupCpuMs(pgid) {
  let ticks = 0;
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp ... utime(14) stime(15)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * CLOCK_TICK_MS;
}

const root = process.cwd();
const opts = parseArgs(process.argv.slice(2));
const distDir = opts.distDir;
const dataDir = opts.dataDir || path.join('.data', `bench-scale-${opts.scale}`);
const base = `http://127.0.0.1:${opts.port}`;
const env = {
  ...process.env,
  ...(opts.market ? { RESPONSE_CACHE: '0' } : {}),
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  NODE_ENV: 'production',
  DATABASE_URL: opts.databaseUrl,
  PGLITE_DIR: path.join(root, dataDir),
  SENTRY_DSN: '',
  SENTRY_BROWSER_DSN: '',
};

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: 'inherit', env, cwd: root });
}

async function findHallId() {
  try {
    const res = await fetch(`${base}/api/halls/?page=1`);
    if (res.ok) {
      const body = await res.json();
      const list = Array.isArray(body) ? body : body.halls ?? body.results ?? body.items ?? body.data;
      const id = Array.isArray(list) ? list.find((h) => h && (h.id || h.hall_id))?.id : undefined;
      if (id) return id;
    }
  } catch {
    // fall back to probing
  }
  for (let id = 1; id <= 200; id++) {
    const res = await fetch(`${base}/api/wn/halls/${id}`);
    await res.arrayBuffer();
    if (res.ok) return id;
  }
  throw new Error('no hall found: is the database seeded?');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {string} url the first URL
 * @param {string[]} [rotation] when given, each request takes the next of these paths in turn
 */
function measure(url, duration, connections, rotation) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let i = 0;
    const requests = rotation ? [{ setupRequest: (req) => ({ ...req, path: rotation[i++ % rotation.length] }) }] : undefined;
    const instance = autocannon({ url, duration, connections, pipelining: 1, timeout: 20, requests }, (err, result) => {
      if (err) reject(err);
      else {
        latencies.sort((a, b) => a - b);
        resolve({ result, p95: percentile(latencies, 95), p99: percentile(latencies, 99) });
      }
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Many different pages, as crawlers and real visitors ask for them, so a cache cannot answer
 * everything from one entry: the directory API and the search page by every prefecture (and
 * sort) over 3 pages, 300 hall pages, and 300 articles. Each URL is cold the first time it is asked for.
 */
async function mixes() {
  const areas = await (await fetch(`${base}/api/halls/aggregate_area/`)).json();
  const prefectures = areas.regions.flatMap((r) => r.prefectures.map((p) => p.slug));
  const search = prefectures.flatMap((slug) => [1, 2, 3].map((page) => `/halls/search/?prefecture_slug=${slug}&page=${page}`));
  const ids = [];
  for (let page = 1; ids.length < 300 && page <= 20; page++) {
    const body = await (await fetch(`${base}/api/halls/?page=${page}`)).json();
    ids.push(...body.items.map((h) => h.id));
  }
  const brides = [];
  for (let page = 1; brides.length < 300 && page <= 10; page++) {
    const body = await (await fetch(`${base}/api/brides/?page=${page}&per_page=50`)).json();
    brides.push(...body.items.map((b) => b.id));
  }
  const articles = [];
  for (let page = 1; articles.length < 300 && page <= 15; page++) {
    const body = await (await fetch(`${base}/api/web/post/recent?page=${page}`)).json();
    articles.push(...body.posts.map((p) => p.post_id));
  }
  const sorts = ['recommended', 'rating', 'review_count', 'price_low', 'price_high'];
  const ringSearches = ['engagement', 'wedding'].flatMap((type) => ['u100k', '100k_200k', '200k_300k', '300k_500k', '500k_up'].flatMap((band) => ['pt950', 'pt900', 'k18yg', 'k18pg', 'k18wg', 'combi'].map((metal) => `/ring/rings/?type=${type}&price_band=${band}&metal=${metal}`)));
  const api = prefectures.flatMap((slug) => sorts.flatMap((s) => [1, 2, 3].map((page) => `/api/halls/?prefecture_slug=${slug}&s=${s}&page=${page}`)));
  return [
    { label: `mix: /api/halls/ × ${prefectures.length} prefectures × ${sorts.length} sorts × 3 pages`, paths: api },
    { label: `mix: /halls/search/ × ${prefectures.length} prefectures × 3 pages`, paths: search },
    { label: `mix: /halls/{id} × ${ids.length} halls`, paths: ids.map((id) => `/halls/${id}`) },
    { label: `mix: /ring/rings/ × 2 types × 5 budgets × 6 metals`, paths: ringSearches },
    { label: 'mix: /ring/rings/{id} × 300 rings', paths: Array.from({ length: 300 }, (_, i) => `/ring/rings/${i + 1}`) },
    { label: `mix: /brides/{id} × ${brides.length} bride reports`, paths: brides.map((id) => `/brides/${id}`) },
    { label: `mix: /magazine/{id} × ${articles.length} articles`, paths: articles.map((id) => `/magazine/${id}`) },
  ];
}

async function main() {
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  if (opts.rebuild || (!built && !opts.skipBuild)) {
    console.log(`[bench] building into ${distDir}…`);
    run('npx', ['next', 'build']);
  }
  const before = await nodeBenchmarkIndex(5);
  console.log(`[bench] host benchmarkIndex ${before.index} before the run (median of ${before.readings.join(', ')}); read again after it`);
  if (opts.market) return marketBench(before);

  if (!opts.databaseUrl) fs.mkdirSync(dataDir, { recursive: true });
  console.log(`[bench] seeding ${opts.databaseUrl ? 'the PostgreSQL database' : dataDir} at scale ${opts.scale} (only when empty)…`);
  run('npx', ['tsx', 'scripts/seed.ts', '--if-empty', '--scale', String(opts.scale)]);
  const rows = await benchServer(opts.databaseUrl, true);
  const host = await hostAfter(before);
  const reference = rows.find((r) => r.path === STATIC_PATH);
  console.log(`\nmusubi bench — host benchmarkIndex ${host.index} (scaled columns: index ${REFERENCE_INDEX}), scale ${opts.scale}, ${opts.databaseUrl ? 'PostgreSQL' : 'PGlite'}, shared page cache ${opts.pageCache ? 'on' : 'off'}, API cache ${env.RESPONSE_CACHE === '0' ? 'off' : 'on'}, ${opts.workers} server process(es), ${opts.connections} connections, ${opts.duration} s per path, 127.0.0.1\n`);
  console.log(`| path | bytes | req/s | req/s @${REFERENCE_INDEX} | p50 ms | p95 ms | p99 ms | cpu ms/req | cpu ms/req @${REFERENCE_INDEX} | vs static | errors |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = reference ? `${((r.rps / reference.rps) * 100).toFixed(1)} %` : '—';
    console.log(`| ${r.path} | ${r.size} | ${r.rps.toFixed(0)} | ${rpsAtReference(r.rps, host.index).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ${cpuMsAtReference(r.cpuMs, host.index).toFixed(1)} | ${ratio} | ${r.non2xx} |`);
  }
}

/**
 * The host's index as the median of readings before and after the run: one reading of five varied
 * by ±10 % within minutes on a shared host (1,531.5 and 1,842.5 in two runs whose servers answered
 * alike), and the scaled figures moved with it.
 */
async function hostAfter(before) {
  const after = await nodeBenchmarkIndex(5);
  const readings = [...before.readings, ...after.readings];
  const host = { index: median(readings), readings };
  console.log(`[bench] host benchmarkIndex ${host.index} (median of ${readings.join(', ')}: before and after the run); figures @${REFERENCE_INDEX} are scaled to a host of index ${REFERENCE_INDEX}`);
  return host;
}

/** Creates `url`'s database when missing and seeds it at `scale` when empty. */
async function ensureSeeded(url, scale) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  console.log(`[bench] seeding ${name} at scale ${scale} (only when empty)…`);
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--if-empty', '--scale', String(scale)], { stdio: 'inherit', env: { ...env, DATABASE_URL: url }, cwd: root });
}

/** Page types (and APIs) measured by --market: one path each, no mixes. */
const PAGE_KIND = (p) => (p === STATIC_PATH ? 'static' : p.startsWith('/api/') || p.startsWith('/ring/api/') ? 'api' : p.startsWith('/halls/search') || p.includes('name=') ? 'search' : 'page');

/**
 * The market bench: every path against scale 1, scale 10 and the market's database in turn (same
 * build, same settings), then one table with their CPU side by side and the market's latencies
 * against the targets (issue 36).
 */
async function marketBench(host) {
  await ensureSeeded(opts.scale1Url, 1);
  await ensureSeeded(opts.scale10Url, 10);
  const marketCheck = await countHalls(opts.databaseUrl);
  if (marketCheck < 1000) throw new Error(`the market database holds ${marketCheck} halls: fill it first with \`DATABASE_URL=… npm run seed -- --market\``);
  const results = [];
  for (const [label, url] of [['scale 1', opts.scale1Url], ['scale 10', opts.scale10Url], ['market', opts.databaseUrl]]) {
    console.log(`[bench] ${label}: ${new URL(url).pathname.slice(1)}`);
    results.push({ label, rows: await benchServer(url, false) });
  }
  host = await hostAfter(host);
  const [one, ten, market] = results.map((r) => new Map(r.rows.map((row) => [row.template ?? row.path, row])));
  const at = (row) => (row ? cpuMsAtReference(row.cpuMs, host.index).toFixed(1) : '—');
  console.log(`\nmusubi bench --market — host benchmarkIndex ${host.index}, CPU scaled to index ${REFERENCE_INDEX}; PostgreSQL, ${opts.workers} workers, PAGE_CACHE=0 RESPONSE_CACHE=0, ${opts.connections} connections, ${opts.duration} s per path\n`);
  console.log(`| path | kind | cpu ms @${REFERENCE_INDEX}: scale 1 | scale 10 | market | market cpu ms (measured) | market req/s @${REFERENCE_INDEX} | market p50 ms | market p95 ms | target | errors |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const [p, m] of market) {
    const kind = PAGE_KIND(p);
    const cpu = cpuMsAtReference(m.cpuMs, host.index);
    const target = kind === 'page' ? (cpu <= 15 && m.p95 <= 150 ? 'met' : `NOT met (≤15 ms CPU, p95 ≤150)`) : kind === 'static' ? '' : m.p95 <= 50 ? 'met' : 'NOT met (p95 ≤50)';
    console.log(`| ${p} | ${kind} | ${at(one.get(p))} | ${at(ten.get(p))} | ${cpu.toFixed(1)} | ${m.cpuMs.toFixed(1)} | ${rpsAtReference(m.rps, host.index).toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${target} | ${m.non2xx} |`);
  }
}

async function countHalls(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM halls')).rows[0].n);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/** Starts scripts/serve.mjs on `databaseUrl` (PGlite when empty), measures every path (and the mixes), stops it. */
async function benchServer(databaseUrl, withMixes) {
  console.log(`[bench] starting scripts/serve.mjs on ${base} (shared page cache ${opts.pageCache ? 'on' : 'off'})`);
  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(opts.port), '-H', '127.0.0.1', '--workers', String(opts.workers)], { env: { ...env, DATABASE_URL: databaseUrl, PAGE_CACHE: opts.pageCache ? '1' : '0' }, cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const onInterrupt = () => {
    stop();
    process.exit(130);
  };
  process.on('SIGINT', onInterrupt);
  try {
    await waitForServer(`${base}${STATIC_PATH}`, 120000);
    const hallId = await findHallId();
    // Each row keeps its path's template too: the ids differ from one database to the next, and the
    // market table sets the same page type side by side.
    const templates = ['/', '/halls/{hallId}', '/api/wn/halls/{hallId}', ...EXTRA_PATHS, ...opts.paths, STATIC_PATH];
    const brideId = (await (await fetch(`${base}/api/brides/?per_page=1`)).json()).items[0]?.id ?? 0;
    const firstLink = async (page, pattern) => ((await (await fetch(`${base}${page}`)).text()).match(pattern) ?? [])[1] ?? '0';
    const fairId = await firstLink(`/halls/${hallId}/fairs`, /href="\/halls\/\d+\/fairs\/(\d+)\/?"/);
    const albumId = await firstLink(`/brides/${brideId}`, /href="\/brides\/\d+\/albums\/(\d+)\/?"/);
    const fairDay = (await (await fetch(`${base}/api/wn/fairs/calendar`)).json()).first_date ?? '';
    const ids = { hallId, brideId, fairId, albumId, fairDay };
    const paths = templates.map((t) => t.replace(/\{(hallId|brideId|fairId|albumId|fairDay)\}/g, (_, k) => String(ids[k])));
    const templateOf = new Map(paths.map((p, i) => [p, templates[i]]));
    const rows = [];
    const wanted = (label) => !opts.only || opts.only.some((w) => (w.startsWith('=') ? label === w.slice(1) : label.includes(w)));
    for (const p of paths.filter(wanted)) {
      const url = `${base}${p}`;
      const probe = await fetch(url);
      const size = (await probe.arrayBuffer()).byteLength;
      if (!probe.ok) {
        console.log(`[bench] ${p}: status ${probe.status}, skipped`);
        continue;
      }
      if (opts.warmup > 0) await measure(url, opts.warmup, Math.min(4, opts.connections));
      const cpuBefore = groupCpuMs(server.pid);
      const { result, p95, p99 } = await measure(url, opts.duration, opts.connections);
      const cpuMs = (groupCpuMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
      rows.push({ path: p, template: templateOf.get(p), size, rps: result.requests.average, p50: result.latency.p50, p95, p99, cpuMs, non2xx: result.non2xx + result.errors + result.timeouts });
      console.log(`[bench] ${p}: ${result.requests.average.toFixed(0)} req/s`);
    }
    if (!withMixes) return rows;
    for (const mix of (await mixes()).filter((m) => wanted(m.label))) {
      const url = `${base}${mix.paths[0]}`;
      const cpuBefore = groupCpuMs(server.pid);
      const { result, p95, p99 } = await measure(url, opts.duration, opts.connections, mix.paths);
      const cpuMs = (groupCpuMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
      rows.push({ path: mix.label, size: Math.round(result.throughput.average / Math.max(1, result.requests.average)), rps: result.requests.average, p50: result.latency.p50, p95, p99, cpuMs, non2xx: result.non2xx + result.errors + result.timeouts });
      console.log(`[bench] ${mix.label}: ${result.requests.average.toFixed(0)} req/s`);
    }
    return rows;
  } finally {
    process.off('SIGINT', onInterrupt);
    // The port must be free before the next database's server starts, or the next run measures this one.
    const exited = server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => server.once('exit', resolve));
    stop();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30000))]);
    for (let i = 0; i < 60; i++) {
      const free = await fetch(`${base}${STATIC_PATH}`).then(() => false, () => true);
      if (free) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
