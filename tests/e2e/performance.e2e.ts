jest.setTimeout(120000);

import type { Page } from 'playwright-core';
import { collectErrors, PHONE, sharedBrowser } from './support/browser';

/** Every script URL path the page requests, from the moment this is called. */
function scriptRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  });
  return seen;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const a = document.querySelector('main a[href]');
    return !!a && Object.keys(a).some((k) => k.startsWith('__reactProps'));
  });
}

/** The scripts route `target` needs that the current route (`current`) and the app shell do not. */
async function scriptsOnlyFor(page: Page, target: string, current: string): Promise<string[]> {
  return page.evaluate(
    ([t, c]) => {
      const manifest = (window as unknown as { __BUILD_MANIFEST: Record<string, string[]> }).__BUILD_MANIFEST;
      const have = new Set([...(manifest[c] ?? []), ...(manifest['/_app'] ?? [])]);
      return (manifest[t] ?? []).filter((f) => f.endsWith('.js') && !have.has(f)).map((f) => `/_next/${f}`);
    },
    [target, current],
  );
}

/** The first link in the main content to an article (/magazine/{id}). */
async function firstArticlePath(page: Page): Promise<string> {
  const hrefs = await page.locator('main a[href^="/magazine/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const path = hrefs.map((h) => h.replace(/\/$/, '')).find((h) => /^\/magazine\/\d+$/.test(h));
  if (!path) throw new Error('no article link on the page');
  return path;
}

describe('performance on a phone', () => {
  const browser = sharedBrowser(PHONE);

  it('fetches no other page code for the links in view, only for the link that is touched', async () => {
    const page = await browser().newPage();
    const requested = scriptRequests(page);
    await page.goto('/magazine');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const articleOnly = await scriptsOnlyFor(page, '/magazine/[id]', '/magazine');
    expect(articleOnly.length).toBeGreaterThan(0);
    expect(articleOnly.filter((f) => requested.has(f))).toEqual([]);

    const path = await firstArticlePath(page);
    const fetched = page.waitForRequest((r) => articleOnly.includes(new URL(r.url()).pathname));
    await page.locator(`main a[href^="${path}"]`).first().dispatchEvent('touchstart');
    await fetched;
    await page.close();
  });

  it('sends an article body once: in the HTML, not again in __NEXT_DATA__, and shows it after going back', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await page.goto('/magazine');
    const path = await firstArticlePath(page);

    await page.goto(path);
    // The last paragraph: the first may also be the excerpt, which the page data does carry.
    const paragraph = page.locator('[data-article-body] p').last();
    const text = (await paragraph.textContent())!.trim();
    expect(text.length).toBeGreaterThan(10);
    const nextData = await page.locator('#__NEXT_DATA__').textContent();
    expect(nextData).not.toContain(text.slice(0, 20));
    await hydrated(page);
    await expect(paragraph.textContent()).resolves.toContain(text);

    // Away by a client-side navigation, then back: the body is drawn again without the server.
    await page.locator('nav[aria-label="パンくずリスト"] a[href="/magazine"]').click();
    await page.waitForURL(/\/magazine\/?$/);
    await page.goBack();
    await page.waitForURL(new RegExp(`${path}$`));
    await expect(page.locator('[data-article-body] p').last().textContent()).resolves.toContain(text);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('paints the hall page before its scripts run, asks the API nothing until she engages, and loads the simulation when she scrolls to it', async () => {
    const page = await browser().newPage();
    const api: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
    });
    await page.goto('/halls/search/?prefecture_slug=tokyo');
    const hallPath = await page.locator('main a[href^="/halls/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/halls\/\d+\/?$/.test(h)) ?? '');
    expect(hallPath).not.toBe('');
    api.length = 0;
    await page.goto(hallPath);
    // The chunks are added by one loader after the first paint, not by <script src> tags in the HTML.
    const html = await (await page.request.get(hallPath)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\//);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src.includes('/_next/static/chunks/')).length)).toBeGreaterThan(3);
    // An anonymous visitor who has not touched the page: no account check, no bookkeeping, no simulation.
    expect(api).toEqual([]);
    const simulation = page.getByRole('heading', { name: '見積もりシミュレーション' });
    await simulation.scrollIntoViewIfNeeded();
    await page.locator('text=/総額の目安|試算できません/').first().waitFor();
    expect(api.some((p) => p.endsWith('/cost_simulation'))).toBe(true);
    // The scroll was her first sign of life: the view is counted.
    const isPv = (p: string) => /\/api\/wn\/halls\/\d+\/pv$/.test(p);
    if (!api.some(isPv)) await page.waitForRequest((r) => isPv(new URL(r.url()).pathname));
    expect(api.some(isPv)).toBe(true);
    expect(api).not.toContain('/api/accounts/me');
    await page.close();
  });

  it('loads the code of the parts at the foot of the hall page only as she scrolls there', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await page.goto('/halls/search/?prefecture_slug=tokyo');
    const hallPath = await page.locator('main a[href^="/halls/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/halls\/\d+\/?$/.test(h)) ?? '');
    await page.goto(hallPath);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('complementary', { name: 'お知らせ' });
    expect(await banner.count()).toBe(0);
    // At the foot the recommendations arrive; the photo-print notice is for couples whose wedding is behind them only.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'あなたへのおすすめ式場' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it("sends every script with V8's compile hint, those of the first load and those loaded later", async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const firstLines = new Map<string, Promise<string>>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') firstLines.set(new URL(r.url()).pathname, r.text().then((t) => t.slice(0, t.indexOf('\n'))));
    });
    await page.goto('/halls/search/?prefecture_slug=tokyo');
    const hallPath = await page.locator('main a[href^="/halls/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/halls\/\d+\/?$/.test(h)) ?? '');
    await page.goto(hallPath);
    await hydrated(page);
    const firstLoad = firstLines.size;
    // The parts at the foot load their code as she scrolls there.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'あなたへのおすすめ式場' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(firstLoad).toBeGreaterThan(3);
    expect(firstLines.size).toBeGreaterThan(firstLoad);
    const chunks = [...firstLines.keys()].filter((p) => p.startsWith('/_next/static/'));
    expect(chunks.length).toBe(firstLines.size);
    const without = [];
    for (const p of chunks) if ((await firstLines.get(p)) !== '//# allFunctionsCalledOnLoad') without.push(p);
    expect(without).toEqual([]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
