jest.setTimeout(180000);
import type { Page } from 'playwright-core';
import { appUserAgent, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';
import { registerAndConfirm } from './support/register';

let browser: E2EBrowser;
const email = `clips-${Date.now()}@example.jp`;
const password = 'Wedding2026';
const NOTE = '駅から近い。チャペルの天井が高くて素敵';
const COMMENT = '駅から近いのは親戚にも助かるわね';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const clipButtons = (page: Page) => page.getByRole('button', { name: /をクリップする(?:、クリップ済み)?$/ });
const hallNameOf = async (button: ReturnType<typeof clipButtons>) => (await button.getAttribute('aria-label'))!.replace(/をクリップする(?:、クリップ済み)?$/, '');

async function register(page: Page): Promise<void> {
  await registerAndConfirm(page, { email, password, nickname: 'えみ' });
}

/** Clips the first `n` unclipped halls of the search results; answers their names. */
async function clipFromSearch(page: Page, n: number, skip = 0): Promise<string[]> {
  await page.goto('/halls/search/?prefecture_slug=tokyo');
  await page.waitForLoadState('networkidle');
  const names: string[] = [];
  for (let i = skip; i < skip + n; i++) {
    const button = clipButtons(page).nth(i);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/wn/hall_clips') && r.request().method() === 'POST' && r.status() === 200), button.click()]);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
    names.push(await hallNameOf(button));
  }
  return names;
}

describe('clips', () => {
  let shareUrl = '';
  let halls: string[] = [];

  it('a couple clips three halls from the search, notes one, compares them and shares the list', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await register(page);

    // The check of every card on the page is one bulk request.
    const bulk: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/wn/hall_clips/bulk')) bulk.push(r.url());
    });
    halls = await clipFromSearch(page, 3);
    expect(bulk).toHaveLength(1);
    expect(new URL(bulk[0]).searchParams.getAll('hall_ids').length).toBeGreaterThanOrEqual(3);

    const list = await page.goto('/clips');
    expect(list?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'クリップ一覧' }).waitFor();
    for (const name of halls) await page.getByRole('heading', { name }).waitFor();
    await page.getByLabel(`${halls[0]}のメモ`).fill(NOTE);
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: halls[0] }) });
    // Memos are hers alone unless she chooses to show this one on the lists she shares.
    await first.getByRole('checkbox', { name: '共有リストにもこのメモを表示する' }).check();
    await Promise.all([page.waitForResponse((r) => /\/api\/wn\/hall_clips\/\d+$/.test(r.url()) && r.status() === 200), first.getByRole('button', { name: 'メモを保存' }).click()]);
    await first.getByText('保存しました').waitFor();

    for (const name of halls) await page.getByRole('checkbox', { name: `${name}を選択` }).check();
    await Promise.all([page.waitForURL(/\/clips\/compare\?hall_ids=/), page.getByRole('button', { name: '選んだ式場を比較' }).click()]);
    const table = page.getByRole('table');
    await table.waitFor();
    for (const name of halls) await table.getByRole('columnheader', { name }).waitFor();
    for (const label of ['費用目安', '口コミ総合', '料理', '収容人数', 'アクセス', '次のフェア']) await table.getByRole('rowheader', { name: label }).waitFor();
    await table.getByText(NOTE).waitFor();

    await page.goto('/clips');
    for (const name of halls) await page.getByRole('checkbox', { name: `${name}を選択` }).check();
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/wn/hall_clip_shares') && r.status() === 200), page.getByRole('button', { name: '共有リンクを作成' }).click()]);
    // The new link shows where she tapped (in the toolbar she used), in view and focused.
    const made = page.getByRole('region', { name: '選んだ式場の操作' }).getByRole('group', { name: '新しい共有リンク' });
    await made.waitFor();
    expect(await made.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await made.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(page.viewportSize()!.height);
    const link = page.getByLabel(/^共有リンク/);
    shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/clips\/share\/[A-Za-z0-9_-]{22}$/);
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await page.getByText(/リンクをコピーしました|コピーできませんでした/).waitFor();
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('a parent opens the link without an account and comments as 「母」; the couple sees it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(shareUrl);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { level: 1, name: 'えみさんの気になる式場リスト' }).waitFor();
    for (const name of halls) await page.getByRole('heading', { name }).waitFor();
    await page.getByText(NOTE).waitFor();
    const form = page.getByRole('form', { name: `${halls[0]}へのコメント` });
    await form.getByLabel(/お名前/).fill('母');
    await form.getByLabel('コメント').fill(COMMENT);
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/wn/hall_clip_comments') && r.status() === 200), form.getByRole('button', { name: '送信する' }).click()]);
    await page.getByText(COMMENT).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'musubi_sid')).toBe(false);
    // A wrong hash is the site's 404.
    expect((await page.goto('/clips/share/AAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
    await context.close();

    const owner = await browser.newPage();
    await owner.goto('/clips');
    const item = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: halls[0] }) });
    await item.getByText(COMMENT).waitFor();
    await expect(item.getByText('母', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await owner.close();
  });

  it('on her phone she finds the link among hers, named with what it shares, and revokes it: the link stops working', async () => {
    const page = await browser.newPage();
    await page.goto('/clips');
    const mine = page.getByRole('region', { name: /^作成した共有リンク/ });
    const item = mine.getByRole('listitem').filter({ hasText: `式場3件：${halls.join('、')}` });
    await item.getByRole('heading', { name: /に作成した共有リンク$/ }).waitFor();
    expect(await item.getByRole('link', { name: 'リストを開く' }).getAttribute('href')).toBe(new URL(shareUrl).pathname);
    await item.getByRole('button', { name: /を無効にする$/ }).click();
    // A step to confirm, where she tapped.
    const confirm = item.getByRole('group', { name: /を無効にする確認$/ });
    await confirm.waitFor();
    const box = (await confirm.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await Promise.all([
      page.waitForResponse((r) => /\/api\/wn\/hall_clip_shares\/\d+$/.test(r.url()) && r.request().method() === 'DELETE' && r.status() === 200),
      confirm.getByRole('button', { name: 'リンクを無効にする' }).click(),
    ]);
    await mine.getByRole('status').filter({ hasText: '共有リンクを無効にしました' }).waitFor();
    await expect(item.count()).resolves.toBe(0);
    await page.close();

    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(shareUrl))?.status()).toBe(404);
  });

  it('in the app\'s user agent each clip change reaches the wrapper', async () => {
    const context = await browser.newContext({ userAgent: appUserAgent() });
    await context.addInitScript(() => {
      const w = window as unknown as { __musubiMessages: unknown[]; webkit: unknown };
      w.__musubiMessages = [];
      w.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => w.__musubiMessages.push(m) } } };
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/メールアドレス/).fill(email);
    await page.getByLabel(/パスワード/).fill(password);
    await Promise.all([page.waitForURL((u) => u.pathname !== '/login'), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
    await page.getByRole('navigation', { name: 'アカウント' }).getByText('えみさん').waitFor();

    const [name] = await clipFromSearch(page, 1, 3);
    const button = page.getByRole('button', { name: `${name}をクリップする` }).first();
    await Promise.all([page.waitForResponse((r) => /\/api\/wn\/hall_clips\/\d+$/.test(r.url()) && r.request().method() === 'DELETE'), button.click()]);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');
    const messages = (await page.evaluate(() => (window as unknown as { __musubiMessages: unknown[] }).__musubiMessages)) as { type: string; target?: string; hall_id?: number; clipped?: boolean }[];
    const clips = messages.filter((m) => m.type === 'clip');
    expect(clips).toHaveLength(2);
    expect(clips[0]).toMatchObject({ target: 'hall', clipped: true });
    expect(clips[1]).toMatchObject({ target: 'hall', hall_id: clips[0].hall_id, clipped: false });
    expect(typeof clips[0].hall_id).toBe('number');
    await context.close();
  });
});
