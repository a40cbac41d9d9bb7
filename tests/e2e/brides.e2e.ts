jest.setTimeout(240000);
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, PHONE, sharedBrowser } from './support/browser';
import { registerAndConfirm } from './support/register';

const browser = sharedBrowser(PHONE);
const password = 'Wedding2026';

async function register(page: Page, nickname: string): Promise<void> {
  await registerAndConfirm(page, { email: `brides-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`, password, nickname });
}

/** A small JPEG of one colour, as a phone would send it. */
const jpeg = (color: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).jpeg().toBuffer();

describe('bride reports', () => {
  it('a bride on a phone filters by theme, opens a report and an album, swipes photos, clips and loves the report', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await register(page, 'ゆい');

    const res = await page.goto('/brides/');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: '花嫁レポート' }).waitFor();
    const filters = page.locator('details').filter({ has: page.getByText('条件で絞り込む') });
    if (!(await filters.getAttribute('open'))) await filters.locator('summary').click();
    const themes = page.getByRole('list', { name: 'テーマ' }).getByRole('link');
    const tagLink = themes.first();
    const tagName = (await tagLink.textContent())!.replace(/[\d,]+$/, '');
    await Promise.all([page.waitForURL(/[?&]tag=\d+/), tagLink.click()]);
    await page.getByRole('heading', { level: 1, name: `${tagName}の花嫁レポート` }).waitFor();
    const cards = page.getByRole('list', { name: '花嫁レポートの一覧' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of (await cards.all()).slice(0, 3)) await card.getByText(`#${tagName}`).waitFor();

    const title = (await cards.first().getByRole('heading').textContent())!;
    await Promise.all([page.waitForURL(/\/brides\/\d+$/), cards.first().getByRole('link', { name: title }).click()]);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: '花嫁レポート' }).waitFor();
    const reportUrl = page.url();

    const album = page.getByRole('region', { name: /アルバム/ }).getByRole('link').first();
    await Promise.all([page.waitForURL(/\/albums\/\d+$/), album.click()]);
    const thumbs = page.getByRole('button', { name: /を大きく表示$/ });
    await thumbs.first().waitFor();
    const total = await thumbs.count();
    expect(total).toBeGreaterThanOrEqual(8);
    await thumbs.first().click();
    const viewer = page.getByRole('dialog', { name: '写真ビューア' });
    await viewer.waitFor();
    await viewer.getByText(`1 / ${total}`).waitFor();
    // Swipe left with a finger-like drag: the next photo.
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 5 });
    await page.mouse.up();
    await viewer.getByText(`2 / ${total}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`3 / ${total}`).waitFor();
    await viewer.getByRole('button', { name: '閉じる' }).click();
    await viewer.waitFor({ state: 'detached' });

    await page.goto(reportUrl);
    const clip = page.getByRole('button', { name: `${title}をクリップする` });
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/wn/bride_report_clips') && r.request().method() === 'POST' && r.status() === 200), clip.click()]);
    await expect(clip.getAttribute('aria-pressed')).resolves.toBe('true');
    const love = page.getByRole('button', { name: /さんの花嫁レポートをいいね(?:、[^ ]+)?(?: \d+)?$/ });
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/love/add') && r.status() === 200), love.click()]);
    await expect(love.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.goto('/clips');
    await page.getByRole('heading', { name: title }).waitFor();
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('a member writes her report, uploads three photos, sees them on her page, makes it private and others get a 404', async () => {
    const context: BrowserContext = await browser().newContext(PHONE);
    const page = await context.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await register(page, 'あかり');
    await page.goto('/account/bride-report');
    await page.getByRole('heading', { level: 1, name: '花嫁レポートの編集' }).waitFor();

    await page.getByRole('button', { name: 'レポートを保存する' }).click();
    await page.getByText('タイトルを入力してください').waitFor();
    await page.getByLabel('タイトル（必須）').fill('海の見えるチャペルで叶えた家族婚');
    await page.getByLabel('挙式日（必須）').fill('2025-06-14');
    await page.getByLabel('会場名（必須）').fill('海辺のレストラン');
    await page.getByLabel('スタイル（必須）').selectOption('family');
    await page.getByLabel('ゲスト人数（名・必須）').fill('24');
    await page.getByLabel('費用総額（円・必須）').fill('1800000');
    await page.getByLabel('先輩花嫁からのアドバイス').fill('家族とゆっくり話せる時間をつくれてよかったです。');
    await page.getByRole('checkbox', { name: '家族婚' }).check();
    await page.getByRole('button', { name: 'レポートを保存する' }).click();
    await page.getByText('花嫁レポートを保存しました').waitFor();

    await page.getByLabel(/アルバム名（例/).fill('挙式');
    await page.getByRole('button', { name: '追加する' }).click();
    await page.getByRole('heading', { name: '挙式（0枚）' }).waitFor();
    await page.getByLabel('追加する写真のシーン').selectOption('ceremony');
    const files = await Promise.all(['#f4d6dc', '#d6e4f4', '#e4f4d6'].map(async (c, i) => ({ name: `IMG_000${i + 1}.JPG`, mimeType: 'image/jpeg', buffer: await jpeg(c) })));
    await page.getByLabel(/写真を追加/).setInputFiles(files);
    await page.getByRole('heading', { name: '挙式（3枚）' }).waitFor();
    await page.getByLabel('1枚目のキャプション').fill('バージンロード');
    await page.getByRole('button', { name: '保存', exact: true }).first().click();
    await page.getByText('写真の情報を保存しました').waitFor();

    const publicLink = page.getByRole('link', { name: '公開ページを見る' });
    const href = (await publicLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/brides\/\d+$/);
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: '海の見えるチャペルで叶えた家族婚' }).waitFor();
    await Promise.all([page.waitForURL(/\/albums\/\d+$/), page.getByRole('link', { name: '挙式', exact: true }).click()]);
    await page.getByRole('heading', { level: 1, name: '挙式' }).waitFor();
    await page.getByRole('button', { name: 'バージンロードを大きく表示' }).waitFor();
    expect(await page.getByRole('button', { name: /を大きく表示$/ }).count()).toBe(3);
    const img = page.getByRole('button', { name: 'バージンロードを大きく表示' }).locator('img');
    // The uploaded photo loads through /img (decode() rejects if it cannot).
    expect(await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth))).toBeGreaterThan(0);

    const visitor = await browser().newContext(PHONE);
    const other = await visitor.newPage();
    expect((await other.goto(href))?.status()).toBe(200);

    await page.goto('/account/bride-report');
    await page.getByRole('button', { name: 'レポートを非公開にする' }).click();
    await page.getByText('現在は非公開です').waitFor();
    expect((await other.goto(href))?.status()).toBe(404);
    const mine = await page.goto(href);
    expect(mine?.status()).toBe(200);
    await page.getByText('このレポートは非公開です').waitFor();
    expect(errors.messages).toEqual([]);
    await visitor.close();
    await context.close();
  });
});
