jest.setTimeout(300000);

import { baseURL, collectErrors, launchBrowser, type E2EBrowser } from '../e2e/support/browser';
import { waitForMail } from '../e2e/support/mailbox';
import { readCredentialsFile } from '../e2e/support/wordpress';

/**
 * An editor works in a real WordPress 6.x (scripts/wordpress/start-local.sh, run by
 * `npm run test:wordpress`), through its REST API with an application password as the block editor
 * does; musubi follows it (WORDPRESS_SYNC_SECONDS=2, and the must-use plugin's signed webhook).
 * The site persists between runs: every run writes new posts with its own slugs.
 */
const creds = readCredentialsFile(process.env.E2E_LIVE_WORDPRESS ?? '/tmp/musubi-wordpress-8081/credentials.env');
const WP = creds.WORDPRESS_URL;
const AUTH = `Basic ${Buffer.from(`${creds.WORDPRESS_USER}:${creds.WORDPRESS_APP_PASSWORD}`).toString('base64')}`;
const RUN = Date.now().toString(36);

type WpPost = { id: number; link: string; status: string };

async function wp<T = WpPost>(method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${WP}/wp-json${route}`, { method, headers: { Authorization: AUTH, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as T & { code?: string; data?: { term_id?: number } };
  if (!res.ok && json.code !== 'term_exists') throw new Error(`WordPress refused ${method} ${route}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

async function status(path: string): Promise<number> {
  return (await fetch(`${baseURL}${path}`, { redirect: 'manual' })).status;
}

/** Polls (at most `seconds`) until `check` holds: the sync runs every 2 s, or at once on the webhook. */
async function until(what: string, check: () => Promise<boolean>, seconds = 15): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not within ${seconds} s: ${what}`);
}

const html = async (path: string) => (await fetch(`${baseURL}${path}`)).text();
/** The article's own title (its h1): earlier runs' articles, with like titles, show in its related list. */
const title = async (path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await html(path))?.[1] ?? '';

async function sitemapArticles(): Promise<string> {
  const index = await html('/sitemap.xml');
  const parts = [...index.matchAll(/<loc>([^<]*part=articles[^<]*)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')));
  return (await Promise.all(parts.map((u) => html(`${u.pathname}${u.search}`)))).join('\n');
}

const gmt = (ms: number) => new Date(ms).toISOString().slice(0, 19);

describe('editors keep writing in a real WordPress', () => {
  let b: E2EBrowser;
  let category: number;
  const publish = (title: string, slug: string, content: string, extra: Record<string, unknown> = {}) =>
    wp('POST', '/wp/v2/posts', { title, slug: `${slug}-${RUN}`, content, status: 'publish', categories: [category], date_gmt: '2024-06-01T01:00:00', ...extra });

  beforeAll(async () => {
    const c = await wp<{ id?: number; data?: { term_id?: number } }>('POST', '/wp/v2/categories', { name: '実機同期', slug: 'live-wordpress' });
    category = c.id ?? c.data!.term_id!;
    b = await launchBrowser();
  });
  afterAll(() => b.close());

  it('publishes, edits, schedules, makes private, password-protects and trashes, and the magazine follows', async () => {
    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);

    // Publish: the article appears at its WordPress id, with its writer, in the sitemap.
    const a = await publish('実機同期：森の結婚式レポート', 'forest-wedding', '<!-- wp:paragraph -->\n<p>WordPress の実機で書いた記事です。</p>\n<!-- /wp:paragraph -->');
    await until('the published post shows', async () => (await status(`/magazine/${a.id}`)) === 200);
    await page.goto(`/magazine/${a.id}`);
    await page.getByRole('heading', { level: 1, name: '実機同期：森の結婚式レポート' }).waitFor();
    await page.getByText('WordPress の実機で書いた記事です。').waitFor();
    expect(await sitemapArticles()).toContain(`/magazine/${a.id}<`);

    // Edit the title and the slug: same address, new title; the old permalink answers a 301.
    const oldLink = new URL(a.link).pathname;
    const edited = await wp('POST', `/wp/v2/posts/${a.id}`, { title: '実機同期：紅葉の森の結婚式レポート', slug: `autumn-forest-wedding-${RUN}` });
    await until('the new title shows', async () => (await title(`/magazine/${a.id}`)) === '実機同期：紅葉の森の結婚式レポート');
    for (const link of [oldLink, new URL(edited.link).pathname]) {
      const res = await fetch(`${baseURL}${link}`, { redirect: 'manual' });
      expect([link, res.status, new URL(res.headers.get('location') ?? '/', baseURL).pathname]).toEqual([link, 301, `/magazine/${a.id}`]);
    }

    // Schedule a post 75 s ahead (WordPress publishes at once a post scheduled less than a minute
    // ahead): synced (a marker edit saved after it shows) but not shown before its time, then shown.
    const at = Math.ceil((Date.now() + 75_000) / 1000) * 1000;
    const scheduled = await wp('POST', '/wp/v2/posts', { title: '実機同期：まもなく公開', slug: `soon-${RUN}`, status: 'future', date_gmt: gmt(at), categories: [category], content: '時間になったら公開されます。' });
    expect(scheduled.status).toBe('future');
    await wp('POST', `/wp/v2/posts/${a.id}`, { title: '実機同期：紅葉の森の結婚式レポート（追記）' });
    await until('the marker edit shows', async () => (await title(`/magazine/${a.id}`)) === '実機同期：紅葉の森の結婚式レポート（追記）');
    expect(await status(`/magazine/${scheduled.id}`)).toBe(404);
    expect(await sitemapArticles()).not.toContain(`/magazine/${scheduled.id}<`);
    await until('the scheduled post shows at its time', async () => (await status(`/magazine/${scheduled.id}`)) === 200, 120);
    expect(Date.now()).toBeGreaterThanOrEqual(at);

    // Back to draft, private, password-protected, trashed, deleted for good: each answers 410 Gone (a
    // Japanese page, kept out of search engines) and leaves the sitemap and the lists; an id WordPress
    // never published here stays 404.
    const d = await publish('実機同期：下書きに戻す記事', 'to-draft', '下書きに戻ります。');
    const p = await publish('実機同期：非公開にする記事', 'to-private', '非公開になります。');
    const q = await publish('実機同期：パスワードをかける記事', 'to-password', 'パスワードで保護されます。');
    const e = await publish('実機同期：完全に削除する記事', 'to-delete', '完全に削除されます。');
    const withdrawn = [d, p, q, e];
    await until('the four show', async () => (await Promise.all(withdrawn.map((x) => status(`/magazine/${x.id}`)))).every((s) => s === 200));
    await wp('POST', `/wp/v2/posts/${d.id}`, { status: 'draft' });
    await until('the post back in draft answers 410', async () => (await status(`/magazine/${d.id}`)) === 410);
    await wp('POST', `/wp/v2/posts/${p.id}`, { status: 'private' });
    await until('the private post answers 410', async () => (await status(`/magazine/${p.id}`)) === 410);
    await wp('POST', `/wp/v2/posts/${q.id}`, { password: 'himitsu' });
    await until('the protected post answers 410', async () => (await status(`/magazine/${q.id}`)) === 410);
    await wp('DELETE', `/wp/v2/posts/${a.id}`);
    await until('the trashed post answers 410', async () => (await status(`/magazine/${a.id}`)) === 410);
    // A draft never published (the sync that sees the deletion after it lists it too): 404, as is an id WordPress has not given.
    const never = await wp('POST', '/wp/v2/posts', { title: '実機同期：公開しない下書き', slug: `never-${RUN}`, status: 'draft', content: '一度も公開しません。' });
    await wp('DELETE', `/wp/v2/posts/${e.id}?force=true`);
    await until('the deleted post answers 410', async () => (await status(`/magazine/${e.id}`)) === 410);
    expect(await status(`/magazine/${never.id}`)).toBe(404);
    expect(await status(`/magazine/${never.id + 100000}`)).toBe(404);
    for (const x of [a, ...withdrawn]) {
      const res = await page.goto(`/magazine/${x.id}`);
      expect([x.id, res!.status()]).toEqual([x.id, 410]);
      await page.getByRole('heading', { level: 1, name: 'この記事は公開を終了しました' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
    const sitemap = await sitemapArticles();
    for (const x of [a, ...withdrawn]) expect(sitemap).not.toContain(`/magazine/${x.id}<`);
    const recent = (await (await fetch(`${baseURL}/api/web/post/recent?page=1`)).json()) as { posts: { post_id: number }[] };
    expect(recent.posts.map((x) => x.post_id)).toEqual(expect.not.arrayContaining([a, ...withdrawn].map((x) => x.id)));
    expect(await status(oldLink)).toBe(410);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('sends a Contact Form 7 form placed in an article, landing on /thankyou?fid= with the mail sent', async () => {
    // Contact Form 7 is not packaged by Debian: scripts/wordpress/cf7-rest.php stores the form as CF7 does.
    const recipient = `press-${RUN}@wedding.example`;
    const form = await wp<{ id: number; hash: string }>('POST', '/musubi-test/v1/contact-forms', {
      title: '取材のご依頼', recipient, subject: `取材依頼 ${RUN}`,
      form: '<label> 媒体名（必須）\n    [text* media] </label>\n<label> ご連絡先（必須）\n    [email* your-email] </label>\n<label> ご依頼内容\n    [textarea your-message] </label>\n[submit "依頼を送る"]',
      messages: { mail_sent_ok: 'ご依頼を受け付けました。' },
    });
    const post = await publish('実機同期：取材のご依頼はこちら', 'press', `取材のご依頼は下のフォームからどうぞ。\n\n[contact-form-7 id="${form.hash.slice(0, 7)}" title="取材のご依頼"]`);
    await until('the article with the form shows', async () => (await status(`/magazine/${post.id}`)) === 200);

    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const shown = Date.now();
    await page.goto(`/magazine/${post.id}`);
    const f = page.getByRole('form', { name: '取材のご依頼' });
    await f.waitFor();
    await f.getByLabel(/媒体名/).fill('月刊ウエディング');
    await f.getByLabel(/ご連絡先/).fill('editor@press.example');
    await f.getByLabel(/ご依頼内容/).fill('秋の特集で取り上げたいです。');
    // The form refuses what is sent faster than a person fills it (2 s).
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - shown)));
    await f.getByRole('button', { name: '依頼を送る' }).click();
    await page.waitForURL(`**/thankyou?fid=${form.id}`);
    const mail = await waitForMail(recipient, new RegExp(`取材依頼 ${RUN}`));
    expect(mail.text).toContain('秋の特集で取り上げたいです。');
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
