jest.setTimeout(180000);
import { findVocabularyCodes } from '../../lib/vocabulary';
import { appUserAgent, baseURL, collectErrors, PHONE, sharedBrowser } from './support/browser';

const browser = sharedBrowser(PHONE);

/** Library messages that must never reach a person. */
const ENGLISH_MESSAGE = /Invalid input|expected (string|number)|received (null|undefined)|Required|must be one of/;

/** The text a person reads on a page (no scripts, styles or attributes). */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const paths: string[] = [];
  for (const part of parts) {
    const xml = await (await fetch(new URL(new URL(part).pathname + new URL(part).search, baseURL))).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
    // Every fixed page, and a sample of the long lists (articles, halls).
    paths.push(...(urls.length > 40 ? urls.filter((_, i) => i % Math.ceil(urls.length / 25) === 0) : urls));
  }
  return paths;
}

describe('trust and flow', () => {
  it('no page of the sitemap shows a vocabulary code or an English library message', async () => {
    const paths = [...new Set([...(await sitemapPaths()), '/', '/halls/search/', '/halls/1', '/fairs', '/ranking', '/terms', '/privacy'])];
    expect(paths.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const path of paths) {
      const res = await fetch(`${baseURL}${path}`);
      if (res.status !== 200) continue;
      const text = visibleText(await res.text());
      const codes = findVocabularyCodes(text);
      if (codes.length) leaks.push(`${path}: ${codes.join(', ')}`);
      const english = ENGLISH_MESSAGE.exec(text);
      if (english) leaks.push(`${path}: ${english[0]}`);
    }
    expect(leaks).toEqual([]);
  });

  it('no page makes Chromium report a Content-Security-Policy issue (zod never probes for eval)', async () => {
    const page = await browser().newPage();
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', (e: { issue: { code: string; details: unknown } }) => {
      if (e.issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(e.issue.details));
    });
    await cdp.send('Audits.enable');
    for (const path of ['/', '/magazine', '/register', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // A form's first focus loads its schema and zod: their first check must run under the CSP too.
      const field = page.locator('main input[type="email"]').first();
      if (await field.count()) {
        await field.focus();
        await field.fill('x');
        await field.blur();
        await page.waitForLoadState('networkidle');
      }
    }
    expect(issues).toEqual([]);
    await page.close();
  });

  it('the 404 page runs under the CSP and becomes interactive', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/Failed to load resource: the server responded with a status of 404/]);
    const res = await page.goto('/no-such-page-for-trust');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    // Hydrated: Next's router exists and a link navigates on the client.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.getByRole('link', { name: 'トップページへ' }).click()]);
    expect(errors.messages.filter((m) => /Content Security Policy|Content-Security-Policy/i.test(m))).toEqual([]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('the hall page\'s action bar never covers content, even at the very end of the page', async () => {
    const page = await browser().newPage();
    await page.goto('/halls/1');
    const bar = page.getByRole('navigation', { name: /の予約・クリップ$/ });
    await bar.getByRole('link', { name: /フェア予約|フェア日程を見る/ }).waitFor();
    await page.waitForLoadState('networkidle');
    // At the very bottom. What loads as she nears the foot (recommended halls, the photo-print notice) and the
    // footer drawn at its real size change the page's length: scroll until it has stopped changing for a second.
    await page.waitForFunction(
      () => {
        const state = window as unknown as { lastHeight?: number; sameSince?: number };
        const height = document.documentElement.scrollHeight;
        window.scrollTo(0, height);
        if (state.lastHeight !== height) {
          state.lastHeight = height;
          state.sameSince = performance.now();
          return false;
        }
        return performance.now() - state.sameSince! > 1000 && Math.ceil(window.scrollY + window.innerHeight) >= height;
      },
      undefined,
      { polling: 100 },
    );
    const barTop = (await bar.boundingBox())!.y;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    await page.close();
  });

  it('a hall photo opens full screen and a swipe moves to the next one', async () => {
    const page = await browser().newPage();
    await page.goto('/halls/1');
    await page.getByRole('button', { name: /を拡大して見る（1 \/ \d+）/ }).first().click();
    const dialog = page.getByRole('dialog');
    const counter = dialog.getByText(/^1 \/ \d+$/);
    await counter.waitFor();
    const total = (await counter.textContent())!.split('/')[1].trim();
    // Swipe once the viewer has faded in and shows its photo (the library's open state).
    await page.locator('.yarl__portal_open .yarl__slide_current img').waitFor();
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLImageElement>('.yarl__portal_open .yarl__slide_current img')?.complete));
    const box = (await dialog.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipeLeft = async () => {
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
    };
    // The viewer ignores a swipe while it is still fading in (a busy machine may take a while):
    // swipe again only while it still shows the first photo, so one swipe is one photo on. A swipe
    // that did land may move the counter only after its slide animation: wait for the first photo's
    // counter to go (whatever replaces it), long enough that a slow swipe is not followed by another.
    const second = dialog.getByText(`2 / ${total}`);
    for (let i = 0; i < 5 && (await counter.isVisible()); i++) {
      await swipeLeft();
      await counter.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    }
    // What the viewer shows when the photo is not the second, in the failure message.
    const shown = await second.waitFor({ timeout: 10_000 }).then(
      () => `2 / ${total}`,
      async () => page.evaluate(() => document.querySelector('[role="dialog"]')?.textContent?.slice(0, 120) ?? 'the viewer closed'),
    );
    expect(shown).toBe(`2 / ${total}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('pages are usable at 320 px without sideways scrolling', async () => {
    const context = await browser().newContext({ ...PHONE, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of ['/', '/halls/1', '/halls/search/', '/fairs', '/magazine', '/register', '/login', '/privacy', '/password/reset']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('an anonymous visit to the reservations page asks to log in without a failed call', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto('/account/reservations');
    await page.getByText('予約したフェアを見るには').waitFor();
    expect(await page.getByRole('heading', { name: 'フェア予約' }).count()).toBe(0);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('the magazine\'s recent posts and writer list lead to real articles and writers', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto('/magazine/recent');
    await page.getByRole('heading', { level: 1, name: /新着記事/ }).waitFor();
    const article = page.locator('main a[href^="/magazine/"]').filter({ hasText: /\S{6,}/ });
    expect(await article.count()).toBeGreaterThan(5);
    const href = (await page.locator('main a[href^="/magazine/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')).find((h) => /^\/magazine\/\d+$/.test(h ?? ''))))!;
    expect((await fetch(`${baseURL}${href}`)).status).toBe(200);
    if ((await fetch(`${baseURL}/magazine/recent/page/2`)).status === 200) {
      await page.goto('/magazine/recent/page/2');
      await page.getByRole('heading', { level: 1, name: /新着記事/ }).waitFor();
    }

    await page.goto('/magazine/writers');
    await page.getByRole('heading', { level: 1, name: 'ライター一覧' }).waitFor();
    const writer = page.locator('main a[href^="/magazine/writers/"]').first();
    const writerHref = (await writer.getAttribute('href'))!;
    await Promise.all([page.waitForURL((u) => u.pathname === writerHref), writer.click()]);
    expect(await page.locator('main a[href^="/magazine/"]').count()).toBeGreaterThan(0);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('the trust pages are linked from the footer and say how long the visitor id is kept', async () => {
    const page = await browser().newPage();
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'サイトマップ' });
    await Promise.all([page.waitForURL(/\/privacy$/), footer.getByRole('link', { name: 'プライバシーポリシー' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }).waitFor();
    await expect(page.getByText(/7300日/).isVisible()).resolves.toBe(true);
    for (const path of ['/terms', '/membership-terms', '/company']) expect((await fetch(`${baseURL}${path}`)).status).toBe(200);
    await page.close();
  });

  it('in the app\'s user agent an anonymous save asks the app to log in, with no web prompt', async () => {
    const context = await browser().newContext({ ...PHONE, userAgent: appUserAgent() });
    await context.addInitScript(() => {
      const posted: unknown[] = [];
      (window as unknown as { __posted: unknown[] }).__posted = posted;
      (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m) } } };
    });
    const page = await context.newPage();
    await page.goto('/halls/1');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /クリップする/ }).first().click();
    await page.waitForFunction(() => (window as unknown as { __posted: { type: string }[] }).__posted.some((m) => m.type === 'login_required'));
    const message = await page.evaluate(() => (window as unknown as { __posted: { type: string }[] }).__posted.find((m) => m.type === 'login_required'));
    expect(message).toEqual({ type: 'login_required', destination_url: `${baseURL}/halls/1`, action: 'hall_clip' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The header offers no web login inside the app.
    expect(await page.getByRole('banner').getByRole('link', { name: /ログイン|会員登録/ }).count()).toBe(0);
    await context.close();
  });
});
