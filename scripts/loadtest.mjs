// `npm run loadtest`: load against the cluster (`npm run cluster`) — pages and API calls,
// anonymous and signed in, reads and writes (clips, clip notes, reservations) — then checks that
// no write answered as done was lost. Prints requests/s, p50/p99 and errors; exits 1 on any 5xx
// or lost write.
//
//   npm run loadtest -- [--url http://127.0.0.1:3000] [--duration 60] [--connections 50]
//                       [--restart-instance [TERM|KILL]]   (one instance stopped a third of the way in; the cluster starts it again)
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
const statuses = new Map();
const failures = [];
let requests = 0;

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
    const started = performance.now();
    let res;
    try {
      res = await fetch(base + path, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      latencies.push(performance.now() - started);
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
  const fairs = (await anon.send('GET', '/api/wn/fairs?per_page=50')).body?.items ?? [];
  if (!halls.length) throw new Error('no halls: seed the database first (npm run seed)');
  const slots = fairs.flatMap((f) => Array.from({ length: 8 }, (_, i) => f[`hold_time${i + 1}`]).filter(Boolean).map((t) => ({ fairId: f.id, holdTime: t })));
  return { halls, slots };
}

async function member(i, runId) {
  const v = visitor();
  await v.send('GET', '/api/csrf');
  const email = `load-${runId}-${i}@example.jp`;
  const res = await v.send('POST', '/api/accounts/register', { json: { email, password: 'Wedding2026', nickname: `ロード${i}`, wedding_prefecture_slug: 'tokyo', wedding_season: '2027-Q2' } });
  if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  // Halls whose last write got no clear answer (5xx, network): either outcome is right there.
  return { v, email, clips: new Map(), reservations: new Set(), uncertain: new Set() };
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
        if (res.status === 200) m.clips.delete(h.id);
        else if (res.status === 0 || res.status >= 500) m.uncertain.add(h.id);
      } else {
        const res = await m.v.send('POST', '/api/wn/hall_clips', { json: { hall_id: h.id } });
        if (res.status === 200) m.clips.set(h.id, { clipId: res.body.hall_clip.id, note: null });
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
    }
  }
}

/** Every write answered as done is there afterwards. */
async function lostWrites(members) {
  const lost = [];
  for (const m of members) {
    const clips = (await m.v.send('GET', '/api/wn/hall_clips?per_page=50')).body?.items ?? [];
    const have = new Map(clips.map((c) => [c.hall_id ?? c.hall?.id, c]));
    for (const [hallId, c] of m.clips) {
      if (m.uncertain.has(hallId)) continue;
      if (!have.has(hallId)) lost.push(`${m.email}: clip of hall ${hallId}`);
      else if (c.note !== null && have.get(hallId).note !== c.note) lost.push(`${m.email}: note on hall ${hallId}`);
    }
    for (const hallId of have.keys()) if (!m.clips.has(hallId) && !m.uncertain.has(hallId)) lost.push(`${m.email}: removed clip of hall ${hallId} is back`);
    const reservations = (await m.v.send('GET', '/api/wn/reservations/')).body;
    const ids = new Set((Array.isArray(reservations) ? reservations : reservations?.items ?? []).map((r) => r.id));
    for (const id of m.reservations) if (!ids.has(id)) lost.push(`${m.email}: reservation ${id}`);
  }
  return lost;
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
const until = started + opts.duration * 1000;
let restartNote = '';
if (opts.restart) {
  const target = opts.state?.instances?.[0];
  if (!target?.pid) throw new Error('--restart-instance needs .cluster/instances.json (npm run cluster)');
  setTimeout(() => {
    process.kill(target.pid, `SIG${opts.restart}`);
    restartNote = `instance :${target.port} (pid ${target.pid}) sent SIG${opts.restart} at ${((Date.now() - started) / 1000).toFixed(1)} s; the cluster started it again`;
  }, (opts.duration * 1000) / 3);
}
await Promise.all(members.map((m) => loop(data, m, until)));
const seconds = (Date.now() - started) / 1000;
const lost = await lostWrites(members);

const sorted = [...latencies].sort((a, b) => a - b);
const fivexx = [...statuses].filter(([s]) => typeof s === 'number' && s >= 500).reduce((n, [, c]) => n + c, 0);
console.log(`\nmusubi loadtest against ${base}: ${opts.connections} connections, ${seconds.toFixed(1)} s`);
if (restartNote) console.log(restartNote);
console.log(`requests: ${requests}  (${(requests / seconds).toFixed(1)} req/s)`);
console.log(`latency:  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`);
console.log(`statuses: ${[...statuses].sort().map(([s, c]) => `${s}×${c}`).join('  ')}`);
console.log(`writes:   ${members.reduce((n, m) => n + m.reservations.size, 0)} reservations, ${members.reduce((n, m) => n + m.clips.size, 0)} clips kept`);
console.log(`errors:   ${fivexx} 5xx, ${statuses.get('network') ?? 0} network, ${lost.length} lost writes`);
for (const f of [...new Set(failures)].slice(0, 10)) console.log(`  ${f}`);
for (const l of lost.slice(0, 10)) console.log(`  lost: ${l}`);
process.exit(fivexx || lost.length || statuses.get('network') ? 1 : 0);
