jest.setTimeout(120000);

import { baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';

// globalSetup imports tests/fixtures/magazine/wordpress-move.xml (images stay on the old host,
// which is not allowed here: their loads fail, which is not what this test is about).
describe('the magazine moved from WordPress', () => {
  let b: E2EBrowser;
  beforeAll(async () => {
    b = await launchBrowser();
  });
  afterAll(() => b.close());

  it('answers every kind of old address with a 301 to a page that answers 200', async () => {
    const page = await b.newPage();
    for (const [old, target] of [
      ['/dress-shichaku/', /^\/magazine\/\d+$/],
      ['/2025/04/10/block-post/', /^\/magazine\/\d+$/],
      ['/?p=1001', /^\/magazine\/\d+$/],
      ['/category/junbi/dress/', /^\/magazine\/category\/\d+$/],
      ['/category/junbi/dress/%e3%82%ab%e3%83%a9%e3%83%bc%e3%83%89%e3%83%ac%e3%82%b9/', /^\/magazine\/category\/\d+$/],
      ['/author/misaki/', /^\/magazine\/writers\/\d+$/],
    ] as const) {
      const res = await page.request.get(old, { maxRedirects: 0 });
      expect([old, res.status()]).toEqual([old, 301]);
      const location = new URL(res.headers().location, baseURL).pathname;
      expect(location).toMatch(target);
      expect([location, (await page.request.get(location, { maxRedirects: 0 })).status()]).toEqual([location, 200]);
    }
    // A Japanese tag keeps its old address; a password-protected, private or unknown address stays a 404.
    expect((await page.request.get('/tag/%E8%A9%A6%E7%9D%80/')).status()).toBe(200);
    for (const gone of ['/himitsu/', '/hikokai/', '/?p=1003', '/no-such-old-post/']) {
      const res = await page.request.get(gone, { maxRedirects: 0 });
      expect([gone, res.status()]).toEqual([gone, gone === '/?p=1003' ? 200 : 404]);
    }
    await page.close();
  });

  it('shows an imported classic article as WordPress did, its gallery opening in the photo viewer', async () => {
    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await page.goto('/dress-shichaku/');
    await page.waitForURL(/\/magazine\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'ドレス試着の前に決めておくこと' }).waitFor();
    const body = page.locator('main figure.wp-block-gallery').first();
    await expect(page.locator('main p', { hasText: '試着の予約は二か月前までに入れましょう。' }).innerHTML()).resolves.toContain('<br>');
    await expect(page.getByText('試着室での一枚').evaluate((el) => el.tagName)).resolves.toBe('FIGCAPTION');
    await expect(page.getByRole('link', { name: /YouTubeで動画を見る/ }).getAttribute('href')).resolves.toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.locator('main iframe').count()).resolves.toBe(0);
    await expect(page.getByText('コメント欄の書き込みは移しません').count()).resolves.toBe(0);
    // The link to another imported post leads to its new address.
    await expect(page.getByRole('link', { name: 'ブロックで書いた記事' }).getAttribute('href')).resolves.toMatch(/^\/magazine\/\d+$/);

    await page.waitForFunction(() => Object.keys(document.querySelector('main figure.wp-block-gallery')?.parentElement ?? {}).some((k) => k.startsWith('__react')));
    await body.getByRole('img', { name: 'ステンドグラスのチャペル' }).click();
    const viewer = page.getByRole('dialog', { name: '写真ビューア' });
    await viewer.waitFor();
    await viewer.getByText('2 / 2').waitFor();
    await viewer.getByRole('button', { name: '閉じる' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
