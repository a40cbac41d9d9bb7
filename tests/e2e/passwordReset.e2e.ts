jest.setTimeout(120000);
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, collectErrors, PHONE, sharedBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { registerAndConfirm } from './support/register';

const browser = sharedBrowser(PHONE);
const email = `reset-${Date.now()}@example.jp`;
const oldPassword = 'Wedding2026';
const newPassword = 'Kekkon2027x';

async function register(page: Page): Promise<void> {
  await registerAndConfirm(page, { email, password: oldPassword, nickname: 'ゆい' });
}

const me = async (context: BrowserContext) => (await (await context.request.get(`${baseURL}/api/accounts/me`)).json()) as { user: { email: string } | null };

describe('password reset', () => {
  it('a member who forgot her password resets it by the mailed link; the link works once and her other sessions end', async () => {
    // Signed in on one phone (her first session).
    const first = await browser().newContext(PHONE);
    await register(await first.newPage());
    expect((await me(first)).user?.email).toBe(email);

    // On another device she cannot remember the password.
    const second = await browser().newContext(PHONE);
    const page = await second.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await page.goto('/login');
    await Promise.all([page.waitForURL(/\/password\/reset\/?$/), page.getByRole('link', { name: 'パスワードを忘れた方' }).click()]);
    // The router changes the address before it draws the new page: until then the login form (with
    // its own address field) is still the one on screen.
    const send = page.getByRole('button', { name: '再設定メールを送る' });
    await send.waitFor();
    await page.getByLabel(/メールアドレス/).fill(email);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'パスワード再設定のご案内をお送りしました' }).waitFor();

    // The mail the app sent (through its outbox) carries a single-use link.
    const mail = await waitForMail(email, /パスワード再設定のご案内/);
    expect(mail.text).toContain('ゆい様');
    const link = mail.text.match(/https?:\/\/\S+\/password\/reset\/([A-Za-z0-9_-]{20,100})/);
    expect(link).not.toBeNull();
    const resetPath = `/password/reset/${link![1]}`;

    await page.goto(resetPath);
    await page.getByLabel(/新しいパスワード/).fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await page.getByRole('status').filter({ hasText: 'パスワードを再設定しました' }).waitFor();

    // Every session of the account ended with the reset.
    expect((await me(first)).user).toBeNull();

    // The link is spent.
    await page.goto(resetPath);
    await page.getByLabel(/新しいパスワード/).fill('Another2028y');
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await page.getByRole('alert').filter({ hasText: 'このリンクは無効か、有効期限が切れています' }).waitFor();

    // The new password signs her in; the old one does not.
    await page.goto('/login');
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByLabel(/パスワード/).fill(oldPassword);
    await page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' }).waitFor();
    await page.getByLabel(/パスワード/).fill(newPassword);
    await Promise.all([page.waitForURL((u) => u.pathname !== '/login'), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
    expect((await me(second)).user?.email).toBe(email);
    expect(errors.messages).toEqual([]);
    await first.close();
    await second.close();
  });
});
