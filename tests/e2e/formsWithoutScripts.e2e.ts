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

  // Her first post comes sooner after the page than the anti-bot fill time: it comes back once with
  // each field's message and a token she may send at once (server/contact/fillToken, comesBackOnce).
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

  it('fair reservation: the form confirms once, then reserves; the completion page gives the hall’s phone', async () => {
    const search = (await (await fetch(`${baseURL}/api/wn/fairs?per_page=50`)).json()) as { items: { id: number; hall_id: number }[] };
    let target: { hallId: number; fairId: number; slot: string } | null = null;
    for (const f of search.items.slice(10)) {
      const detail = (await (await fetch(`${baseURL}/api/wn/halls/${f.hall_id}/fairs/${f.id}`)).json()) as { slots: { hold_time: string; remaining: number }[]; is_past: boolean };
      const slot = detail.slots.find((x) => x.remaining > 0);
      if (slot && !detail.is_past) {
        target = { hallId: f.hall_id, fairId: f.id, slot: slot.hold_time };
        break;
      }
    }
    if (!target) throw new Error('no open fair in the seed');
    await page.goto(`/halls/${target.hallId}/fairs/${target.fairId}`);
    const form = page.locator(`form[method="post"][action="/halls/${target.hallId}/fairs/${target.fairId}#reserve"]`);
    await form.getByLabel(target.slot).check();
    await form.getByLabel('姓', { exact: true }).fill('高橋');
    await form.getByLabel('名', { exact: true }).fill('由美');
    await form.getByLabel('セイ').fill('タカハシ');
    await form.getByLabel('メイ').fill('ユミ');
    await form.getByLabel(/メールアドレス/).fill('yumi-nojs@example.com');
    await form.getByLabel(/電話番号/).fill('０９０');
    await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: '確認画面へ進む' }).click()]);
    // The shared page had no token: her values come back with one, and the form's messages.
    const summary = page.getByRole('alert').filter({ has: page.getByRole('link') });
    await summary.getByRole('link', { name: '半角数字で入力してください' }).waitFor();
    expect(await summary.getByRole('link', { name: '半角数字で入力してください' }).getAttribute('href')).toBe('#tel');
    expect(await page.getByLabel('セイ').inputValue()).toBe('タカハシ');
    await page.getByLabel(/電話番号/).fill('090-1234-5678');
    // The 303 has no fragment of its own, so the browser keeps the form action's #reserve.
    await Promise.all([page.waitForURL(new RegExp(`/reservations/complete\\?hall=${target.hallId}(#reserve)?$`)), page.getByRole('button', { name: '確認画面へ進む' }).click()]);
    await page.getByRole('heading', { name: 'フェアのご予約を受け付けました' }).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBe(1);
  });

  it('diagnosis: the ten answers go through the form to the thanks page', async () => {
    const created = await fetch(`${baseURL}/api/csrf`);
    const cookies = created.headers.getSetCookie().map((c) => c.split(';')[0]);
    const token = decodeURIComponent(cookies.find((c) => c.startsWith('musubi_csrf='))!.split('=')[1]);
    const { id } = (await (await fetch(`${baseURL}/api/v3/wn/both_diagnosis/`, { method: 'POST', headers: { cookie: cookies.join('; '), 'x-csrf-token': token, 'content-type': 'application/json' }, body: '{}' })).json()) as { id: string };
    await page.goto(`/diagnosis/${id}/?respondent=1`);
    await page.getByLabel('ニックネーム（任意）').fill('みさき');
    const groups = page.locator('form[action^="/diagnosis/"] fieldset');
    const count = await groups.count();
    for (let i = 1; i < count; i++) await groups.nth(i).getByRole('radio').first().check();
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: '回答して結果を見る' }).click()]);
    await page.getByRole('alert').getByText(/答えていない質問があります/).waitFor();
    expect(await page.getByLabel('ニックネーム（任意）').inputValue()).toBe('みさき');
    await groups.nth(0).getByRole('radio').first().check();
    await Promise.all([page.waitForURL(`**/diagnosis/${id}/thanks/?respondent=1`), page.getByRole('button', { name: '回答して結果を見る' }).click()]);
  });

  it('enquete: linked from her account page, answered through the form', async () => {
    await page.goto('/login');
    await page.getByLabel(/メールアドレス/).fill('private@example.com');
    await page.getByLabel(/パスワード/).fill(secret);
    await Promise.all([page.waitForURL('**/account'), page.getByRole('button', { name: 'ログイン' }).click()]);
    await Promise.all([page.waitForURL('**/enquete/?version=2026-satisfaction'), page.getByRole('link', { name: 'musubiについてのアンケート' }).click()]);
    const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: '回答を送る' }) });
    await form.getByRole('group', { name: /満足度/ }).getByRole('radio').nth(3).check();
    await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: '回答を送る' }).click()]);
    await page.getByRole('alert').first().waitFor();
    expect(await form.getByRole('group', { name: /満足度/ }).getByRole('radio').nth(3).isChecked()).toBe(true);
    await form.getByRole('group', { name: /よく使う機能/ }).getByRole('checkbox').first().check();
    await form.getByRole('group', { name: /どの段階/ }).getByRole('radio', { name: '式場見学中' }).check();
    await form.getByRole('group', { name: /すすめたい/ }).getByRole('radio').nth(4).check();
    await form.getByRole('group', { name: /ご意見/ }).getByRole('textbox').fill('スクリプトを切っていても回答できました。');
    await Promise.all([page.waitForURL('**/enquete/?version=2026-satisfaction'), form.getByRole('button', { name: '回答を送る' }).click()]);
    await page.getByRole('status').getByText('ご回答ありがとうございました').waitFor();
  });

  it('parents’ questionnaire: the guide’s form confirms once, then opens the couple’s page', async () => {
    await page.goto('/parents/');
    await page.getByLabel('ふたりのお名前').fill('健太・美咲');
    await page.getByRole('form', { name: 'ふたりの希望' }).getByRole('group', { name: /挙式のスタイル/ }).getByRole('radio', { name: '人前式' }).check();
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: '保存して親御さんに送る' }).click()]);
    await page.getByRole('alert').getByText(/もう一度送信してください/).waitFor();
    expect(await page.getByLabel('ふたりのお名前').inputValue()).toBe('健太・美咲');
    expect(await page.getByRole('group', { name: /挙式のスタイル/ }).getByRole('radio', { name: '人前式' }).isChecked()).toBe(true);
    await Promise.all([page.waitForURL(/\/parents\/\?key=/), page.getByRole('button', { name: '保存して親御さんに送る' }).click()]);
    await page.getByRole('heading', { name: '健太・美咲の質問票' }).waitFor();
  });

  it('a parent’s reactions: none chosen is said on the page, then 303 to the page that says they were sent', async () => {
    const created = await fetch(`${baseURL}/api/csrf`);
    const cookies = created.headers.getSetCookie().map((c) => c.split(';')[0]);
    const token = decodeURIComponent(cookies.find((c) => c.startsWith('musubi_csrf='))!.split('=')[1]);
    const headers = { cookie: cookies.join('; '), 'x-csrf-token': token, 'content-type': 'application/json' };
    const { key } = (await (await fetch(`${baseURL}/api/wn/parents_questionnaires/`, { method: 'POST', headers, body: JSON.stringify({ couple_name: '健太・美咲', answers: JSON.stringify({ '4': { choices: ['人前式'], text: '' } }) }) })).json()) as { key: string };
    const { path } = (await (await fetch(`${baseURL}/api/wn/parents_questionnaires/links/`, { method: 'POST', headers, body: JSON.stringify({ key, label: '新郎の父' }) })).json()) as { path: string };
    await page.goto(path);
    await page.getByText(/^新郎のお父さまへ。/).waitFor();
    const form = page.getByRole('form', { name: 'リアクション' });
    await form.getByLabel('挙式のスタイルへのコメント').fill('神前式も考えてほしい');
    await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'リアクションを送る' }).click()]);
    await page.getByRole('alert').getByText('リアクションを1つ以上選択してください').waitFor();
    expect(await form.getByLabel('挙式のスタイルへのコメント').inputValue()).toBe('神前式も考えてほしい');
    await form.getByRole('group', { name: '挙式のスタイル' }).getByRole('radio', { name: '相談してほしい' }).check();
    await Promise.all([page.waitForURL(`**${path}?sent=1`), form.getByRole('button', { name: 'リアクションを送る' }).click()]);
    await page.getByRole('status').getByText(/リアクションを送りました/).waitFor();
    expect(await form.getByRole('group', { name: '挙式のスタイル' }).getByRole('radio', { name: '相談してほしい' }).isChecked()).toBe(true);
    expect(urls.some((u) => u.includes('神前式') || u.includes(encodeURIComponent('神前式')))).toBe(false);
  });
});
