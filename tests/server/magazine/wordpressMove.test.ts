jest.setTimeout(120000);

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { magazinePosts, magazinePostTerms, magazineRedirects, magazineTerms, magazineWriters, storedMedia } from '@/server/db/schema';
import { importWxr, type ImportReport } from '@/server/magazine/wxr/importWxr';
import { formatReport } from '@/server/magazine/wxr/report';
import { getArticle } from '@/server/magazine/post';
import { recentPosts } from '@/server/magazine/recent';
import { categoryWithPosts, tagWithPosts } from '@/server/magazine/terms';
import { postAuthor } from '@/server/magazine/author';
import { sitemapEntries } from '@/server/magazine/sitemap';
import { findRedirect } from '@/server/magazine/redirects';
import type { Db } from '@/server/db/client';
import { handleImageRequest } from '@/server/media/imageProxy';
import { handleMediaRequest } from '@/server/media/mediaHandler';

const FIXTURE = fs.readFileSync(path.join(__dirname, '../../fixtures/magazine/wordpress-move.xml'), 'utf8');
const NOT_PUBLIC = [1003, 1004, 1005, 1006, 1007, 1008, 1009];

/** A one-second clip made by ffmpeg, carrying a recording place and a title. */
function recording(ext: 'mp4' | 'mp3'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-media-'));
  const file = path.join(dir, `clip.${ext}`);
  const source = ext === 'mp4' ? ['-f', 'lavfi', '-i', 'color=c=pink:s=64x48:d=1', '-c:v', 'mpeg4', '-movflags', 'use_metadata_tags'] : ['-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'libmp3lame'];
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...source, '-metadata', 'location=+35.6895+139.6917/', '-metadata', 'title=old-site-recording', '-t', '1', file]);
  const body = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return body;
}

/** The old site's uploads, served locally: a JPEG carrying EXIF and GPS, a PNG, a video and a sound; anything else 404. */
async function startOldSite(): Promise<{ server: http.Server; host: string; requests: string[] }> {
  const files: Record<string, [string, Buffer]> = { 'walk.mp4': ['video/mp4', recording('mp4')], 'bgm.mp3': ['audio/mpeg', recording('mp3')] };
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f4e8e0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: '旧サイト', Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1' } })
    .toBuffer();
  const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 200, g: 220, b: 255, alpha: 0.5 } } }).png().toBuffer();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const name = (req.url ?? '').split('/').pop() ?? '';
    files['white-dress.jpg'] = ['image/jpeg', jpeg];
    files['chapel.png'] = ['image/png', png];
    const file = files[name];
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', file[0]);
    res.end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `old-wedding.test:${(server.address() as AddressInfo).port}`, requests };
}

async function publicPostIds(db: Db): Promise<number[]> {
  return (await recentPosts(db, 1)).posts.map((p) => p.post_id);
}

describeEachDb('WordPress move (import of a whole site)', (fx) => {
  let old: Awaited<ReturnType<typeof startOldSite>>;
  let xml: string;
  let report: ImportReport;
  const fetchImages = () => ({
    allowedHosts: ['old-wedding.test'],
    // The test site listens on loopback: resolve its name there, and let the proxy's check pass it.
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    isForbiddenAddress: () => false,
  });

  beforeAll(async () => {
    old = await startOldSite();
    xml = FIXTURE.replace(/old-wedding\.test/g, old.host);
    // One of our own articles already has the id of an imported post.
    await fx.db.insert(magazinePosts).values({ id: 1010, title: '私たちの記事', content: '<p>もとからある記事です。</p>', status: 'publish', publishedAt: '2024-01-01T00:00:00Z', modifiedAt: '2024-01-01T00:00:00Z' });
    report = await importWxr(fx.db, xml, { fetchImages: fetchImages() });
  });
  afterAll(() => new Promise<void>((resolve) => old.server.close(() => resolve())));

  it('reports what it did, post by post', () => {
    expect(report).toMatchObject({ created: 4, updated: 0, skipped: 6, dryRun: false });
    expect(report.skippedPosts.map((s) => s.wpId).sort()).toEqual([1004, 1005, 1006, 1007, 1008, 1009]);
    expect(report.skippedPosts.find((s) => s.wpId === 1008)!.reason).toMatch(/パスワード/);
    expect(report.skippedPosts.find((s) => s.wpId === 1009)!.reason).toMatch(/固定ページ/);
    expect(report.shortcodes.replaced).toEqual({ caption: 1, gallery: 1, embed: 2, video: 1, audio: 1 });
    expect(report.shortcodes.unknown).toEqual({ box: 1 });
    expect(report.attachments).toMatchObject({ fetched: 4, reused: 0 });
    expect(report.attachments!.failed.map((f) => f.url)).toEqual([`http://${old.host}/wp-content/uploads/2025/03/missing.jpg`]);
    expect(report.conflicts.join('\n')).toMatch(/記事ID 1010/);
    expect(report.conflicts.join('\n')).toMatch(/\/halls\/butsukaru/);
    const text = formatReport(report, 'export.xml');
    for (const label of ['新規', '更新', 'スキップ', '画像・動画の取り込み', '置き換えたショートコード', '不明なショートコード', '転送（301）', 'パスワード', 'missing.jpg']) expect(text).toContain(label);
  });

  it('keeps WordPress ids where free and never takes one of ours', async () => {
    const rows = await fx.db.select({ id: magazinePosts.id, wpPostId: magazinePosts.wpPostId, title: magazinePosts.title }).from(magazinePosts);
    expect(rows.find((r) => r.wpPostId === 1001)!.id).toBe(1001);
    expect(rows.find((r) => r.wpPostId === 1002)!.id).toBe(1002);
    const ours = rows.find((r) => r.id === 1010)!;
    expect(ours).toMatchObject({ title: '私たちの記事', wpPostId: null });
    expect(rows.find((r) => r.wpPostId === 1010)!.id).toBeGreaterThan(1010);
  });

  it('renders classic content as WordPress displays it: paragraphs, figures, a gallery, link cards, media', async () => {
    const a = await getArticle(fx.db, 1001, 1);
    expect(a.content).toContain('<p>試着の予約は二か月前までに入れましょう。<br />\n当日は動きやすい服で出かけます。</p>');
    expect(a.content).toMatch(/<figure class="wp-block-image"><img [^>]*alt="レースの白いドレス"[^>]*\/><figcaption>試着室での一枚<\/figcaption><\/figure>/);
    expect(a.content).toMatch(/<figure class="wp-block-gallery columns-2">(<figure class="wp-block-image"><a href="\/media\/stored\/\d+\.(jpg|png)"><img [^>]+><\/a>(<figcaption>[^<]+<\/figcaption>)?<\/figure>){2}<\/figure>/);
    expect(a.content).toContain('<a class="embed-card" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">');
    expect(a.content).toContain('href="https://vimeo.com/76979871"');
    expect(a.content).toMatch(/<figure class="wp-block-video"><video controls preload="none" src="\/media\/stored\/\d+\.mp4"><\/video><\/figure>/);
    expect(a.content).toMatch(/<figure class="wp-block-audio"><audio controls preload="none" src="\/media\/stored\/\d+\.mp3"><\/audio><\/figure>/);
    expect(a.content).toContain('小物は当日まとめて選べます。');
    expect(a.content).not.toMatch(/\[\/?(caption|gallery|embed|video|audio|box)\b|<iframe|<script/);
    // Links between imported posts point at their new addresses.
    const dress = (await fx.db.select().from(magazineTerms).where(eq(magazineTerms.slug, 'dress')))[0];
    expect(a.content).toContain('<a href="/magazine/1002">ブロックで書いた記事</a>');
    expect(a.content).toContain('<a href="/magazine/1002">同じ記事（短いURL）</a>');
    expect(a.content).toContain(`<a href="/magazine/category/${dress.id}">ドレスの記事一覧</a>`);
    // Images come from our store, through /img.
    expect(a.content).not.toContain(`src="http://${old.host}/wp-content/uploads/2025/03/white-dress.jpg"`);
    expect(a.content).toMatch(/src="\/img\?url=%2Fmedia%2Fstored%2F\d+\.jpg/);
    expect(a.thumbnail).toMatch(/^\/media\/stored\/\d+\.jpg$/);
    expect(a.thumbnail_alt).toBe('レースの白いドレス');
    // Comments and the author's email are not carried over.
    const everything = JSON.stringify(await fx.db.select().from(magazinePosts)) + JSON.stringify(await fx.db.select().from(magazineWriters));
    expect(everything).not.toMatch(/コメント欄|private@|visitor@/);
    expect(a.writer).toMatchObject({ display_name: '佐藤 美咲' });
  });

  it('renders block content with our styles and keeps an unknown block’s text, sanitised', async () => {
    const a = await getArticle(fx.db, 1002, 1);
    expect(a.content).toContain('<h2 class="wp-block-heading" id="section-1">見学で見るところ</h2>');
    expect(a.content).toContain('<ul><li>チャペルの天井の高さ</li><li>控室の広さ</li></ul>');
    expect(a.content).toMatch(/<figure class="wp-block-image"><img src="\/img\?url=%2Fmedia%2Fstored%2F\d+\.png[^"]*" alt="ステンドグラスのチャペル" class="wp-image-2002"[^>]*\/><figcaption>光の入るチャペル<\/figcaption><\/figure>/);
    expect(a.content).toMatch(/<figure class="wp-block-gallery columns-default">\s*<figure class="wp-block-image"><img [^>]*alt="レースの白いドレス"/);
    for (const cls of ['wp-block-quote', 'wp-block-pullquote', 'wp-block-table', 'wp-block-buttons', 'wp-block-columns', 'wp-block-column', 'wp-block-separator']) expect(a.content).toContain(`class="${cls}`);
    expect(a.content).toContain('<a class="wp-block-button__link" href="/magazine/1001">試着の記事を読む</a>');
    expect(a.content).toContain('href="https://youtu.be/aqz-KE-bpKQ"');
    expect(a.content).toContain('<p>独自ブロックの本文</p>');
    expect(a.content).not.toMatch(/acme-notice|onclick|<script|track\(\)|wp:|<!--/);
    expect(a.toc).toEqual([{ id: 'section-1', text: '見学で見るところ', level: 2 }]);
  });

  it('keeps nested categories, Japanese tag slugs and writers by login', async () => {
    const terms = await fx.db.select().from(magazineTerms);
    const bySlug = (s: string) => terms.find((t) => t.slug === s)!;
    expect(bySlug('dress').parentTermId).toBe(bySlug('junbi').id);
    expect(bySlug('カラードレス').parentTermId).toBe(bySlug('dress').id);
    const tag = await tagWithPosts(fx.db, { slug: '前撮り', page: 1, perPage: 18 });
    expect(tag.posts.map((p) => p.post_id)).toEqual([1002]);
    expect(tag.tag.permalink).toBe(`/magazine/tag/${encodeURIComponent('前撮り')}`);
    const parent = await categoryWithPosts(fx.db, { id: bySlug('junbi').id, page: 1, perPage: 18 });
    expect(parent.posts.map((p) => p.post_id).sort()).toEqual([1001, 1002, expect.any(Number)].sort());
    const writers = await fx.db.select().from(magazineWriters);
    expect(writers.map((w) => w.login).sort()).toEqual(['kenta', 'misaki']);
  });

  it('makes nothing non-public reachable: by id, listing, category, tag, writer, sitemap or old address', async () => {
    for (const wpId of NOT_PUBLIC) await expect(getArticle(fx.db, wpId, 1)).rejects.toMatchObject({ status: 404 });
    expect(await fx.db.select().from(magazinePosts).where(sql`${magazinePosts.wpPostId} in (1004, 1005, 1006, 1007, 1008, 1009)`)).toEqual([]);
    const listed = await publicPostIds(fx.db);
    for (const wpId of NOT_PUBLIC) expect(listed).not.toContain(wpId);
    const spring = await tagWithPosts(fx.db, { slug: 'spring', page: 1, perPage: 18 });
    expect(spring.posts.map((p) => p.post_id)).toEqual([1001]);
    const misaki = (await fx.db.select().from(magazineWriters).where(eq(magazineWriters.login, 'misaki')))[0];
    expect((await postAuthor(fx.db, { id: misaki.id, page: 1 })).posts.map((p) => p.post_id)).toEqual([1001]);
    const sitemap = await sitemapEntries(fx.db, { part: 'articles', page: 1 });
    expect(sitemap.urls.map((u) => u.path)).not.toContain('/magazine/1003');
    await expect(findRedirect(fx.db, { path: '/', p: 1003 })).rejects.toMatchObject({ status: 404 });
    await expect(findRedirect(fx.db, { path: '/himitsu/' })).rejects.toMatchObject({ status: 404 });
    await expect(findRedirect(fx.db, { path: '/hikokai/' })).rejects.toMatchObject({ status: 404 });
    expect(JSON.stringify(await fx.db.select().from(magazinePosts))).not.toMatch(/保護された/);
  });

  it('answers the old addresses with where they live now, and each new address exists', async () => {
    const redirect = async (p: string, id?: number) => (await findRedirect(fx.db, { path: p, p: id })).location;
    const terms = await fx.db.select().from(magazineTerms);
    const cat = (s: string) => terms.find((t) => t.slug === s && t.taxonomy === 'category')!.id;
    const misaki = (await fx.db.select().from(magazineWriters).where(eq(magazineWriters.login, 'misaki')))[0];
    const moved = (await fx.db.select().from(magazinePosts).where(eq(magazinePosts.wpPostId, 1010)))[0];
    expect(await redirect('/dress-shichaku/')).toBe('/magazine/1001');
    expect(await redirect('/2025/04/10/block-post/')).toBe('/magazine/1002');
    // A post's second page (<!--nextpage-->), and ?p= under a folder.
    expect(await redirect('/2025/04/10/block-post/2/')).toBe('/magazine/1002?page=2');
    expect(await redirect('/blog/', 1002)).toBe('/magazine/1002');
    await expect(findRedirect(fx.db, { path: '/2025/04/10/' })).rejects.toMatchObject({ status: 404 });
    expect(await redirect('/', 1001)).toBe('/magazine/1001');
    expect(await redirect('/', 1010)).toBe(`/magazine/${moved.id}`);
    expect(await redirect('/category/junbi/')).toBe(`/magazine/category/${cat('junbi')}`);
    expect(await redirect('/category/junbi/dress/')).toBe(`/magazine/category/${cat('dress')}`);
    expect(await redirect('/category/junbi/dress/page/2/')).toBe(`/magazine/category/${cat('dress')}/page/2`);
    expect(await redirect('/category/junbi/dress/%e3%82%ab%e3%83%a9%e3%83%bc%e3%83%89%e3%83%ac%e3%82%b9/')).toBe(`/magazine/category/${cat('カラードレス')}`);
    expect(await redirect('/category/%E3%82%AB%E3%83%A9%E3%83%BC%E3%83%89%E3%83%AC%E3%82%B9')).toBe(`/magazine/category/${cat('カラードレス')}`);
    expect(await redirect('/author/misaki/')).toBe(`/magazine/writers/${misaki.id}`);
    expect(await redirect('/author/misaki/page/2/')).toBe(`/magazine/writers/${misaki.id}?page=2`);
    // Our own /halls/… is not taken over, and /tag/{slug} is already the same tag page here.
    await expect(findRedirect(fx.db, { path: '/halls/butsukaru/' })).rejects.toMatchObject({ status: 404 });
    expect(await fx.db.select().from(magazineRedirects).where(sql`${magazineRedirects.path} like '/tag/%'`)).toEqual([]);
    expect(report.sameAddresses).toBeGreaterThanOrEqual(3);

    const rows = await fx.db.select().from(magazineRedirects);
    expect(rows.length).toBe(report.redirects);
    for (const r of rows) {
      // The scheduled post's address answers only from its time on.
      if (r.targetPostId === 1003) {
        await expect(findRedirect(fx.db, { path: '/', p: 1003 })).rejects.toMatchObject({ status: 404 });
        continue;
      }
      expect((await findRedirect(fx.db, r.path.startsWith('/?p=') ? { path: '/', p: Number(r.path.slice(4)) } : { path: `${r.path}/` })).location).toBe(r.location);
      const target = r.location.split('?')[0].split('/');
      if (r.kind === 'post') await expect(getArticle(fx.db, Number(target[2]), 1)).resolves.toBeTruthy();
      if (r.kind === 'category') await expect(categoryWithPosts(fx.db, { id: Number(target[3]), page: 1, perPage: 18 })).resolves.toBeTruthy();
      if (r.kind === 'author') await expect(postAuthor(fx.db, { id: Number(target[3]), page: 1 })).resolves.toBeTruthy();
    }
  });

  it('stores copied images re-encoded without EXIF or GPS, video and audio without their metadata', async () => {
    const files = await fx.db.select().from(storedMedia);
    expect(files.map((f) => f.contentType).sort()).toEqual(['audio/mpeg', 'image/jpeg', 'image/png', 'video/mp4']);
    for (const f of files.filter((x) => !x.contentType.startsWith('image/'))) {
      expect(f.body.length).toBeGreaterThan(100);
      expect(f.body.toString('latin1')).not.toMatch(/139\.6917|old-site-recording/);
    }
    const images = files.filter((f) => f.contentType.startsWith('image/'));
    expect(images).toHaveLength(2);
    for (const img of images) {
      const meta = await sharp(img.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeGreaterThan(0);
    }
  });

  it('serves the copies at /media/stored (video by byte ranges) and through /img', async () => {
    const files = await fx.db.select({ id: storedMedia.id, contentType: storedMedia.contentType, body: storedMedia.body }).from(storedMedia);
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/img') void handleImageRequest(req, res, { allowedHosts: [], cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'wp-img-')) });
      else void handleMediaRequest(req, res, url.pathname.replace(/^\/media\//, ''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const video = files.find((f) => f.contentType === 'video/mp4')!;
      const part = await fetch(`${base}/media/stored/${video.id}.mp4`, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-9/${video.body.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(video.body.subarray(0, 10));
      const jpeg = files.find((f) => f.contentType === 'image/jpeg')!;
      const whole = await fetch(`${base}/media/stored/${jpeg.id}.jpg`);
      expect([whole.status, whole.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      // The smallest spec width (i: 100) of a 64 px copy: served through /img, never enlarged.
      const resized = await fetch(`${base}/img?url=${encodeURIComponent(`/media/stored/${jpeg.id}.jpg`)}&width=100`);
      expect(resized.status).toBe(200);
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(64);
      expect((await fetch(`${base}/media/stored/999999.jpg`)).status).toBe(404);
      // A video is not an image source for /img.
      expect((await fetch(`${base}/img?url=${encodeURIComponent(`/media/stored/${video.id}.mp4`)}`)).status).toBe(415);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is idempotent: a second import updates in place, without duplicates or new downloads', async () => {
    const count = async () => Promise.all([magazinePosts, magazineTerms, magazineWriters, magazinePostTerms, magazineRedirects, storedMedia].map(async (t) => (await fx.db.select({ n: sql<number>`count(*)::int` }).from(t))[0].n));
    const before = await count();
    const requests = old.requests.length;
    const again = await importWxr(fx.db, xml, { fetchImages: fetchImages() });
    expect(again).toMatchObject({ created: 0, updated: 4, skipped: 6 });
    expect(again.attachments).toMatchObject({ fetched: 0, reused: 4 });
    expect(await count()).toEqual(before);
    // Only the image that failed is asked for again.
    expect(old.requests.slice(requests)).toEqual(['/wp-content/uploads/2025/03/missing.jpg']);
    expect((await getArticle(fx.db, 1001, 1)).content).toContain('<a href="/magazine/1002">');
  });

  it('--dry-run reports the changes and writes nothing', async () => {
    const dry = await importWxr(fx.db, xml.replace('ドレス試着の前に決めておくこと', '改題した記事'), { dryRun: true, fetchImages: fetchImages() });
    expect(dry).toMatchObject({ dryRun: true, created: 0, updated: 4, attachments: null, plannedFiles: 5 });
    expect((await getArticle(fx.db, 1001, 1)).title).toBe('ドレス試着の前に決めておくこと');
  });

  it('without --fetch-attachments keeps images remote and names the hosts to allow', async () => {
    const plain = await importWxr(fx.db, xml.replace('ドレス試着の前に決めておくこと', 'リモートのまま'), { dryRun: true });
    expect(plain.attachments).toBeNull();
    expect(plain.imageHosts).toEqual([old.host]);
    expect(formatReport(plain, 'x.xml')).toContain('IMAGE_PROXY_ALLOWED_HOSTS');
  });

  it('publishes a scheduled post at its time, with no new import', async () => {
    await expect(getArticle(fx.db, 1003, 1)).rejects.toMatchObject({ status: 404 });
    // Time passes: the post's moment is now behind us.
    await fx.db.update(magazinePosts).set({ publishedAt: sql`now() - interval '1 minute'` }).where(eq(magazinePosts.id, 1003));
    expect((await getArticle(fx.db, 1003, 1)).title).toBe('来年の予約記事');
    expect(await publicPostIds(fx.db)).toContain(1003);
    expect((await findRedirect(fx.db, { path: '/', p: 1003 })).location).toBe('/magazine/1003');
  });

  it('takes a post off the site when the old site no longer publishes it: it and its old address are gone (410)', async () => {
    await importWxr(fx.db, xml.replace('<wp:status><![CDATA[publish]]></wp:status>\n    <wp:post_type><![CDATA[post]]></wp:post_type>\n    <wp:post_password><![CDATA[]]></wp:post_password>\n    <category domain="category" nicename="junbi">', '<wp:status><![CDATA[private]]></wp:status>\n    <wp:post_type><![CDATA[post]]></wp:post_type>\n    <wp:post_password><![CDATA[]]></wp:post_password>\n    <category domain="category" nicename="junbi">'));
    await expect(getArticle(fx.db, 1002, 1)).rejects.toMatchObject({ status: 410, message: 'この記事は公開を終了しました' });
    await expect(findRedirect(fx.db, { path: '/2025/04/10/block-post/' })).rejects.toMatchObject({ status: 410 });
    await expect(findRedirect(fx.db, { path: '/2025/04/10/block-post/2/' })).rejects.toMatchObject({ status: 410 });
    // Addresses that never were an article stay 404.
    await expect(findRedirect(fx.db, { path: '/2025/04/10/no-such-post/' })).rejects.toMatchObject({ status: 404 });
    await expect(getArticle(fx.db, 987654, 1)).rejects.toMatchObject({ status: 404 });
  });
});
