jest.setTimeout(240000);
import type { Page, Response } from 'playwright-core';
import { collectErrors, launchBrowser, type E2EBrowser } from './support/browser';
import { confirmMailedLink, fillRegistration } from './support/register';

let browser: E2EBrowser;
const email = `rings-${Date.now()}@example.jp`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const favButtons = (page: Page) => page.locator('main').getByRole('button', { name: /をお気に入りに追加(?:、お気に入り済み)?(?: \d+)?$/ });
const nameOf = async (button: ReturnType<typeof favButtons>) => (await button.getAttribute('aria-label'))!.replace(/をお気に入りに追加(?:、お気に入り済み)?(?: \d+)?$/, '');
const favoritePut = (kind: 'rings' | 'brands') => (r: Response) => r.url().endsWith(`/ring/api/v1/${kind}/favorite`) && r.request().method() === 'PUT' && r.status() === 200;
const headerCount = (page: Page) => page.getByTestId('favorite-count');

async function expectCount(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('[data-testid="favorite-count"]')?.textContent === String(want), n);
}

describe('rings', () => {
  it('an anonymous visitor favourites a ring, registers, finds it saved, adds a ring and a brand and compares the rings', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);

    // The ring search: Japanese labels only, a result count, cards with favourite buttons.
    await page.goto('/ring/rings/?type=engagement&sort=price_asc');
    await page.getByRole('heading', { level: 1, name: '婚約指輪を探す' }).waitFor();
    const main = (await page.locator('main').innerText()).toLowerCase();
    for (const code of ['engagement', 'wedding', 'pt950', 'k18pg', 'v_line', 'price_asc']) expect(main).not.toContain(code);
    await page.waitForLoadState('networkidle');
    const first = favButtons(page).first();
    const firstName = await nameOf(first);

    // Anonymous: the register prompt, then registration brings her back and saves the ring.
    await first.click();
    const dialog = page.getByRole('dialog', { name: '保存するには会員登録（無料）が必要です' });
    await dialog.waitFor();
    await Promise.all([page.waitForURL('**/register'), dialog.getByRole('link', { name: '会員登録（無料）' }).click()]);
    await fillRegistration(page, { email, password: 'Wedding2026', nickname: 'ゆい' });
    const saved = page.waitForResponse(favoritePut('rings'));
    await confirmMailedLink(page, email);
    await page.waitForURL((u) => u.pathname === '/ring/rings/');
    await saved;
    const again = page.locator('main').getByRole('button', { name: `${firstName}をお気に入りに追加` }).first();
    await page.waitForFunction((label) => document.querySelector(`main button[aria-label^="${label}"]`)?.getAttribute('aria-pressed') === 'true', `${firstName}をお気に入りに追加`);
    await expect(again.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectCount(page, 1);

    // A second ring, from its own page (Product JSON-LD with a JPY price).
    const secondCard = page.locator('main article').nth(1);
    const secondName = (await secondCard.getByRole('heading', { level: 3 }).innerText()).trim();
    await Promise.all([page.waitForURL(/\/ring\/rings\/\d+$/), secondCard.getByRole('link', { name: secondName }).click()]);
    await page.getByRole('heading', { level: 1, name: secondName }).waitFor();
    const product = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).find((d) => d['@type'] === 'Product'));
    expect(product.offers).toMatchObject({ priceCurrency: 'JPY', price: expect.any(Number) });
    await page.getByRole('table').getByText('素材').waitFor();
    const secondButton = page.locator('main').getByRole('button', { name: `${secondName}をお気に入りに追加` }).first();
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForResponse(favoritePut('rings')), secondButton.click()]);
    await expect(secondButton.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectCount(page, 2);

    // A brand, from the 50音 list.
    await page.goto('/ring/brands/');
    await page.getByRole('navigation', { name: '50音から探す' }).waitFor();
    await page.waitForLoadState('networkidle');
    const brandButton = favButtons(page).first();
    await Promise.all([page.waitForResponse(favoritePut('brands')), brandButton.click()]);
    await expect(brandButton.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectCount(page, 3);

    // The favourites page compares the two rings side by side.
    await Promise.all([page.waitForURL('**/ring/favorites'), headerCount(page).click()]);
    const table = page.getByRole('region', { name: '指輪の比較表' });
    await table.waitFor();
    for (const name of [firstName, secondName]) await table.getByRole('link', { name }).waitFor();
    for (const row of ['価格', '素材', 'カラット', 'デザイン', '幅', '納期']) await table.getByRole('rowheader', { name: row }).waitFor();
    await expect(page.getByRole('heading', { name: /お気に入りのブランド/ }).innerText()).resolves.toContain('1件');
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('answers real 404s for unknown brands and rings and lists the section in the sitemap', async () => {
    const page = await browser.newPage();
    expect((await page.goto('/ring/rings/99999999'))!.status()).toBe(404);
    expect((await page.goto('/ring/brands/99999999'))!.status()).toBe(404);
    expect((await page.goto('/ring/rings/abc'))!.status()).toBe(404);
    const index = await (await page.request.get('/sitemap.xml')).text();
    expect(index).toContain('part=rings');
    const part = await (await page.request.get('/sitemap.xml?part=rings&page=1')).text();
    expect(part).toMatch(/\/ring\/rings\/\d+<\/loc>/);
    await page.close();
  });
});
