/**
 * Records a real WordPress's REST answers, exactly as our sync asks for them, into
 * tests/fixtures/wordpress/recording.json (replayed by tests/server/magazine/wordpressRecorded.test.ts).
 *
 *   bash scripts/wordpress/start-local.sh fresh      # a real WordPress 6.x on 127.0.0.1:8080, empty
 *   npx tsx scripts/wordpress/record.ts              # edits it stage by stage and records each sync
 *
 * Each stage does what an editor does in WordPress (through its REST API, as the block editor
 * does): creates categories, tags, a writer, an image, a Contact Form 7 form and posts; publishes,
 * edits, schedules, makes private, password-protects and trashes; last, publishes a backlog of 100
 * posts, so the listing spans more than one page of 100 (per_page as syncOnce asks it). Then it runs our own sync
 * (syncOnce, on an in-memory PGlite) through a recording proxy, so the fixture holds every URL and
 * query string the sync requested, with WordPress's status, paging headers and body. The site's
 * address is stored as {{WORDPRESS}} and replaced by the replaying server's.
 * Reads the credentials start-local.sh wrote ($WP_STATE_DIR/credentials.env).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { openDb } from '../../server/db/client';
import { syncOnce, type SyncResult } from '../../server/magazine/wordpress/sync';
import { recentPosts } from '../../server/magazine/recent';

const STATE = process.env.WP_STATE_DIR ?? '/tmp/musubi-wordpress';
/**
 * Posts the last stage publishes at once: with the 4 before, more than the 100 a page (per_page=100,
 * as syncOnce lists them), so the listing spans two pages and the newest posts are on the second.
 */
const BACKLOG = 100;
const OUT = path.join(process.cwd(), 'tests/fixtures/wordpress/recording.json');
export const PLACEHOLDER = '{{WORDPRESS}}';

function credentials(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(STATE, 'credentials.env'), 'utf8').split('\n')) {
    const m = /^(\w+)='?(.*?)'?$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return { ...out, ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('WORDPRESS_')) as [string, string][]) };
}

const env = credentials();
const WP = env.WORDPRESS_URL.replace(/\/+$/, '');
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
const AS_EDITOR = basic(env.WORDPRESS_USER, env.WORDPRESS_APP_PASSWORD);
const AS_ADMIN = basic(env.WORDPRESS_ADMIN_USER, env.WORDPRESS_ADMIN_APP_PASSWORD);

/** One REST write (or read) as an editor would make it from the block editor. */
async function rest<T = Record<string, unknown>>(method: string, route: string, body?: unknown, auth = AS_EDITOR, extra: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${WP}/wp-json${route}`, {
    method,
    headers: { Authorization: auth, ...(body instanceof Buffer ? {} : { 'Content-Type': 'application/json' }), ...extra },
    body: body === undefined ? undefined : body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export interface RecordedAnswer {
  method: string;
  /** Path and query string, exactly as the sync asked. */
  url: string;
  authorized: boolean;
  status: number;
  headers: Record<string, string>;
  body: string;
  encoding: 'utf8' | 'base64';
}

/** Forwards to WordPress and keeps every answer; the site's address becomes the proxy's in bodies. */
async function recordingProxy(): Promise<{ origin: string; take(): RecordedAnswer[]; close(): Promise<void> }> {
  let answers: RecordedAnswer[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    void (async () => {
      const headers: Record<string, string> = {};
      for (const k of ['authorization', 'accept', 'user-agent']) if (typeof req.headers[k] === 'string') headers[k] = req.headers[k] as string;
      const upstream = await fetch(`${WP}${req.url}`, { method: req.method, headers, redirect: 'manual' });
      const type = upstream.headers.get('content-type') ?? '';
      const raw = Buffer.from(await upstream.arrayBuffer());
      const textual = /json|text|xml/.test(type);
      const body = textual ? Buffer.from(raw.toString('utf8').split(WP).join(origin).split(WP.replace(/\//g, '\\/')).join(origin.replace(/\//g, '\\/'))) : raw;
      const kept: Record<string, string> = {};
      for (const k of ['content-type', 'x-wp-total', 'x-wp-totalpages', 'link', 'allow', 'location']) {
        const v = upstream.headers.get(k);
        if (v !== null) kept[k] = v.split(WP).join(origin);
      }
      const stored = (s: string) => s.split(origin).join(PLACEHOLDER).split(origin.replace(/\//g, '\\/')).join(PLACEHOLDER.replace(/\//g, '\\/'));
      answers.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorized: Boolean(headers.authorization),
        status: upstream.status,
        headers: Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, stored(v)])),
        body: textual ? stored(body.toString('utf8')) : body.toString('base64'),
        encoding: textual ? 'utf8' : 'base64',
      });
      res.writeHead(upstream.status, { ...kept, 'content-length': String(body.length) });
      res.end(body);
    })().catch((err) => {
      res.writeHead(502).end(String(err));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    take: () => {
      const out = answers;
      answers = [];
      return out;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

interface Stage {
  name: string;
  /** What the editor did in WordPress before this sync. */
  did: string;
  full: boolean;
  result: Omit<SyncResult, 'skipped' | 'imagesFailed'> & { skipped: number[]; imagesFailed: number };
  /** The WordPress ids the magazine showed after this sync (for the reader of the fixture). */
  publicAfter: number[];
  requests: RecordedAnswer[];
}

async function main() {
  const version = (await (await fetch(`${WP}/wp-json/`)).json()) as { namespaces?: string[] };
  const wpVersion = /\$wp_version = '([^']+)'/.exec(fs.readFileSync('/usr/share/wordpress/wp-includes/version.php', 'utf8'))?.[1] ?? 'unknown';
  if (!version.namespaces?.includes('wp/v2')) throw new Error(`${WP} has no wp/v2 REST API`);

  // What the site holds before the first sync.
  const cat = await rest<{ id: number }>('POST', '/wp/v2/categories', { name: '結婚式場の選び方', slug: 'hall-guide', description: '式場選びの基本' });
  const child = await rest<{ id: number }>('POST', '/wp/v2/categories', { name: 'チャペル', slug: 'chapel', parent: cat.id });
  const tag = await rest<{ id: number }>('POST', '/wp/v2/tags', { name: '軽井沢', slug: 'karuizawa' });
  const tag2 = await rest<{ id: number }>('POST', '/wp/v2/tags', { name: '秋婚', slug: '秋婚' });
  const writer = await rest<{ id: number }>('POST', '/wp/v2/users', { username: 'hanako', name: '佐藤 花子', email: 'hanako@blog.example.jp', password: `pw-${Date.now()}-Aa1!`, roles: ['author'], description: 'ウェディングライター。' }, AS_ADMIN);
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#d8b4a0' } }).png().toBuffer();
  const media = await rest<{ id: number; source_url: string }>('POST', '/wp/v2/media', png, AS_EDITOR, { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="chapel.png"' });
  await rest('POST', `/wp/v2/media/${media.id}`, { alt_text: 'チャペルで向かい合う新郎新婦', caption: '森のチャペル' });
  const form = await rest<{ id: number; hash: string }>('POST', '/musubi-test/v1/contact-forms', {
    title: '取材のご依頼',
    form: '<label> 媒体名（必須）\n    [text* media] </label>\n<label> ご連絡先（必須）\n    [email* your-email] </label>\n<label> ご依頼内容\n    [textarea your-message] </label>\n[submit "依頼を送る"]',
    recipient: 'press@blog.example.jp',
    subject: '取材のご依頼',
    messages: { mail_sent_ok: 'ありがとうございます。メッセージは送信されました。' },
  });
  const hash7 = form.hash.slice(0, 7);
  const image = `<!-- wp:image {"id":${media.id},"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="${media.source_url}" alt="チャペルで向かい合う新郎新婦" class="wp-image-${media.id}"/><figcaption>森のチャペル</figcaption></figure>\n<!-- /wp:image -->`;
  const para = (t: string) => `<!-- wp:paragraph -->\n<p>${t}</p>\n<!-- /wp:paragraph -->`;
  const a = await rest<{ id: number }>('POST', '/wp/v2/posts', {
    title: '秋の軽井沢で叶える森のチャペル挙式', slug: 'karuizawa-chapel', status: 'publish', categories: [child.id], tags: [tag.id, tag2.id], featured_media: media.id, excerpt: '軽井沢の森に囲まれたチャペルで挙げる秋の結婚式。',
    content: [para('紅葉に包まれる<strong>軽井沢</strong>のチャペルは、秋の結婚式にぴったりです。'), image, `<!-- wp:shortcode -->\n[contact-form-7 id="${hash7}" title="取材のご依頼"]\n<!-- /wp:shortcode -->`].join('\n\n'),
  });
  const b = await rest<{ id: number }>('POST', '/wp/v2/posts', { title: '両家顔合わせの服装ガイド', slug: 'kaoawase-dress', status: 'publish', author: writer.id, categories: [cat.id], content: para('顔合わせの服装は両家で格を揃えるのが基本です。') }, AS_ADMIN);
  const ids: Record<string, number> = { category: cat.id, childCategory: child.id, tag: tag.id, tag2: tag2.id, writer: writer.id, media: media.id, form: form.id, postA: a.id, postB: b.id };
  let postC = 0;

  const steps: { name: string; did: string; act: () => Promise<void> }[] = [
    { name: 'publish', did: 'カテゴリー（親子）・タグ・投稿者・画像・CF7 フォームを作り、記事 A（編集者、画像とフォーム入り）と記事 B（投稿者 hanako）を公開', act: async () => {} },
    { name: 'edit', did: '記事 A のタイトルと本文を編集', act: async () => {
      await rest('POST', `/wp/v2/posts/${a.id}`, { title: '秋の軽井沢で叶える森のチャペル挙式【2025年版】', content: [para('紅葉に包まれる<strong>軽井沢</strong>のチャペルは、秋の結婚式にぴったりです。見頃は10月下旬です。'), image, `<!-- wp:shortcode -->\n[contact-form-7 id="${hash7}" title="取材のご依頼"]\n<!-- /wp:shortcode -->`].join('\n\n') });
    } },
    { name: 'schedule', did: '記事 C を2日後に予約投稿', act: async () => {
      const when = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 19);
      postC = (await rest<{ id: number }>('POST', '/wp/v2/posts', { title: '冬のナイトウェディング特集', slug: 'winter-night', status: 'future', date_gmt: when, categories: [cat.id], content: para('イルミネーションに包まれる冬の夜の結婚式。') })).id;
      ids.postC = postC;
    } },
    { name: 'private', did: '記事 A を非公開に', act: async () => { await rest('POST', `/wp/v2/posts/${a.id}`, { status: 'private' }); } },
    { name: 'password', did: '記事 B をパスワード保護', act: async () => { await rest('POST', `/wp/v2/posts/${b.id}`, { password: 'himitsu' }, AS_ADMIN); } },
    { name: 'trash', did: '記事 A を公開に戻し、記事 B をゴミ箱へ、予約の記事 C を今すぐ公開', act: async () => {
      await rest('POST', `/wp/v2/posts/${a.id}`, { status: 'publish' });
      await rest('DELETE', `/wp/v2/posts/${b.id}`, undefined, AS_ADMIN);
      await rest('POST', `/wp/v2/posts/${postC}`, { status: 'publish', date_gmt: new Date(Date.now() - 60_000).toISOString().slice(0, 19) });
    } },
    { name: 'backlog', did: `過去記事 ${BACKLOG} 本をまとめて公開（投稿一覧が per_page=100 の1ページに収まらない）`, act: async () => {
      for (let i = 1; i <= BACKLOG; i++) {
        const post = await rest<{ id: number }>('POST', '/wp/v2/posts', { title: `過去記事アーカイブ ${i}`, slug: `archive-${i}`, status: 'publish', categories: [cat.id], content: para(`移行前に書かれた過去記事（${i}本目）です。`) });
        if (i === 1) ids.backlogFirst = post.id;
        ids.backlogLast = post.id;
      }
    } },
  ];

  const proxy = await recordingProxy();
  const handle = await openDb({ dataDir: 'memory' });
  const config = { url: proxy.origin, intervalSeconds: 60, auth: { user: env.WORDPRESS_USER, password: env.WORDPRESS_APP_PASSWORD }, webhookSecret: null };
  const fetchImages = { allowedHosts: ['127.0.0.1'], lookup: async () => [{ address: '127.0.0.1', family: 4 }], isForbiddenAddress: () => false };
  const stages: Stage[] = [];
  try {
    for (const [i, step] of steps.entries()) {
      await step.act();
      const r = await syncOnce(handle.db, config, { full: i === 0, fetchImages });
      const publicAfter = (await recentPosts(handle.db, 1)).posts.map((p) => p.post_id).sort((x, y) => x - y);
      stages.push({ name: step.name, did: step.did, full: i === 0, result: { ...r, skipped: r.skipped.map((s) => s.wpId), imagesFailed: r.imagesFailed.length }, publicAfter, requests: proxy.take() });
      console.log(`${step.name}: public ${JSON.stringify(publicAfter)}, fetched ${r.fetched}, withdrawn ${r.withdrawn}, forms ${r.forms}, ${stages.at(-1)!.requests.length} requests`);
    }
  } finally {
    await handle.close();
    await proxy.close();
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify({ wordpress: wpVersion, recordedAt: new Date().toISOString(), ids, stages }, null, 1)}\n`);
  console.log(`WordPress ${wpVersion}: ${stages.length} stages recorded into ${path.relative(process.cwd(), OUT)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
