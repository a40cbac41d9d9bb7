jest.setTimeout(180000);

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describeEachDb } from '../support/testDb';
import { syncOnce } from '@/server/magazine/wordpress/sync';
import { recentPosts } from '@/server/magazine/recent';
import { getArticle } from '@/server/magazine/post';

// Answers a real WordPress 6.1.9 gave to our sync (scripts/wordpress/record.ts), replayed at the
// exact URLs the sync asked for: a URL the sync asks that WordPress was never asked is a 599.
interface Answer { method: string; url: string; authorized: boolean; status: number; headers: Record<string, string>; body: string; encoding: 'utf8' | 'base64' }
interface Recording { wordpress: string; ids: Record<string, number>; stages: { name: string; full: boolean; requests: Answer[] }[] }
const recording = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/wordpress/recording.json'), 'utf8')) as Recording;
const PLACEHOLDER = '{{WORDPRESS}}';

describeEachDb('sync against a recorded real WordPress', (fx) => {
  let server: http.Server;
  let origin = '';
  let answers = new Map<string, Answer>();
  const unknown: string[] = [];
  const asked: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const a = answers.get(req.url ?? '');
      if (!a || a.authorized !== Boolean(req.headers.authorization)) {
        unknown.push(req.url ?? '');
        res.writeHead(599).end();
        return;
      }
      const body = a.encoding === 'base64' ? Buffer.from(a.body, 'base64') : Buffer.from(a.body.split(PLACEHOLDER).join(origin).split(PLACEHOLDER.replace(/\//g, '\\/')).join(origin.replace(/\//g, '\\/')));
      const headers = Object.fromEntries(Object.entries(a.headers).map(([k, v]) => [k, v.split(PLACEHOLDER).join(origin)]));
      res.writeHead(a.status, { ...headers, 'content-length': String(body.length) }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const publicIds = async () => (await recentPosts(fx.db, 1)).posts.map((p) => p.post_id).sort((a, b) => a - b);
  const stage = async (name: string) => {
    const s = recording.stages.find((x) => x.name === name)!;
    answers = new Map(s.requests.map((a) => [a.url, a]));
    asked.length = 0;
    const config = { url: origin, intervalSeconds: 60, auth: { user: 'editor', password: 'recorded' }, webhookSecret: null };
    const fetchImages = { allowedHosts: ['127.0.0.1'], lookup: async () => [{ address: '127.0.0.1', family: 4 }], isForbiddenAddress: () => false };
    const result = await syncOnce(fx.db, config, { full: s.full, fetchImages });
    expect(unknown).toEqual([]);
    return result;
  };
  const { postA, postB, postC } = recording.ids;

  it(`follows WordPress ${recording.wordpress} through publish, edit, schedule, private, password, trash and a listing of two pages`, async () => {
    const first = await stage('publish');
    expect(first).toMatchObject({ listed: 3, forms: 1, skipped: [], imagesFailed: [] });
    expect(await publicIds()).toEqual([1, postA, postB].sort((a, b) => a - b));
    const a = await getArticle(fx.db, postA, 1);
    expect(a.title).toBe('秋の軽井沢で叶える森のチャペル挙式');
    expect(a.content).toContain('alt="チャペルで向かい合う新郎新婦"');
    expect(a.content).not.toContain(origin);

    await stage('edit');
    expect((await getArticle(fx.db, postA, 1)).title).toBe('秋の軽井沢で叶える森のチャペル挙式【2025年版】');

    await stage('schedule');
    expect(await publicIds()).not.toContain(postC);

    expect((await stage('private')).withdrawn).toBe(1);
    expect(await publicIds()).not.toContain(postA);

    expect((await stage('password')).withdrawn).toBe(1);
    expect(await publicIds()).not.toContain(postB);

    await stage('trash');
    expect(await publicIds()).toEqual([1, postA, postC].sort((a, b) => a - b));

    // 100 more posts: the listing (100 a page) spans two pages, and the posts on the second arrive too.
    const backlog = await stage('backlog');
    expect(backlog).toMatchObject({ listed: 103, fetched: 100, created: 100, skipped: [] });
    const listingPage = (n: number) => asked.find((u) => u.startsWith('/wp-json/wp/v2/posts?') && u.includes('_fields=') && u.endsWith(`&page=${n}`));
    expect(listingPage(2)).toBeDefined();
    const secondPage = recording.stages.find((x) => x.name === 'backlog')!.requests.find((a) => a.url === listingPage(2))!;
    const onSecondPage = (JSON.parse(secondPage.body) as { id: number }[]).map((p) => p.id);
    expect(onSecondPage).toEqual([recording.ids.backlogLast - 2, recording.ids.backlogLast - 1, recording.ids.backlogLast]);
    const last = await getArticle(fx.db, recording.ids.backlogLast, 1);
    expect(last.title).toBe('過去記事アーカイブ 100');
    expect(last.content).toContain('移行前に書かれた過去記事（100本目）です。');
    expect((await getArticle(fx.db, recording.ids.backlogFirst, 1)).title).toBe('過去記事アーカイブ 1');
  });
});
