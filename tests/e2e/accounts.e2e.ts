jest.setTimeout(120000);
import type { Page } from 'playwright-core';
import { appUserAgent, baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';
import { confirmMailedLink, fillRegistration } from './support/register';

let browser: E2EBrowser;
const email = `e2e-${Date.now()}@example.jp`;
const password = 'Wedding2026';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'アカウント' });

/** The page's save button (the hall's クリップする). */
async function trySave(page: Page): Promise<void> {
  await page.getByRole('button', { name: /クリップする/ }).first().click();
}

describe('accounts', () => {
  it('an anonymous visitor who tries to save registers and comes back to the page, logged in; logout ends the session', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const res = await page.goto('/halls/1');
    const start = res?.status() === 200 ? '/halls/1' : '/';
    if (start === '/') await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(accountNav(page).getByRole('link', { name: 'ログイン' }).isVisible()).resolves.toBe(true);

    await trySave(page);
    const dialog = page.getByRole('dialog', { name: '保存するには会員登録（無料）が必要です' });
    await dialog.waitFor();
    await Promise.all([page.waitForURL(/\/register$/), dialog.getByRole('link', { name: '会員登録（無料）' }).click()]);

    // She is told to check her mail; the mailed link signs her in and brings her back.
    await fillRegistration(page, { email, password, nickname: 'えみ' });
    await expect(accountNav(page).getByRole('link', { name: 'ログイン' }).isVisible()).resolves.toBe(true);
    await confirmMailedLink(page, email);
    await page.waitForURL((u) => u.pathname === start);

    await accountNav(page).getByText('えみさん').waitFor();
    // The clip she asked for before registering is saved, once.
    await page.locator('button[aria-pressed="true"]', { hasText: 'クリップ済み' }).first().waitFor();
    // The button turns at once (optimistic); the saved clip follows with the replayed call
    // (after its code loads), so ask the server until it has it.
    const clipCount = async () => ((await page.evaluate(async () => (await fetch('/api/wn/hall_clips/count')).json())) as { count: number }).count;
    for (let i = 0; i < 100 && (await clipCount()) === 0; i++) await page.waitForTimeout(200);
    await page.waitForLoadState('networkidle');
    expect(await clipCount()).toBe(1);
    await page.locator('button[aria-pressed="true"]', { hasText: 'クリップ済み' }).first().waitFor();
    const cookies = await browser.browser.cookies(baseURL);
    const sid = cookies.find((c) => c.name === 'musubi_sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(cookies.find((c) => c.name === 'musubi_uuid')?.value).toMatch(/^[0-9a-f-]{36}$/);

    // The account page is personal: never cached.
    const account = await page.goto('/account');
    expect(account?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    await expect(page.getByText(email).isVisible()).resolves.toBe(true);

    await Promise.all([page.waitForURL((u) => u.pathname === '/'), accountNav(page).getByRole('button', { name: 'ログアウト' }).click()]);
    await accountNav(page).getByRole('link', { name: 'ログイン' }).waitFor();
    const replay = await fetch(`${baseURL}/api/accounts/me`, { headers: { cookie: `musubi_sid=${sid!.value}` } });
    expect((await replay.json()).user).toBeNull();
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('a wrong password shows the generic message', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByLabel(/パスワード/).fill('NotMine123');
    await page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click();
    // (Next's route announcer is also role=alert: pick ours by its text.)
    await page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await page.close();
  });

  it('in the app\'s user agent the user logs in with the wedding token, not a cookie', async () => {
    const context = await browser.newContext({ userAgent: appUserAgent() });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByLabel(/パスワード/).fill(password);
    await Promise.all([page.waitForURL(/\/account$/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
    await page.getByText('えみさん、こんにちは').waitFor();
    const token = await page.evaluate(() => window.sessionStorage.getItem('musubi_wedding_token'));
    expect(token).toBeTruthy();
    expect((await context.cookies(baseURL)).some((c) => c.name === 'musubi_sid')).toBe(false);
    const me = await fetch(`${baseURL}/api/accounts/me`, { headers: { 'x-wedding-token': token! } });
    expect((await me.json()).user.email).toBe(email);
    await context.close();
  });

  it('sends the security headers, with a CSP that a production page works under', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const res = await page.goto('/register');
    const h = res!.headers();
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toBeTruthy();
    expect(h['cache-control']).toBe('private, no-store');
    // Hydrated under the CSP: client-side validation runs.
    await page.getByRole('button', { name: '会員登録（無料）' }).click();
    await page.getByText('メールアドレスを入力してください').waitFor();
    expect(errors.messages.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
    await page.close();
  });
});
