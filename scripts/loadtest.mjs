// `npm run loadtest`: load against the cluster (`npm run cluster`) — pages and API calls,
// anonymous and signed in, reads and writes (clips, clip notes, reservations) — then checks that
// no write answered as done was lost (and gives the reserved places back). Prints requests/s,
// p50/p99/max and errors; exits 1 on any 5xx, network error or lost write.
//
//   npm run loadtest -- [--url http://127.0.0.1:3000] [--duration 60] [--connections 50]
//                       [--restart-instance [TERM|KILL]]
//
// --restart-instance stops the first instance a third of the way in; the cluster starts it again,
// and the run fails unless it is back (a new pid answering /readyz). It prints how long it was
// away and the rates before, meanwhile and after.
//
// Like the site's API client (api/httpTransport.ts), every write carries an Idempotency-Key, and a
// call that got no answer or a 502/504 is tried again (twice at most) with the same key: a write
// in flight on a killed instance is then done once. The retries are counted and printed. A write
// done twice (a clip or reservation nobody was answered with) counts as an error like a lost one.
//
// Start the cluster with RATE_LIMIT_MULTIPLIER=1000: every simulated visitor comes from one address.
import fs from 'node:fs';

function parseArgs(argv) {
  const opts = { url: '', duration: 60, connections: 50, restart: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--url') opts.url = argv[++i];
    else if (a === '--duration') opts.duration = Number(argv[++i]);
    else if (a === '--connections') opts.connections = Number(argv[++i]);
    else if (a === '--restart-instance') opts.restart = /^(TERM|KILL)$/.test(argv[i + 1] ?? '') ? argv[++i] : 'TERM';
    else throw new Error(`unknown option ${a}`);
  }
  const state = fs.existsSync('.cluster/instances.json') ? JSON.parse(fs.readFileSync('.cluster/instances.json', 'utf8')) : null;
  opts.url ||= `http://127.0.0.1:${state?.port ?? 3000}`;
  opts.state = state;
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const base = opts.url;
const latencies = [];
/** When each answer arrived (ms since the run started), for the rates around a restart. */
const finishedAt = [];
let runStarted = 0;
const statuses = new Map();
const failures = [];
let requests = 0;
let retries = 0;
const RETRY_DELAYS_MS = [300, 1000];

/** One visitor: keeps cookies and echoes the CSRF cookie, like the site's client. */
function visitor() {
  const jar = new Map();
  async function send(method, path, { json, form } = {}) {
    const headers = { 'user-agent': 'musubi-loadtest' };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && jar.has('musubi_csrf')) headers['x-csrf-token'] = decodeURIComponent(jar.get('musubi_csrf'));
    let body;
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = new FormData();
      for (const [k, v] of Object.entries(form)) body.set(k, String(v));
    }
    // One key per action, the same on each try (server/idempotency).
    if (method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
    for (let attempt = 0; ; attempt++) {
      const answer = await sendOnce(method, path, headers, body, attempt === RETRY_DELAYS_MS.length);
      if (answer.retry && attempt < RETRY_DELAYS_MS.length) {
        retries++;
        await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
        continue;
      }
      return answer;
    }
  }
  /** One try; the last one's failures are counted. */
  async function sendOnce(method, path, headers, body, last) {
    const started = performance.now();
    let res;
    try {
      res = await fetch(base + path, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      if ((res.status === 502 || res.status === 504) && !last) return { retry: true };
      latencies.push(performance.now() - started);
      finishedAt.push(Date.now() - runStarted);
      requests++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${res.status} ${method} ${path}`);
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (/max-age=0/i.test(line) || !value) jar.delete(pair.slice(0, eq));
        else jar.set(pair.slice(0, eq), value);
      }
      return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
    } catch (e) {
      if (!last) return { retry: true };
      requests++;
      failures.push(`network ${method} ${path}: ${e.message}`);
      statuses.set('network', (statuses.get('network') ?? 0) + 1);
      return { status: 0, body: null };
    }
  }
  return { send, jar };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function setup() {
  const anon = visitor();
  const halls = (await anon.send('GET', '/api/halls?prefecture_slug=tokyo&per_page=30')).body?.items ?? [];
  // Four pages of fairs: the first ones fill up after a few runs.
  const fairs = [];
  for (let page = 1; page <= 4; page++) fairs.push(...((await anon.send('GET', `/api/wn/fairs?per_page=50&page=${page}`)).body?.items ?? []));
  if (!halls.length) throw new Error('no halls: seed the database first (npm run seed)');
  // Fairs with places left: earlier runs may have filled the others.
  const slots = fairs.filter((f) => f.remaining > 0).flatMap((f) => Array.from({ length: 8 }, (_, i) => f[`hold_time${i + 1}`]).filter(Boolean).map((t) => ({ fairId: f.id, holdTime: t })));
  return { halls, slots };
}

async function member(i, runId) {
  const v = visitor();
  await v.send('GET', '/api/csrf');
  const email = `load-${runId}-${i}@example.jp`;
  const res = await v.send('POST', '/api/accounts/register', { json: { email, password: 'Wedding2026', nickname: `ロード${i}`, wedding_prefecture_slug: 'tokyo', wedding_season: '2027-Q2' } });
  if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  // Registration signs nobody in (the mailed link does); an unconfirmed member may sign in with her password.
  const login = await v.send('POST', '/api/accounts/login', { json: { email, password: 'Wedding2026' } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body).slice(0, 200)}`);
  // Halls whose last write got no clear answer (5xx, network): either outcome is right there.
  return { v, email, clips: new Map(), removed: new Set(), reservations: new Set(), uncertain: new Set(), uncertainReservations: 0 };
}

async function loop(data, m, until) {
  const anon = visitor();
  const hall = () => pick(data.halls);
  while (Date.now() < until) {
    const r = Math.random();
    if (r < 0.2) await anon.send('GET', pick(['/', '/halls/search/?prefecture_slug=tokyo', `/halls/${hall().id}/`, '/magazine', '/ranking/']));
    else if (r < 0.45) await anon.send('GET', pick([`/api/halls?prefecture_slug=tokyo&page=${1 + Math.floor(Math.random() * 3)}`, `/api/wn/halls/${hall().id}`, `/api/wn/halls/${hall().id}/fairs`, '/api/wn/fairs', '/api/halls/count?prefecture_slug=tokyo']));
    else if (r < 0.6) await m.v.send('GET', pick(['/', '/api/accounts/me', '/api/wn/hall_clips', '/clips/', `/halls/${hall().id}/`]));
    else if (r < 0.78) {
      const h = hall();
      if (m.clips.has(h.id)) {
        const res = await m.v.send('DELETE', `/api/wn/hall_clips/${h.id}`);
        if (res.status === 200) {
          m.clips.delete(h.id);
          m.removed.add(h.id);
        }
        else if (res.status === 0 || res.status >= 500) m.uncertain.add(h.id);
      } else {
        const res = await m.v.send('POST', '/api/wn/hall_clips', { json: { hall_id: h.id } });
        if (res.status === 200) {
          m.clips.set(h.id, { clipId: res.body.hall_clip.id, note: null });
          m.removed.delete(h.id);
        }
        else if (res.status === 0 || res.status >= 500) m.uncertain.add(h.id);
      }
    } else if (r < 0.88) {
      const entry = [...m.clips.entries()][0];
      if (entry) {
        const note = `メモ${Math.floor(Math.random() * 1e6)}`;
        const res = await m.v.send('PATCH', `/api/wn/hall_clips/${entry[1].clipId}`, { json: { note } });
        if (res.status === 200) entry[1].note = note;
        else if (res.status === 0 || res.status >= 500) m.uncertain.add(entry[0]);
      }
    } else if (data.slots.length) {
      const slot = pick(data.slots);
      const res = await m.v.send('POST', '/api/wn/reservations/', {
        form: { fair_id: slot.fairId, hold_time: slot.holdTime, last_name: '山田', first_name: '花子', last_name_kana: 'ヤマダ', first_name_kana: 'ハナコ', email: m.email, tel: '09012345678', gender: 'female', number_of_participants: 2 },
      });
      if (res.status === 200 && res.body?.result === true) m.reservations.add(res.body.reservation.id);
      else if (res.status === 0 || res.status >= 500) m.uncertainReservations++;
    }
  }
}

/** Every item of a paginated list (the reservations come 20 a page). */
async function allPages(v, path) {
  const items = [];
  for (let page = 1; ; page++) {
    const res = await v.send('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    if (res.status !== 200) throw new Error(`GET ${path} page ${page}: ${res.status}`);
    items.push(...(res.body?.items ?? []));
    if (page >= (res.body?.total_pages ?? 1)) return items;
  }
}

/** Every write answered as done is there afterwards. */
async function lostWrites(members) {
  const lost = [];
  const checked = { clips: 0, notes: 0, removed: 0, reservations: 0 };
  for (const m of members) {
    const clips = await allPages(m.v, '/api/wn/hall_clips?per_page=50');
    const have = new Map(clips.map((c) => [c.hall_id ?? c.hall?.id, c]));
    for (const [hallId, c] of m.clips) {
      if (m.uncertain.has(hallId)) continue;
      checked.clips++;
      if (!have.has(hallId)) lost.push(`${m.email}: clip of hall ${hallId}`);
      else if (c.note !== null) {
        checked.notes++;
        if (have.get(hallId).note !== c.note) lost.push(`${m.email}: note on hall ${hallId}`);
      }
    }
    for (const hallId of m.removed) {
      if (m.clips.has(hallId) || m.uncertain.has(hallId)) continue;
      checked.removed++;
      if (have.has(hallId)) lost.push(`${m.email}: removed clip of hall ${hallId} is back`);
    }
    for (const hallId of have.keys()) if (!m.clips.has(hallId) && !m.removed.has(hallId) && !m.uncertain.has(hallId)) lost.push(`${m.email}: clip of hall ${hallId} that was never made`);
    const ids = new Set((await allPages(m.v, '/api/wn/reservations/')).map((r) => r.id));
    for (const id of m.reservations) {
      checked.reservations++;
      if (!ids.has(id)) lost.push(`${m.email}: reservation ${id}`);
    }
    // A reservation nobody was answered with was made twice (or by a write whose answer never came).
    const unanswered = [...ids].filter((id) => !m.reservations.has(id));
    if (unanswered.length > m.uncertainReservations) lost.push(`${m.email}: ${unanswered.length - m.uncertainReservations} reservation(s) made twice (${unanswered.join(', ')})`);
  }
  return { lost, checked };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

const data = await setup();
const runId = Date.now().toString(36);
const members = [];
for (let i = 0; i < opts.connections; i++) members.push(await member(i, runId));
latencies.length = 0;
requests = 0;
statuses.clear();
failures.length = 0;

const started = Date.now();
runStarted = started;
finishedAt.length = 0;
const until = started + opts.duration * 1000;
/** The restarted instance: when it was stopped and when it answered /readyz again (ms into the run). */
const restart = { target: null, stoppedAt: null, readyAt: null, newPid: null };
let restartDone = Promise.resolve();
if (opts.restart) {
  const target = opts.state?.instances?.[0];
  if (!target?.pid) throw new Error('--restart-instance needs .cluster/instances.json (npm run cluster)');
  restart.target = target;
  restartDone = new Promise((resolve) => setTimeout(resolve, (opts.duration * 1000) / 3)).then(async () => {
    process.kill(target.pid, `SIG${opts.restart}`);
    restart.stoppedAt = Date.now() - started;
    // Back means: the cluster started a new process on that port, and it is ready.
    const deadline = until + 60_000;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const pid = JSON.parse(fs.readFileSync('.cluster/instances.json', 'utf8')).instances.find((i) => i.port === target.port)?.pid;
      if (!pid || pid === target.pid) continue;
      const ready = await fetch(`http://127.0.0.1:${target.port}/readyz`).then((r) => r.status === 200, () => false);
      if (ready) {
        restart.readyAt = Date.now() - started;
        restart.newPid = pid;
        return;
      }
    }
  });
}
await Promise.all(members.map((m) => loop(data, m, until)));
const seconds = (Date.now() - started) / 1000;
// Rates and latencies are the run's; statuses and errors also count the checks below.
const runRequests = requests;
const sorted = [...latencies].sort((a, b) => a - b);
await restartDone;
const { lost, checked } = await lostWrites(members);
// Give the places back, so that the next run can reserve again (checked above, not timed).
const cancelled = await Promise.all(members.map(async (m) => {
  let n = 0;
  for (const id of m.reservations) if ((await m.v.send('DELETE', `/api/wn/reservations/${id}`)).status === 200) n++;
  return n;
})).then((counts) => counts.reduce((a, b) => a + b, 0));

const fivexx = [...statuses].filter(([s]) => typeof s === 'number' && s >= 500).reduce((n, [, c]) => n + c, 0);
/** Answers per second between two moments of the run (ms). */
const rate = (from, to) => (to > from ? (finishedAt.filter((t) => t >= from && t < to).length / ((to - from) / 1000)).toFixed(1) : '-');
const restartFailed = !!opts.restart && restart.readyAt === null;
console.log(`\nmusubi loadtest against ${base}: ${opts.connections} connections, ${seconds.toFixed(1)} s`);
if (opts.restart) {
  const { target, stoppedAt, readyAt, newPid } = restart;
  console.log(`restart:  instance :${target.port} (pid ${target.pid}) sent SIG${opts.restart} at ${(stoppedAt / 1000).toFixed(1)} s; ` +
    (readyAt === null ? 'it did NOT come back' : `ready again as pid ${newPid} at ${(readyAt / 1000).toFixed(1)} s (${((readyAt - stoppedAt) / 1000).toFixed(1)} s without it)`));
  const end = seconds * 1000;
  console.log(`          req/s before ${rate(0, stoppedAt)}, while it was away ${rate(stoppedAt, Math.min(readyAt ?? end, end))}, after ${rate(Math.min(readyAt ?? end, end), end)}`);
}
console.log(`requests: ${runRequests}  (${(runRequests / seconds).toFixed(1)} req/s)`);
console.log(`latency:  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
console.log(`statuses: ${[...statuses].sort().map(([s, c]) => `${s}×${c}`).join('  ')}`);
const uncertain = members.reduce((n, m) => n + m.uncertain.size, 0);
console.log(`writes:   checked ${checked.clips} clips, ${checked.notes} notes, ${checked.removed} removals, ${checked.reservations} reservations (${cancelled} cancelled again after the check)${uncertain ? ` (${uncertain} halls left out: their last write got no clear answer)` : ''}`);
console.log(`retries:  ${retries} (a call that got no answer or a 502/504 tried again with its Idempotency-Key)`);
console.log(`errors:   ${fivexx} 5xx, ${statuses.get('network') ?? 0} network, ${lost.length} lost or doubled writes`);
for (const f of [...new Set(failures)].slice(0, 10)) console.log(`  ${f}`);
for (const l of lost.slice(0, 10)) console.log(`  lost or doubled: ${l}`);
process.exit(fivexx || lost.length || statuses.get('network') || restartFailed ? 1 : 0);
