jest.setTimeout(120000);

import { baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { E2E_WORDPRESS_URL, signedWebhook } from './support/wordpress';

/**
 * An editor keeps writing in WordPress (the stand-in started by globalSetup; the server syncs it
 * every 2 s and at once on the signed webhook of deploy/wordpress/musubi-sync.php). Post ids are
 * far above the seeded magazine's, and dated 2024 so they stay at the end of every list the other
 * magazine journeys read.
 */
const ID = { published: 880001, scheduleOnly: 880002, scheduled: 880003, withForm: 880004 } as const;
const FORM = { id: 880100, hash: 'e2ec7f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e', recipient: 'press-desk@wedding.example' };

async function editor(path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${E2E_WORDPRESS_URL}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`the stand-in WordPress refused ${path}`);
}

/** What the must-use plugin does on save: the signed call that makes the sync run now. */
async function webhook(postId: number): Promise<void> {
  const body = JSON.stringify({ post_id: postId, event: 'save' });
  const res = await fetch(`${baseURL}/api/wordpress/webhook`, { method: 'POST', body, headers: signedWebhook(body) });
  expect(res.status).toBe(202);
}

async function status(path: string): Promise<number> {
  return (await fetch(`${baseURL}${path}`, { redirect: 'manual' })).status;
}

/** Waits (polling, at most `seconds`) until `check` holds: the sync runs on its own schedule. */
async function until(what: string, check: () => Promise<boolean>, seconds = 15): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not within ${seconds} s: ${what}`);
}

async function sitemapArticles(): Promise<string> {
  const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>([^<]*part=articles[^<]*)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')));
  const xml = await Promise.all(parts.map(async (u) => (await fetch(`${baseURL}${u.pathname}${u.search}`)).text()));
  return xml.join('\n');
}

const gmt = (ms: number) => new Date(ms).toISOString().slice(0, 19);

describe('editors keep writing in WordPress', () => {
  let b: E2EBrowser;
  beforeAll(async () => {
    b = await launchBrowser();
  });
  afterAll(() => b.close());

  it('publishes, edits, schedules and trashes in WordPress, and the magazine follows', async () => {
    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);

    // Publish, with the plugin's webhook: the article appears with its WordPress id.
    await editor('posts', {
      id: ID.published, title: 'ライブ同期：森の結婚式レポート', slug: 'live-forest-wedding', author: 2, categories: [10], date_gmt: '2024-05-01T01:00:00',
      content: '<!-- wp:paragraph -->\n<p>WordPress で書いたばかりの記事です。</p>\n<!-- /wp:paragraph -->',
    });
    await webhook(ID.published);
    await until('the published post shows', async () => (await status(`/magazine/${ID.published}`)) === 200);
    await page.goto(`/magazine/${ID.published}`);
    await page.getByRole('heading', { level: 1, name: 'ライブ同期：森の結婚式レポート' }).waitFor();
    await page.getByText('WordPress で書いたばかりの記事です。').waitFor();
    await page.getByRole('link', { name: '森 ひなた' }).first().waitFor();
    expect(await sitemapArticles()).toContain(`/magazine/${ID.published}<`);

    // Publish without the webhook: the schedule (every WORDPRESS_SYNC_SECONDS) brings it.
    await editor('posts', { id: ID.scheduleOnly, title: 'ライブ同期：予定どおりの同期', slug: 'live-by-schedule', author: 2, categories: [10], date_gmt: '2024-05-02T01:00:00', content: '次の同期で届く記事。' });
    await until('the post shows by the schedule alone', async () => (await status(`/magazine/${ID.scheduleOnly}`)) === 200);

    // Edit the title and the slug: same address, new title; the old permalink and the new one answer a 301.
    await editor('posts', { id: ID.published, title: 'ライブ同期：紅葉の森の結婚式レポート', slug: 'live-autumn-forest-wedding' });
    await webhook(ID.published);
    await until('the new title shows', async () => (await (await fetch(`${baseURL}/magazine/${ID.published}`)).text()).includes('紅葉の森の結婚式レポート'));
    for (const old of ['/2024/05/live-forest-wedding/', '/2024/05/live-autumn-forest-wedding/']) {
      const res = await fetch(`${baseURL}${old}`, { redirect: 'manual' });
      expect([old, res.status, res.headers.get('location') && new URL(res.headers.get('location')!, baseURL).pathname]).toEqual([old, 301, `/magazine/${ID.published}`]);
    }

    // Schedule a post for tomorrow: synced (with a marker edit saved after it) but not shown before its time.
    const tomorrow = gmt(Date.now() + 86400_000);
    await editor('posts', { id: ID.scheduled, title: 'ライブ同期：明日公開の記事', slug: 'live-tomorrow', status: 'future', author: 2, categories: [10], date_gmt: tomorrow, content: '明日の朝に公開します。' });
    await editor('posts', { id: ID.scheduleOnly, title: 'ライブ同期：予定どおりの同期（更新）' });
    await webhook(ID.scheduled);
    await until('the marker edit shows', async () => (await (await fetch(`${baseURL}/magazine/${ID.scheduleOnly}`)).text()).includes('予定どおりの同期（更新）'));
    expect(await status(`/magazine/${ID.scheduled}`)).toBe(404);
    expect(await sitemapArticles()).not.toContain(`/magazine/${ID.scheduled}<`);
    // Its time comes: WordPress's cron publishes it, and it shows. (Dated back into 2024, so it does not
    // become the newest article that the other magazine journeys read.)
    await editor('posts', { id: ID.scheduled, status: 'publish', date_gmt: '2024-05-04T01:00:00' });
    await until('the scheduled post shows at its time', async () => (await status(`/magazine/${ID.scheduled}`)) === 200);

    // Trash: 410 with a page saying so, out of the sitemap and the lists; its old permalink is gone too.
    await editor(`trash/${ID.published}`);
    await webhook(ID.published);
    await until('the trashed post answers 410', async () => (await status(`/magazine/${ID.published}`)) === 410);
    const res = await page.goto(`/magazine/${ID.published}`);
    expect(res!.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'この記事は公開を終了しました' }).waitFor();
    await expect(page.getByRole('link', { name: 'マガジンのトップへ' }).getAttribute('href')).resolves.toBe('/magazine');
    await expect(page.getByRole('link', { name: '新着記事を見る' }).count()).resolves.toBe(1);
    expect(await sitemapArticles()).not.toContain(`/magazine/${ID.published}<`);
    const recent = await (await fetch(`${baseURL}/api/web/post/recent?page=1`)).json();
    expect(recent.posts.map((p: { post_id: number }) => p.post_id)).not.toContain(ID.published);
    expect(await status('/2024/05/live-autumn-forest-wedding/')).toBe(410);
    // What never was an article stays a 404.
    expect(await status('/2024/05/no-such-live-post/')).toBe(404);
    expect(await status('/magazine/889999')).toBe(404);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('sends a Contact Form 7 form placed by its hash id in an article, landing on /thankyou?fid= with the mail sent', async () => {
    await editor('forms', {
      id: FORM.id, hash: FORM.hash, title: '取材のご依頼', recipient: FORM.recipient, subject: '取材依頼',
      form: '<label> 媒体名（必須）\n    [text* media] </label>\n<label> ご連絡先（必須）\n    [email* your-email] </label>\n<label> ご依頼内容\n    [textarea your-message] </label>\n[submit "依頼を送る"]',
      messages: { mail_sent_ok: 'ご依頼を受け付けました。' },
    });
    await editor('posts', { id: ID.withForm, title: 'ライブ同期：取材のご依頼はこちら', slug: 'live-press', author: 2, categories: [10], date_gmt: '2024-05-03T01:00:00', content: '取材のご依頼は下のフォームからどうぞ。\n\n[contact-form-7 id="e2ec7f0" title="取材のご依頼"]' });
    await webhook(ID.withForm);
    await until('the article with the form shows', async () => (await status(`/magazine/${ID.withForm}`)) === 200);

    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const shown = Date.now();
    await page.goto(`/magazine/${ID.withForm}`);
    const form = page.getByRole('form', { name: '取材のご依頼' });
    await form.waitFor();
    await form.getByLabel(/媒体名/).fill('月刊ウエディング');
    await form.getByLabel(/ご連絡先/).fill('editor@press.example');
    await form.getByLabel(/ご依頼内容/).fill('秋の特集で取り上げたいです。');
    // The form refuses what is sent faster than a person fills it (2 s).
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - shown)));
    await form.getByRole('button', { name: '依頼を送る' }).click();
    await page.waitForURL(`**/thankyou?fid=${FORM.id}`);
    const mail = await waitForMail(FORM.recipient, /取材依頼/);
    expect(mail.text).toContain('月刊ウエディング');
    expect(mail.text).toContain('秋の特集で取り上げたいです。');
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
