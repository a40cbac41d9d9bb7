import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { appUserAgent, baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';

type Captured = { platform: 'ios' | 'android'; message: unknown };

// Stands in for the native wrappers: records what the page posts to either bridge.
const CAPTURE_BRIDGE = `
  window.__native = [];
  window.webkit = { messageHandlers: { musubi: { postMessage: (m) => window.__native.push({ platform: 'ios', message: m }) } } };
  window.MusubiAndroid = { postMessage: (json) => window.__native.push({ platform: 'android', message: JSON.parse(json) }) };
`;

async function nativeMessages(page: Page): Promise<Captured[]> {
  return page.evaluate(() => (window as unknown as { __native: Captured[] }).__native);
}

// Browser tests take longer than Jest's default 5 s (the project's testTimeout does not reach here).
jest.setTimeout(60000);

let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the shell', () => {
  it('renders the home page with the header, search and footer, without console errors', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).not.toBe('');
    await expect(page.getByRole('search', { name: 'サイト内検索' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '式場を探す' }).getAttribute('href')).resolves.toBe('/halls/search/');
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('submits the site search to /search?q=', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: '式場・フェア・記事をキーワードで検索' }).fill('青山');
    await Promise.all([page.waitForURL(/\/search\?q=/), page.getByRole('button', { name: '検索', exact: true }).click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('青山');
    await page.close();
  });

  it('answers an unknown route with the 404 page and status 404', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/no-such-page-for-musubi');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('ページが見つかりません');
    await page.close();
  });

  it('restores the scroll position on back and starts new pages at the top', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(maxScroll).toBeGreaterThan(200);
    const target = Math.min(400, maxScroll);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
    // A client-side navigation (Next's router) to another URL goes to the top.
    await page.evaluate(() => (window as unknown as { next: { router: { push(u: string): Promise<boolean> } } }).next.router.push('/?scroll=e2e'));
    await page.waitForURL(/scroll=e2e/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target, { timeout: 5000 });
    expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(target);
    await page.close();
  });
});

describe('the native bridge', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  it('posts loaded, then transition_start and transition_complete around a route change (iOS, app v3)', async () => {
    context = await browser.newContext({ userAgent: appUserAgent('3.2.0', 'iOS') });
    await context.addInitScript(CAPTURE_BRIDGE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { __native: unknown[] }).__native.length > 0);
    expect(await nativeMessages(page)).toEqual([{ platform: 'ios', message: { type: 'loaded' } }]);

    // The wrapper moves the webview through the page's transition hook.
    await page.evaluate(() => (window as unknown as { musubiNavigate(u: string): Promise<boolean> }).musubiNavigate('/?from=app'));
    await page.waitForFunction(() => (window as unknown as { __native: unknown[] }).__native.length >= 3);
    const title = await page.title();
    expect(await nativeMessages(page)).toEqual([
      { platform: 'ios', message: { type: 'loaded' } },
      { platform: 'ios', message: { type: 'transition_start', destination_url: `${baseURL}/?from=app` } },
      { platform: 'ios', message: { type: 'transition_complete', title } },
    ]);
    expect(title).not.toBe('');
    expect(errors.messages).toEqual([]);
  });

  it('posts JSON text to the Android interface', async () => {
    context = await browser.newContext({ userAgent: appUserAgent('2.4.0', 'Android') });
    await context.addInitScript(CAPTURE_BRIDGE);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { __native: unknown[] }).__native.length > 0);
    expect(await nativeMessages(page)).toEqual([{ platform: 'android', message: { type: 'loaded' } }]);
  });

  it('posts nothing from a plain browser', async () => {
    context = await browser.newContext();
    await context.addInitScript(CAPTURE_BRIDGE);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await nativeMessages(page)).toEqual([]);
  });
});

describe('images', () => {
  it('serves a generated /media image and a resized JPEG of it through /img', async () => {
    const page = await browser.newPage();
    const media = await page.request.get('/media/halls/1/cover/1.jpg');
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/jpeg');
    const resized = await page.request.get('/img?url=%2Fmedia%2Fhalls%2F1%2Fcover%2F1.jpg&width=s');
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toBe('image/jpeg');
    expect(resized.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(await resized.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 500, 333]);
    const refused = await page.request.get('/img?url=http%3A%2F%2F169.254.169.254%2Flatest&width=s');
    expect(refused.status()).toBe(403);
    await page.close();
  });
});

describe('the shared page cache (scripts/serve.mjs)', () => {
  it('answers a second anonymous visit from the cache, and the kept page still runs under its CSP', async () => {
    const url = '/ranking/';
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(url);
    const again = await page.goto(url);
    expect(again?.status()).toBe(200);
    const headers = await again!.allHeaders();
    expect(headers['x-cache']).toMatch(/^(HIT|STALE)$/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toContain('nonce');
    await page.waitForLoadState('networkidle');
    // Hydrated: Next's router is running, and the inline bootstrap was not blocked.
    await expect(page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).resolves.toBe(true);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('lets a member through to a fresh, private render', async () => {
    const page = await browser.newPage();
    const res = await page.request.get('/ranking/', { headers: { cookie: 'musubi_sid=not-a-session' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-cache']).toBeUndefined();
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    await page.close();
  });
});
