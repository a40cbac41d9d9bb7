import type { Page } from 'playwright-core';
import { PHONE, appUserAgent, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';

// Browser tests take longer than Jest's default 5 s.
jest.setTimeout(90000);

let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser(PHONE);
});

afterAll(async () => {
  await browser?.close();
});

const box = (page: Page) => page.getByRole('combobox', { name: '式場・フェア・記事をキーワードで検索' });

/** Types as she would, one key at a time (an IME commits a word the same way to the input). */
async function typeInto(page: Page, text: string) {
  await box(page).click();
  await box(page).pressSequentially(text, { delay: 30 });
}

describe('the header search on a phone', () => {
  it('suggests from the second character and opens a suggestion by keyboard', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto('/');
    await typeInto(page, '東');
    await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await box(page).pressSequentially('京', { delay: 30 });
    const list = page.getByRole('listbox', { name: '検索候補' });
    await list.waitFor({ state: 'visible' });
    await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('true');
    const options = list.getByRole('option');
    await expect(options.first().textContent()).resolves.toContain('東京都');
    await expect(page.getByRole('status').filter({ hasText: '候補が' }).textContent()).resolves.toMatch(/候補が\d+件あります/);
    await box(page).press('ArrowDown');
    const activeId = await box(page).getAttribute('aria-activedescendant');
    expect(activeId).toBe(await options.first().getAttribute('id'));
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await Promise.all([page.waitForURL(/\/pref\/tokyo$/), box(page).press('Enter')]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('searches the whole site with Enter, groups by kind with counts and links to all of a kind', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await typeInto(page, 'ガーデン');
    await Promise.all([page.waitForURL(/\/search\?q=/), box(page).press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('ガーデン');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('「ガーデン」の検索結果');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    const halls = page.getByRole('region', { name: /^式場[\d,]+件/ });
    await expect(halls.isVisible()).resolves.toBe(true);
    await expect(halls.locator('mark').first().textContent()).resolves.toMatch(/ガーデン|がーでん|ｶﾞｰﾃﾞﾝ/i);
    await Promise.all([page.waitForURL(/kind=hall/), halls.getByRole('link', { name: /式場をすべて見る/ }).click()]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('「ガーデン」の検索結果');
    await page.close();
  });

  it('finds the same with half-width katakana and offers other words when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto('/search?q=%EF%BD%B6%EF%BE%9E%EF%BD%B0%EF%BE%83%EF%BE%9E%EF%BE%9D');
    await expect(page.getByRole('status').filter({ hasText: '見つかりました' }).isVisible()).resolves.toBe(true);
    await page.goto('/search?q=%E3%81%9C%E3%81%A3%E3%81%9F%E3%81%84%E3%81%AA%E3%81%84');
    await expect(page.getByText('一致する結果は見つかりませんでした').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'こちらで探してみませんか' }).getByRole('link').count()).resolves.toBeGreaterThan(3);
    await page.close();
  });

  it('sends an old WordPress search to the magazine search', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/?s=%E3%83%89%E3%83%AC%E3%82%B9');
    expect(new URL(page.url()).pathname).toBe('/magazine');
    expect(new URL(page.url()).searchParams.get('s')).toBe('ドレス');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('「ドレス」の記事検索結果');
    await page.close();
  });
});

describe('the header search in the app', () => {
  it('suggests and opens a suggestion by tap in the webview', async () => {
    const context = await browser.newContext({ ...PHONE, userAgent: appUserAgent('3.2.0', 'iOS') });
    const page = await context.newPage();
    await page.goto('/');
    await typeInto(page, '東京');
    const first = page.getByRole('listbox', { name: '検索候補' }).getByRole('option').first();
    await first.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL(/\/pref\/tokyo$/), first.tap()]);
    await context.close();
  });
});
