// `npm run lighthouse`: Lighthouse (mobile preset, default simulated throttling) over one page of
// every public page type (scripts/lighthouse-pages.mjs) against a production build served by
// scripts/serve.mjs, with Debian's Chromium. Prints scores, LCP, TBT, CLS and JavaScript bytes.
// Pages marked `signIn` (the partners' console) are measured signed in: a session cookie from
// logging in through the API (POST /api/accounts/login) before Lighthouse runs, sent with every
// request; pages marked `preset: 'desktop'` use Lighthouse's desktop preset and its own throttling.
//
//   npm run lighthouse [-- --port 3198] [--only hall,article] [--runs 3] [--rebuild] [--skip-build]
//                      [--no-page-cache] [--json out.json] [--lhr-dir dir]
//
// Builds into NEXT_DIST_DIR (default .next) when there is no build, seeds its own PGlite folder
// (.data/lighthouse) when empty. With --runs N each page is measured N times and the median run
// (by performance score) is kept, because a shared machine is noisy.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import waitForServerModule from './waitForServer.js';
import hostSpeed from './lib/hostSpeed.js';
import landedOn from './lib/landedOn.js';
import { PAGES } from './lighthouse-pages.mjs';

const { waitForServer } = waitForServerModule;
const { cpuSlowdownMultiplier, median } = hostSpeed;
const { redirectedTo } = landedOn;
const LIGHTHOUSE_CLEARED_STORAGE = defaultSettings.clearStorageTypes;

function parseArgs(argv) {
  const opts = { port: 3198, only: null, runs: 1, rebuild: false, skipBuild: false, pageCache: true, json: '', lhrDir: '', readings: 3, cpuSlowdown: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--port') opts.port = Number(next());
    else if (a === '--only') opts.only = next().split(',').map((s) => s.trim());
    else if (a === '--runs') opts.runs = Number(next());
    else if (a === '--rebuild') opts.rebuild = true;
    else if (a === '--skip-build') opts.skipBuild = true;
    else if (a === '--no-page-cache') opts.pageCache = false;
    else if (a === '--json') opts.json = next();
    else if (a === '--lhr-dir') opts.lhrDir = next();
    else if (a === '--readings') opts.readings = Number(next());
    else if (a === '--cpu-slowdown') opts.cpuSlowdown = Number(next());
    else throw new Error(`unknown option ${a}`);
  }
  if (!(Number.isInteger(opts.runs) && opts.runs >= 1 && opts.runs <= 9)) throw new Error('--runs must be 1 to 9');
  if (!(Number.isInteger(opts.readings) && opts.readings >= 1 && opts.readings <= 9)) throw new Error('--readings must be 1 to 9');
  if (opts.cpuSlowdown && !(opts.cpuSlowdown >= 1 && opts.cpuSlowdown <= 30)) throw new Error('--cpu-slowdown must be 1 to 30');
  return opts;
}

const root = process.cwd();
const opts = parseArgs(process.argv.slice(2));
const distDir = process.env.NEXT_DIST_DIR || '.next';
const dataDir = path.join('.data', 'lighthouse');
const base = `http://127.0.0.1:${opts.port}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  NODE_ENV: 'production',
  DATABASE_URL: '',
  PGLITE_DIR: path.join(root, dataDir),
};

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: 'inherit', env, cwd: root });
}

/** The cookies a response sets, as `name=value` pairs. */
const setCookies = (res) => res.headers.getSetCookie().map((line) => line.split(';')[0]);

const sessions = new Map();
/**
 * A session for a demo account (README "Demo accounts"), logged in through the API as the browser
 * does (the CSRF cookie first, then the login): the Cookie header Lighthouse sends with every request.
 */
async function sessionCookie(email) {
  if (!email) return '';
  if (sessions.has(email)) return sessions.get(email);
  const csrf = await fetch(`${base}/api/csrf`);
  const jar = new Map(setCookies(csrf).map((c) => c.split(/=(.*)/s).slice(0, 2)));
  const res = await fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(jar.get('musubi_csrf') ?? ''), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify({ email, password: 'Musubi2026' }),
  });
  if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status}`);
  for (const c of setCookies(res)) {
    const [k, v] = c.split(/=(.*)/s);
    if (v) jar.set(k, v);
    else jar.delete(k);
  }
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  sessions.set(email, cookie);
  return cookie;
}

async function html(p, cookie = '') {
  const res = await fetch(`${base}${p}`, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  return { status: res.status, text };
}

/** Loads a page and the images it names (src and every srcset candidate), as a visitor before us would have. */
async function warm(p, cookie = '') {
  const { text } = await html(p, cookie);
  const urls = new Set();
  for (const m of text.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const part of m[1].replace(/&amp;/g, '&').split(',')) {
      const url = part.trim().split(/\s+/)[0];
      if (url.startsWith('/img?') || url.startsWith('/media/')) urls.add(url);
    }
  }
  const accept = 'image/avif,image/webp,image/*;q=0.8';
  await Promise.all([...urls].map((u) => fetch(`${base}${u}`, { headers: cookie ? { accept, cookie } : { accept } }).then((r) => r.arrayBuffer()).catch(() => null)));
}

/** Resolves each entry of the page list to a path, or to a reason it is skipped. */
async function resolvePages() {
  const resolved = [];
  /** name → path of every page resolved so far, for a later `from: '{name}'` */
  const known = new Map();
  for (const page of PAGES) {
    const wanted = !opts.only || opts.only.includes(page.name);
    try {
      const p = page.path ?? (await pickFrom(page, known));
      known.set(page.name, p);
      if (!wanted) continue;
      const cookie = await sessionCookie(page.signIn);
      const { status } = await html(p, cookie);
      const entry = { name: page.name, path: p, preset: page.preset ?? 'mobile', cookie };
      resolved.push(status === 200 ? entry : { ...entry, skipped: `status ${status}` });
    } catch (err) {
      if (wanted) resolved.push({ name: page.name, path: page.path ?? page.from, skipped: err.message });
    }
  }
  return resolved;
}

async function pickFrom(page, known) {
  const from = page.from.replace(/\{([^}]+)\}/g, (_, name) => {
    if (!known.has(name)) throw new Error(`no ${name} page found`);
    return known.get(name);
  });
  const { status, text } = await html(from);
  if (status !== 200) throw new Error(`${from} answered ${status}`);
  const m = text.match(page.pick);
  if (!m) throw new Error(`no link matching ${page.pick} on ${from}`);
  return m[1];
}

/**
 * This host's benchmarkIndex as Lighthouse reads it in Chromium: the median of `readings` quick
 * runs (one cheap audit each) on `url`.
 */
async function calibrate(chromePort, url) {
  const readings = [];
  for (let i = 0; i < opts.readings; i++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    readings.push(result.lhr.environment?.benchmarkIndex ?? NaN);
  }
  const index = median(readings);
  if (!Number.isFinite(index)) throw new Error('Lighthouse reported no benchmarkIndex: cannot calibrate (pass --cpu-slowdown to set it by hand)');
  return { index, readings };
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const landed = redirectedTo(lhr);
  return {
    // A run that could not measure (e.g. no paint within Lighthouse's time on a busy machine).
    // Or one that measured another page: a signed-in page whose session did not hold lands on the sign-in page.
    error: lhr.runtimeError?.code ?? (landed ? `redirected to ${landed}` : Number.isFinite(audit('largest-contentful-paint')) ? '' : 'no metrics'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    domSize: audit('dom-size'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
      (lhr.categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id),
    ),
    // What the failing audits point at, for the --json file.
    failingDetails: Object.fromEntries(
      ['inspector-issues', 'color-contrast', 'font-size', 'errors-in-console']
        .filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
        .map((id) => [id, JSON.stringify(lhr.audits[id].details?.items ?? []).slice(0, 2000)]),
    ),
  };
}

async function main() {
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  if (opts.rebuild || (!built && !opts.skipBuild)) {
    console.log(`[lighthouse] building into ${distDir}…`);
    run('npx', ['next', 'build']);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`[lighthouse] seeding ${dataDir} (only when empty)…`);
  run('npx', ['tsx', 'scripts/seed.ts', '--if-empty']);

  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(opts.port), '-H', '127.0.0.1'], {
    env: { ...env, PAGE_CACHE: opts.pageCache ? '1' : '0' },
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
  let chrome;
  try {
    await waitForServer(`${base}/robots.txt`, 120000);
    const pages = await resolvePages();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    let calibration = null;
    let multiplier = opts.cpuSlowdown;
    if (!multiplier) {
      calibration = await calibrate(chrome.port, `${base}/`);
      multiplier = cpuSlowdownMultiplier(calibration.index);
      console.log(`[lighthouse] host benchmarkIndex ${calibration.index} (median of ${calibration.readings.join(', ')}) → cpuSlowdownMultiplier ${multiplier}`);
    } else {
      console.log(`[lighthouse] cpuSlowdownMultiplier ${multiplier} set by hand: figures NOT calibrated to a mid-range phone`);
    }
    const rows = [];
    for (const page of pages) {
      if (page.skipped) {
        console.log(`[lighthouse] ${page.name}: skipped (${page.skipped})`);
        rows.push(page);
        continue;
      }
      // One unmeasured load first, so the page cache and the image cache are warm as for a second visitor.
      await warm(page.path, page.cookie);
      const runs = [];
      const desktop = page.preset === 'desktop';
      for (let i = 0; i < opts.runs; i++) {
        const result = await lighthouse(
          `${base}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // The desktop preset keeps its own throttling; the mobile one is calibrated to this host.
            ...(desktop ? {} : { throttling: { cpuSlowdownMultiplier: multiplier } }),
            // Lighthouse keeps an origin's cookies between runs unless told. Cookies an earlier page set
            // (CSRF, visit) would go with later runs, and Chromium's own cookies replace a signed-in
            // page's Cookie header: every page starts as a first visit instead.
            clearStorageTypes: [...LIGHTHOUSE_CLEARED_STORAGE, 'cookies'],
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          },
          desktop ? desktopConfig : undefined,
        );
        runs.push(summarise(result.lhr));
        if (opts.lhrDir) {
          fs.mkdirSync(opts.lhrDir, { recursive: true });
          fs.writeFileSync(path.join(opts.lhrDir, `${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      const measured = runs.filter((r) => !r.error);
      if (measured.length === 0) {
        console.log(`[lighthouse] ${page.name}: run failed (${runs[0].error})`);
        rows.push({ ...page, skipped: `run failed (${runs[0].error}): measure again with --only "${page.name}"` });
        continue;
      }
      measured.sort((a, b) => a.performance - b.performance);
      const median = measured[Math.floor(measured.length / 2)];
      rows.push({ ...page, ...median });
      console.log(`[lighthouse] ${page.name} ${page.path}: performance ${median.performance}, LCP ${(median.lcpMs / 1000).toFixed(1)} s, TBT ${median.tbtMs.toFixed(0)} ms (benchmarkIndex ${median.benchmarkIndex}, CPU ×${median.cpuSlowdown})`);
    }
    const when = new Date().toISOString();
    const how = calibration
      ? `host benchmarkIndex ${calibration.index} (median of ${calibration.readings.length}) → CPU slowdown ×${multiplier} by Lighthouse's calculator`
      : `CPU slowdown ×${multiplier} set by hand (not calibrated)`;
    console.log(`\nmusubi Lighthouse ${lighthouseVersion()} — mobile preset (the signed-in partner pages: desktop preset), simulated throttling, ${how}, ${opts.runs} run(s) per page (median), build ${distDir}, page cache ${opts.pageCache ? 'on' : 'off'}, ${when}\n`);
    console.log('| page | path | preset | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | scripts | JS KiB | DOM nodes | index | CPU × |');
    console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      if (r.skipped) {
        console.log(`| ${r.name} | ${r.path} | ${r.preset ?? ''} | skipped: ${r.skipped} ||||||||||||`);
        continue;
      }
      console.log(
        `| ${r.name} | ${r.path} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.scripts} | ${(r.scriptBytes / 1024).toFixed(1)} | ${r.domSize} | ${r.benchmarkIndex} | ${r.cpuSlowdown} |`,
      );
    }
    console.log('\nLCP elements:');
    for (const r of rows) if (r.lcpElement) console.log(`- ${r.name}: ${r.lcpElement.slice(0, 160)}`);
    const failing = rows.filter((r) => r.failing?.length);
    if (failing.length) {
      console.log('\nAudits below 100 in accessibility / best practices / SEO:');
      for (const r of failing) console.log(`- ${r.name}: ${r.failing.join(', ')}`);
    }
    if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ when, calibration, cpuSlowdownMultiplier: multiplier, rows: rows.map(({ cookie, ...r }) => r) }, null, 2));
  } finally {
    if (chrome) await chrome.kill();
    stop();
  }
}

function lighthouseVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
