jest.setTimeout(240000);
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, sharedBrowser } from './support/browser';

const browser = sharedBrowser(PHONE);
/** --color-primary */
const PRIMARY = 'rgb(180, 83, 106)';

async function login(page: Page): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
  await page.getByLabel(/パスワード/).fill('Musubi2026');
  await Promise.all([page.waitForURL(/\/account/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
}

async function phoneAt(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ ...PHONE, viewport: { width, height: 740 } });
  return { context, page: await context.newPage() };
}

/**
 * Primary buttons (filled with the primary colour) beside a secondary one (a sibling link or
 * button that is not filled): the primary is never the narrower of the two.
 */
async function narrowPrimaries(page: Page): Promise<string[]> {
  return page.evaluate((primary) => {
    const out: string[] = [];
    const actions = (el: Element) => Array.from(el.children).filter((c) => c.matches('a, button') && (c as HTMLElement).offsetParent !== null);
    for (const el of Array.from(document.querySelectorAll('a, button'))) {
      if (getComputedStyle(el).backgroundColor !== primary || !el.parentElement || !(el as HTMLElement).offsetParent) continue;
      const width = el.getBoundingClientRect().width;
      for (const other of actions(el.parentElement)) {
        if (other === el || getComputedStyle(other).backgroundColor === primary) continue;
        const otherWidth = other.getBoundingClientRect().width;
        if (width + 1 < otherWidth) out.push(`${location.pathname}: 「${el.textContent}」 ${Math.round(width)}px < 「${other.textContent}」 ${Math.round(otherWidth)}px`);
      }
    }
    return out;
  }, PRIMARY);
}

describe('polish on a phone', () => {
  it('the signed-in header keeps the logo and her menu on one row, even at 320 px', async () => {
    for (const width of [320, 360, 390]) {
      const { context, page } = await phoneAt(width);
      await login(page);
      await page.goto('/halls/search/');
      const logo = (await page.locator('header a[href="/"]').first().boundingBox())!;
      const account = page.getByRole('navigation', { name: 'アカウント' });
      await account.waitFor();
      const menu = (await account.boundingBox())!;
      // One row: the menu is beside the logo (its top within the logo's height), and is itself one line high.
      expect({ width, besideLogo: menu.y < logo.y + logo.height && menu.y + menu.height > logo.y, oneLine: menu.height <= 48 }).toEqual({ width, besideLogo: true, oneLine: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });

  it('a tab bar that scrolls sideways shows it (a shadow at the edge with more beyond)', async () => {
    const { context, page } = await phoneAt(320);
    await page.goto('/');
    const hall = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/halls\/\d+\/?$/.test(h)));
    for (const [path, name] of [['/', 'メインメニュー'], [hall!, '式場情報のメニュー']] as const) {
      await page.goto(path);
      const hint = await page.getByRole('navigation', { name }).locator('ul').evaluate((ul) => ({
        scrolls: ul.scrollWidth > ul.clientWidth,
        attachment: getComputedStyle(ul).backgroundAttachment,
        image: getComputedStyle(ul).backgroundImage,
      }));
      expect({ path, scrolls: hint.scrolls }).toEqual({ path, scrolls: true });
      // Covers that move with the content (local) over shadows fixed to the edges (scroll).
      expect(hint.attachment.split(',').map((s) => s.trim())).toEqual(['local', 'local', 'scroll', 'scroll']);
      expect(hint.image).toMatch(/radial-gradient/);
    }
    await context.close();
  });

  it('radios and checkboxes are drawn in the site\'s colour', async () => {
    const { context, page } = await phoneAt(390);
    await page.goto('/ring/rings/');
    const colours = await page.locator('main input[type="checkbox"], main input[type="radio"]').evaluateAll((inputs) => [...new Set(inputs.map((i) => getComputedStyle(i).accentColor))]);
    expect(colours).toEqual([PRIMARY]);
    await context.close();
  });

  it('photo search: the open filter panel leaves the first results in view', async () => {
    const { context, page } = await phoneAt(390);
    await page.goto('/photos/?section=chapel&prefecture=kanagawa');
    const panel = page.locator('main details');
    expect(await panel.getAttribute('open')).not.toBeNull();
    await page.getByRole('heading', { name: /枚の写真$/ }).waitFor();
    const photo = await page.evaluate(() => {
      const grid = document.querySelector('main details')!.nextElementSibling!;
      const img = grid.querySelector('img');
      return img ? img.getBoundingClientRect().top : null;
    });
    expect(photo).not.toBeNull();
    expect(photo!).toBeLessThan(page.viewportSize()!.height);
    await context.close();
  });

  it('a primary button is never narrower than the secondary one beside it', async () => {
    const { context, page } = await phoneAt(360);
    const found: string[] = [];
    await page.goto('/');
    const hall = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/halls\/\d+\/?$/.test(h)));
    for (const path of ['/', '/clips', '/account/reservations', hall!, `${hall!.replace(/\/$/, '')}/fairs`, '/diagnosis/', '/ring/', '/login', '/register']) {
      await page.goto(path);
      found.push(...(await narrowPrimaries(page)));
    }
    // The register prompt an anonymous クリップ opens.
    await page.goto(hall!);
    await page.getByRole('button', { name: /をクリップする/ }).first().click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await narrowPrimaries(page)));
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('the hall\'s action bar and the reservation', () => {
  it('never covers the confirm step\'s buttons', async () => {
    const { context, page } = await phoneAt(390);
    await login(page);
    // A fair with an open slot, as the couple finds it.
    const search = await (await page.request.get('/api/wn/fairs?per_page=50')).json();
    let target: { path: string; holdTime: string } | null = null;
    for (const f of search.items as { id: number; hall_id: number }[]) {
      const detail = await (await page.request.get(`/api/wn/halls/${f.hall_id}/fairs/${f.id}`)).json();
      const slot = (detail.slots as { hold_time: string; remaining: number }[] | undefined)?.find((s) => s.remaining > 0);
      if (slot && !detail.is_past) {
        target = { path: `/halls/${f.hall_id}/fairs/${f.id}`, holdTime: slot.hold_time };
        break;
      }
    }
    expect(target).not.toBeNull();
    await page.goto(target!.path);
    await page.waitForLoadState('networkidle');
    await page.getByLabel(new RegExp(target!.holdTime)).check();
    await page.getByLabel('姓', { exact: true }).fill('佐藤');
    await page.getByLabel('名', { exact: true }).fill('花子');
    await page.getByLabel('セイ', { exact: true }).fill('サトウ');
    await page.getByLabel('メイ', { exact: true }).fill('ハナコ');
    await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
    await page.getByLabel(/電話番号/).fill('090-1111-2222');
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    for (const name of ['この内容で予約する', '入力内容を修正する']) {
      const button = page.getByRole('button', { name });
      // At the bottom edge of the screen, where a fixed bar would sit.
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top === el || el.contains(top);
      });
      expect({ name, reachable: hit }).toEqual({ name, reachable: true });
    }
    // 予約する is never narrower than 修正する.
    expect(await narrowPrimaries(page)).toEqual([]);
    await context.close();
  });
});
