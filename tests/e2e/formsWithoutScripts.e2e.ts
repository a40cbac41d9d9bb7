import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseURL } from './support/browser';
import { waitForMail } from './support/mailbox';

/**
 * The forms with JavaScript off (as on a slow phone before the page's scripts arrive): each posts
 * (method="post", the hidden CSRF token) to its page, which answers 303 or shows the refusal in
 * Japanese. Never a GET with what she typed in the URL.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const urls: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  page.on('request', (r) => urls.push(r.url()));
});
afterEach(async () => {
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

const secret = 'Musubi2026'; // the demo members' password (server/seed/accounts.ts)
const sawSecretInUrl = () => urls.some((u) => u.includes(secret) || /password=/.test(u));

describe('forms without JavaScript', () => {
  it('login: a wrong password is said on the page, her address kept; the right one signs her in', async () => {
    await page.goto('/login');
    expect(await page.locator('form[method="post"][action="/login"] input[type="hidden"][name="csrf_token"]').count()).toBe(1);
    await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
    await page.getByLabel(/パスワード/).fill('Wrong-password-1');
    const [refused] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'ログイン' }).click()]);
    expect(refused?.status()).toBe(401);
    expect(page.url()).toBe(`${baseURL}/login`);
    await page.getByRole('alert').getByText('メールアドレスまたはパスワードが正しくありません').waitFor();
    expect(await page.getByLabel(/メールアドレス/).inputValue()).toBe('hanako@example.com');
    expect(await page.getByLabel(/パスワード/).inputValue()).toBe('');
    await page.getByLabel(/パスワード/).fill(secret);
    await Promise.all([page.waitForURL('**/account'), page.getByRole('button', { name: 'ログイン' }).click()]);
    await page.getByText('はなこ').first().waitFor();
    expect(sawSecretInUrl()).toBe(false);
  });

  it('register: the form’s messages on the page, then 「確認メールを送信しました」 and nobody signed in', async () => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByLabel(/パスワード/).fill('Wedding2027');
    await page.getByLabel(/ニックネーム/).fill('ゆい');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: '会員登録（無料）' }).click()]);
    await page.getByText('挙式予定エリアを選択してください').waitFor();
    expect(await page.getByLabel(/ニックネーム/).inputValue()).toBe('ゆい');
    await page.getByLabel(/パスワード/).fill('Wedding2027');
    await page.getByLabel(/挙式予定エリア/).selectOption('tokyo');
    await page.getByLabel(/挙式予定時期/).selectOption({ index: 3 });
    await page.getByRole('checkbox', { name: /同意する/ }).check();
    await Promise.all([page.waitForURL('**/register?sent=1'), page.getByRole('button', { name: '会員登録（無料）' }).click()]);
    await page.getByRole('heading', { name: '確認メールを送信しました' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'musubi_sid')).toBe(false);
    await waitForMail(email, /メールアドレスの確認/);
    expect(urls.some((u) => u.includes('Wedding2027'))).toBe(false);
  });

  it('password reset: the request and the new password through the mailed link', async () => {
    await page.goto('/password/reset');
    await page.getByLabel(/メールアドレス/).fill('misaki@example.com');
    await Promise.all([page.waitForURL('**/password/reset?sent=1'), page.getByRole('button', { name: '再設定メールを送る' }).click()]);
    await page.getByText(/パスワード再設定のご案内をお送りしました/).waitFor();
  });

  it('contact: the error summary links each field, then 303 to the thank-you page', async () => {
    await page.goto('/contact');
    await page.getByLabel('お名前').fill('佐藤 美咲');
    await page.getByLabel('メールアドレス').fill('misaki@');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: '送信する' }).click()]);
    const summary = page.getByRole('alert');
    await summary.getByRole('link', { name: 'メールアドレスの形式で入力してください' }).waitFor();
    expect(await summary.getByRole('link', { name: 'メールアドレスの形式で入力してください' }).getAttribute('href')).toBe('#contact-email');
    expect(await page.getByLabel('お名前').inputValue()).toBe('佐藤 美咲');
    await page.getByLabel('メールアドレス').fill('misaki@example.com');
    await page.getByLabel('お問い合わせの種類').selectOption('その他');
    await page.getByLabel('お問い合わせ内容').fill('スクリプトを切ったブラウザから送っています。');
    await page.getByLabel('プライバシーポリシーに同意する').check();
    await Promise.all([page.waitForURL('**/thankyou?fid=1'), page.getByRole('button', { name: '送信する' }).click()]);
    await page.getByText('お問い合わせありがとうございました').first().waitFor();
  });
});
