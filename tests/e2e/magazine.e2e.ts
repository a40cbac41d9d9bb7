jest.setTimeout(120000);

import type { Page } from 'playwright-core';
import { baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';

/** Waits until React has hydrated the ranking tabs (their click handlers are attached). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const tab = document.querySelector('[role="tab"]');
    return !!tab && Object.keys(tab).some((k) => k.startsWith('__reactProps'));
  });
}

/** Waits for the page heading: a client-side navigation changes the URL before it renders. */
async function h1(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** The first ranked article ids shown in the ranking panel. */
async function rankingIds(page: Page): Promise<string[]> {
  return page.locator('#ranking-panel ol a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
}

describe('magazine', () => {
  let b: E2EBrowser;
  beforeAll(async () => {
    b = await launchBrowser();
  });
  afterAll(() => b.close());

  it('goes from the top to a category, its page 2, an article, its tag and a related article', async () => {
    const page = await b.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    await page.goto('/magazine');
    await h1(page, 'musubiマガジン');
    await expect(page.locator('#pickup li').count()).resolves.toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'マガジンのカテゴリー' }).getByRole('link', { name: '式場選び' }).click();
    await page.waitForURL(/\/magazine\/category\/\d+$/);
    await h1(page, '式場選び');

    await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }).click();
    await page.waitForURL(/\/magazine\/category\/\d+\/page\/2$/);
    // The router changes the address just before it draws the page it fetched.
    await page.getByRole('navigation', { name: 'ページ送り' }).locator('[aria-current="page"]').filter({ hasText: /^2$/ }).first().waitFor();
    await expect(page.locator('[aria-current="page"]').last().textContent()).resolves.toBe('2');

    const firstTitle = (await page.locator('main article h2').first().textContent())!;
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/magazine\/\d+$/);
    await h1(page, firstTitle);
    await expect(page.getByRole('navigation', { name: '目次' }).count()).resolves.toBe(1);

    const tag = page.getByRole('list', { name: 'タグ' }).getByRole('link').first();
    const tagName = (await tag.textContent())!;
    await tag.click();
    await page.waitForURL(/\/magazine\/tag\/[^/]+$/);
    await h1(page, tagName);

    await page.locator('main article a').first().click();
    await page.waitForURL(/\/magazine\/\d+$/);
    const articleUrl = page.url();
    const related = page.getByRole('list', { name: '関連記事' }).getByRole('link').first();
    const relatedTitle = (await related.locator('h3').textContent())!;
    await related.click();
    await page.waitForURL((u) => /\/magazine\/\d+$/.test(u.pathname) && u.toString() !== articleUrl);
    await h1(page, relatedTitle);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('switches the ranking terms with the tabs', async () => {
    const page = await b.newPage();
    await page.goto('/magazine');
    await hydrated(page);
    const panel = page.locator('#ranking-panel');
    await expect(panel.getAttribute('data-term')).resolves.toBe('day');
    const day = await rankingIds(page);
    expect(day.length).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'ウィークリー' }).click();
    await page.waitForFunction(() => document.querySelector('#ranking-panel')?.getAttribute('data-term') === 'week' && document.querySelector('#ranking-panel')?.getAttribute('aria-busy') === 'false' && !!document.querySelector('#ranking-panel ol'));
    await expect(page.getByRole('tab', { name: 'ウィークリー' }).getAttribute('aria-selected')).resolves.toBe('true');
    const week = await rankingIds(page);
    expect(page.url()).toBe(`${baseURL}/magazine`);

    await page.getByRole('tab', { name: 'マンスリー' }).click();
    await page.waitForFunction(() => document.querySelector('#ranking-panel')?.getAttribute('data-term') === 'month' && document.querySelector('#ranking-panel')?.getAttribute('aria-busy') === 'false' && !!document.querySelector('#ranking-panel ol'));
    const month = await rankingIds(page);
    expect(new Set([day.join(), week.join(), month.join()]).size).toBe(3);

    await page.getByRole('tab', { name: 'デイリー' }).click();
    await expect(rankingIds(page)).resolves.toEqual(day);
    await page.close();
  });

  it('serves the tabs as links that work without JavaScript', async () => {
    const html = await (await fetch(`${baseURL}/magazine?ranking=month`)).text();
    expect(html).toMatch(/data-term="month"/);
    expect(html).toContain('href="/magazine?ranking=week#ranking"');
  });

  it('puts the article text, title, description and canonical in the page source', async () => {
    const top = await (await fetch(`${baseURL}/api/web/post/recent`)).json();
    const id = top.posts[0].post_id as number;
    const article = await (await fetch(`${baseURL}/api/web/post?id=${id}`)).json();
    const res = await fetch(`${baseURL}/magazine/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const firstParagraph = /<p>([^<]{20,})<\/p>/.exec(article.content)![1];
    expect(html).toContain(firstParagraph);
    expect(html).toMatch(new RegExp(`<title[^>]*>${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| musubi（ムスビ）</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/magazine/${id}"`));
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('answers 404 pages for an unknown article, category, tag and writer', async () => {
    for (const path of ['/magazine/99999999', '/magazine/category/99999', '/magazine/tag/no-such-tag', '/tag/no-such-tag/page/2', '/magazine/writers/99999']) {
      const res = await fetch(`${baseURL}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('見つかりません');
    }
  });
});
