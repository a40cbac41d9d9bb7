/**
 * The hall page's plain-HTML parts (components/ui/StaticIsland): the browser keeps the server's HTML
 * without their code, so the page's stylesheets must still style every part of it, and a client-side
 * navigation to another hall draws them with their code.
 */
import { collectErrors, PHONE, sharedBrowser } from './support/browser';

jest.setTimeout(120000);

const browser = sharedBrowser(PHONE);

describe('the hall page\'s plain-HTML parts', () => {
  it('are styled by the page\'s own stylesheets, kept through hydration, and drawn again for another hall', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto('/halls/1');
    const section = page.locator('#reviews');
    await section.getByRole('heading', { name: /口コミ・評判/ }).waitFor();

    // Every class of the document is defined by a stylesheet the page loaded (none waits for a part's code).
    const undefinedClasses = await page.evaluate(() => {
      const defined = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) for (const m of rule.cssText.matchAll(/\.([A-Za-z_][\w-]*)/g)) defined.add(m[1]);
      }
      const used = new Set(Array.from(document.querySelectorAll('main [class]')).flatMap((el) => Array.from(el.classList)));
      return [...used].filter((c) => !defined.has(c));
    });
    expect(undefinedClasses).toEqual([]);

    // Hydrated, the parts still show the server's content.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    await page.locator('#qa').getByRole('heading', { name: 'よくある質問' }).waitFor();
    const basics = page.locator('#basics');
    await expect(basics.getByText('式場名').count()).resolves.toBe(1);

    // A nearby hall, opened on the client: its parts are drawn by their code.
    const nearby = page.locator('#nearby').getByRole('link').first();
    const href = (await nearby.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/halls\/\d+$/);
    expect(href).not.toBe('/halls/1');
    await nearby.scrollIntoViewIfNeeded();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await Promise.all([page.waitForURL((u) => u.pathname === href), nearby.click()]);
    // On the client (the same document): the parts are drawn by their code, for this hall.
    await page.locator('#basics').getByText('式場名').waitFor();
    await page.locator('#reviews').getByRole('heading', { name: /口コミ・評判/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('a landing keeps its place links and ranking through hydration, and draws them again for another place', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto('/pref/tokyo');
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    await page.getByRole('list', { name: '人気ランキング' }).getByRole('link').first().waitFor();
    const neighbours = page.getByRole('list', { name: '関東のほかの都道府県' });
    const next = neighbours.getByRole('link').first();
    const href = (await next.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/pref\/[a-z]+$/);
    await next.scrollIntoViewIfNeeded();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await Promise.all([page.waitForURL((u) => u.pathname === href), next.click()]);
    // On the client: the new place's own neighbours (Tokyo among them) and ranking, drawn by the parts' code once it has loaded.
    const newNeighbours = page.getByRole('list', { name: '関東のほかの都道府県' });
    await newNeighbours.locator('a[href="/pref/tokyo"]').waitFor();
    const links = await newNeighbours.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).not.toContain(href);
    await page.getByRole('list', { name: '人気ランキング' }).getByRole('link').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
