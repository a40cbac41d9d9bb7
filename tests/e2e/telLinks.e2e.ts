jest.setTimeout(180000);
import type { Page } from 'playwright-core';
import { PHONE, sharedBrowser } from './support/browser';

const browser = sharedBrowser(PHONE);
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** The tel: links drawn inside `selector` (display:none ones are not), and the texts drawn there. */
async function drawn(page: Page, selector: string): Promise<{ telLinks: string[]; text: string }> {
  return page.locator(selector).first().evaluate((root) => ({
    telLinks: Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')).filter((a) => a.getClientRects().length > 0).map((a) => a.getAttribute('href')!),
    text: (root as HTMLElement).innerText,
  }));
}

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const href = await page.locator('main a').evaluateAll((as, source) => as.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)), pattern.source);
  if (!href) throw new Error(`no link like ${pattern} on ${path}`);
  return href;
}

describe('phone numbers: a tel: link on a phone, the number to dial on a computer', () => {
  let hall = '';
  let brand = '';
  beforeAll(async () => {
    const page = await browser().newPage();
    hall = await firstHref(page, '/halls/search/?prefecture_slug=tokyo', /^\/halls\/\d+\/?$/);
    brand = await firstHref(page, '/ring/brands/', /^\/ring\/brands\/\d+$/);
    await page.close();
  });

  it('on a phone: the hall\'s action bar calls, and each ring shop has its phone and a map link', async () => {
    const page = await browser().newPage();
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    await page.goto(hall);
    const bar = await drawn(page, 'nav[aria-label$="の予約・クリップ"]');
    expect(bar.telLinks).toHaveLength(1);
    expect(bar.telLinks[0]).toMatch(/^tel:0\d{9}$/);

    await page.goto(brand);
    const shops = page.locator('#shops li');
    expect(await shops.count()).toBeGreaterThan(0);
    const shop = await drawn(page, '#shops li');
    expect(shop.telLinks).toHaveLength(1);
    expect(shop.telLinks[0]).toMatch(/^tel:0\d{9}$/);
    const name = (await shops.first().getByRole('heading').innerText()).split('\n')[0];
    const map = shops.first().getByRole('link', { name: new RegExp(`^地図\\s?で${name}を見る`) });
    expect(new URL((await map.getAttribute('href'))!).searchParams.get('query')).toContain(name);
    expect(await map.getAttribute('target')).toBe('_blank');
    await page.close();
  });

  it('on a computer: no tel: link in the hall\'s action bar or the shop list, the numbers are shown', async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    await page.goto(hall);
    const bar = await drawn(page, 'nav[aria-label$="の予約・クリップ"]');
    expect(bar.telLinks).toEqual([]);
    expect(bar.text).toMatch(/見学予約\s*電話 0\d{1,4}-\d{1,4}-\d{4}/);

    await page.goto(brand);
    const shop = await drawn(page, '#shops li');
    expect(shop.telLinks).toEqual([]);
    expect(shop.text).toMatch(/電話番号\s*0\d{1,4}-\d{1,4}-\d{4}/);
    await context.close();
  });
});
