import type { Locator, Page } from 'playwright-core';
import { collectErrors, PHONE, sharedBrowser, type PageErrors } from './support/browser';

jest.setTimeout(120000);

const browser = sharedBrowser(PHONE);

// A 404 page's own document request is logged by Chromium as a failed resource: expected there.
const IGNORE = [/Failed to load resource: the server responded with a status of 404/];

async function resultCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, ''));
}

async function cardRatings(page: Page): Promise<number[]> {
  const labels = await page.getByRole('list', { name: '検索結果' }).getByRole('img', { name: /^5点中/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number(/5点中([\d.]+)点/.exec(l)?.[1]));
}

/** The value of the option with the largest "(count)" in a select. */
async function busiestOption(select: Locator): Promise<string> {
  return select.evaluate((select) => {
    let best = { value: '', count: -1 };
    for (const o of Array.from((select as HTMLSelectElement).options)) {
      const m = /（(\d+)）/.exec(o.textContent ?? '');
      if (o.value && m && Number(m[1]) > best.count) best = { value: o.value, count: Number(m[1]) };
    }
    return best.value;
  });
}

describe('hall directory on a phone', () => {
  let errors: PageErrors;

  it('a bride searches Tokyo, pages, narrows, sorts, opens a hall, reads reviews and photos, and comes back to her place', async () => {
    const page = await browser().newPage();
    errors = collectErrors(page, IGNORE);
    await page.goto('/');
    const hero = page.getByRole('form', { name: 'エリアから式場を探す' });
    await hero.getByLabel('エリア').selectOption('tokyo');
    await Promise.all([page.waitForURL(/\/halls\/search\/?\?prefecture_slug=tokyo/), hero.getByRole('button', { name: '式場を探す' }).click()]);
    await page.getByRole('heading', { level: 1, name: '東京都の結婚式場を探す' }).waitFor();
    const tokyoTotal = await resultCount(page);
    expect(tokyoTotal).toBeGreaterThan(18);
    // On a phone the filters wait in a sheet: the results start on the first screen, with a card's next fair.
    expect(await page.getByRole('form', { name: '式場の検索条件' }).isVisible()).toBe(false);
    const firstCard = page.getByRole('list', { name: '検索結果' }).getByRole('article').first();
    expect(await firstCard.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
    expect(await page.getByRole('list', { name: '検索結果' }).getByText(/^次回フェア/).count()).toBeGreaterThan(0);

    // Sort by rating, then page through.
    const sortNav = page.getByRole('navigation', { name: '並び替え' });
    await Promise.all([page.waitForURL(/s=rating/), sortNav.getByRole('link', { name: '口コミ評価が高い順' }).click()]);
    await sortNav.getByRole('link', { name: '口コミ評価が高い順', exact: true }).and(page.locator('[aria-current]')).waitFor();
    const firstPage = await cardRatings(page);
    expect(firstPage).toHaveLength(18);
    expect([...firstPage].sort((a, b) => b - a)).toEqual(firstPage);
    const pager = page.getByRole('navigation', { name: '検索結果のページ' });
    await Promise.all([page.waitForURL(/page=2/), pager.getByRole('link', { name: '2ページ目' }).click()]);
    await pager.getByText('2', { exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    // Page 2 lands on the results, not on the form above them.
    expect(new URL(page.url()).hash).toBe('#results');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const secondPage = await cardRatings(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    // Narrow by guest count, budget and a こだわり (the form keeps the sort, starts at page 1).
    await page.getByRole('button', { name: /^絞り込み/ }).click();
    const sheet = page.getByRole('dialog', { name: '絞り込み' });
    const form = sheet.getByRole('form', { name: '式場の検索条件' });
    await form.getByLabel('招待人数').selectOption({ index: 1 });
    const budget = form.locator('select[name="p"]');
    await budget.selectOption(await busiestOption(budget));
    await form.getByText('こだわり条件で絞り込む').click();
    // The こだわり most halls of Tokyo have, so the narrowed list is not empty.
    const featureLabels = form.getByRole('group', { name: 'こだわり条件' }).locator('label');
    const texts = await featureLabels.allTextContents();
    const counts = texts.map((t) => Number(/（(\d+)）/.exec(t)?.[1] ?? 0));
    const best = counts.indexOf(Math.max(...counts));
    const featureName = texts[best].replace(/（\d+）/, '');
    await featureLabels.nth(best).click();
    // The sheet counts what the chosen conditions find before she searches.
    const live = sheet.getByTestId('live-count');
    await live.filter({ hasText: /^この条件で[\d,]+件$/ }).waitFor();
    const liveCount = await form.evaluate(async (f) => {
      const q = new URLSearchParams();
      for (const [k, v] of new FormData(f as HTMLFormElement)) if (typeof v === 'string' && v !== '') q.append(k, v);
      return (await (await fetch(`/api/halls/count/?${q}`)).json()).count as number;
    });
    await live.filter({ hasText: `この条件で${liveCount.toLocaleString('ja-JP')}件` }).waitFor();
    await Promise.all([page.waitForURL((u) => u.searchParams.has('people') && u.searchParams.has('p') && u.searchParams.has('k')), form.getByRole('button', { name: 'この条件で検索する' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('s')).toBe('rating');
    expect(url.searchParams.get('page')).toBeNull();
    const narrowed = await resultCount(page);
    expect(narrowed).toBeLessThan(tokyoTotal);
    expect(narrowed).toBe(liveCount);
    await page.getByRole('list', { name: '指定中の条件' }).getByRole('link', { name: `${featureName}の条件を外す` }).waitFor();
    const ratings = await cardRatings(page);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(ratings.length).toBeGreaterThan(0);
    const resultsUrl = page.url();

    // Scroll down to a card in the middle of the list (not the last: the page bottom would clamp the scroll) and open it.
    const cards = page.getByRole('list', { name: '検索結果' }).getByRole('article');
    const target = cards.nth(Math.floor((await cards.count()) / 2));
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const hallName = ((await target.getByRole('heading').textContent()) ?? '').trim();
    const hallLink = target.getByRole('link', { name: hallName });
    // A click first scrolls its target into view: let that happen before her place is measured.
    await hallLink.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const cardTopBefore = await target.evaluate((el) => el.getBoundingClientRect().top);
    await Promise.all([page.waitForURL(/\/halls\/\d+$/), hallLink.click()]);
    await page.getByRole('heading', { level: 1, name: hallName }).waitFor();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const venue = ld.map((t) => JSON.parse(t)).find((d) => Array.isArray(d['@type']) && d['@type'].includes('LocalBusiness'));
    expect(venue).toMatchObject({ name: hallName, geo: { '@type': 'GeoCoordinates' }, address: { '@type': 'PostalAddress' } });

    // Reviews filtered by rating.
    const menu = page.getByRole('navigation', { name: '式場情報のメニュー' });
    await Promise.all([page.waitForURL(/\/reviews$/), menu.getByRole('link', { name: '口コミ' }).click()]);
    await page.getByRole('heading', { level: 1, name: `${hallName}の口コミ・評判` }).waitFor();
    const star = await page.getByRole('list', { name: '評価の分布' }).locator('li').evaluateAll((lis) => {
      const counts = lis.map((li) => ({ star: /★(\d)/.exec(li.firstElementChild?.textContent ?? '')?.[1], n: Number(/(\d+)件/.exec(li.lastElementChild?.textContent ?? '')?.[1] ?? 0) }));
      return counts.sort((a, b) => b.n - a.n)[0];
    });
    expect(star.n).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(new RegExp(`rating=${star.star}`)), page.getByRole('form', { name: '口コミの絞り込み' }).locator('select[name="rating"]').selectOption(String(star.star))]);
    await page.getByRole('heading', { name: new RegExp(`★${star.star}の口コミ（${star.n}件）`) }).waitFor();
    const reviewScores = await page.getByRole('list', { name: '口コミ一覧' }).getByRole('img', { name: /^5点中/ }).evaluateAll((els) => els.map((e) => Number(/5点中([\d.]+)点/.exec(e.getAttribute('aria-label') ?? '')?.[1])));
    expect(reviewScores.length).toBe(Math.min(10, star.n));
    for (const s of reviewScores) expect(Math.min(5, Math.floor(s))).toBe(Number(star.star));

    // Photos by section.
    await Promise.all([page.waitForURL(/\/photos$/), menu.getByRole('link', { name: '写真' }).click()]);
    const sectionNav = page.getByRole('navigation', { name: '写真のカテゴリ' });
    const second = sectionNav.getByRole('link').nth(2);
    const sectionLabel = ((await second.textContent()) ?? '').replace(/\d+$/, '');
    await Promise.all([page.waitForURL(/section=/), second.click()]);
    const grid = page.getByRole('list', { name: `${sectionLabel}の写真` });
    await grid.waitFor();
    const captions = await grid.locator('figcaption').allTextContents();
    expect(captions.length).toBeGreaterThan(0);
    for (const c of captions) expect(c.startsWith(sectionLabel)).toBe(true);

    // Back to the results: the list is where she left it.
    // One step at a time, letting each land (some entries reload their document) before the next.
    for (let i = 0; i < 8 && page.url() !== resultsUrl; i++) {
      await page.goBack({ waitUntil: 'load' });
      // Quiet network is only a hint here: going back, Chromium answers a data request from its cache
      // (stale-while-revalidate) and revalidates it in the background, and the DevTools protocol may
      // never report that revalidation finished. The URL check below is what the loop relies on.
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await page.waitForTimeout(800);
    }
    expect(page.url()).toBe(resultsUrl);
    // Back across a plain GET form submission reloads the document: poll through that navigation.
    // Her place is the card she opened, where it was on screen (the browser's scroll anchoring may
    // move scrollY a little to keep it there while late content settles above it).
    const opened = page.getByRole('list', { name: '検索結果' }).getByRole('article').filter({ has: page.getByRole('heading', { name: hallName, exact: true }) });
    let cardTop = Number.NaN;
    let restoredY = -1;
    for (let i = 0; i < 50 && !(Math.abs(cardTop - cardTopBefore) < 40); i++) {
      await page.waitForTimeout(200);
      restoredY = await page.evaluate(() => window.scrollY).catch(() => -1);
      cardTop = await opened.evaluate((el) => el.getBoundingClientRect().top).catch(() => Number.NaN);
    }
    // The figures go into the failure message: which of them is off tells a wrong restore from a moved page.
    expect({ backAtHerCard: Math.abs(cardTop - cardTopBefore) < 40, cardTop, cardTopBefore, restoredY, scrollBefore }).toMatchObject({ backAtHerCard: true });
    expect(restoredY).toBeGreaterThan(scrollBefore / 2);
    await expect(page.getByRole('heading', { name: hallName }).isVisible()).resolves.toBe(true);
    expect(errors.messages).toEqual([]);
  });

  it('remembers the halls she viewed on the home page', async () => {
    const page = await browser().newPage();
    const errs = collectErrors(page, IGNORE);
    await page.goto('/');
    const recent = page.getByRole('list', { name: '最近見た式場' });
    await recent.waitFor();
    expect(await recent.getByRole('link').count()).toBeGreaterThan(0);
    await expect(recent.getByText(/前に閲覧|たった今/).first().isVisible()).resolves.toBe(true);
    expect(errs.messages).toEqual([]);
  });

  it('every landing renders its own heading and pre-filtered results', async () => {
    const page = await browser().newPage();
    const errs = collectErrors(page, IGNORE);
    await page.goto('/pref/tokyo');
    const areaHref = await page.getByRole('list', { name: '東京都のエリアから探す' }).getByRole('link').first().getAttribute('href');
    const stationHref = await page.getByRole('list', { name: '駅から探す' }).getByRole('link').first().getAttribute('href');
    await page.goto(areaHref!);
    const districtHref = await page.locator('a[href^="/d/"]').first().getAttribute('href');
    const routes = ['/pref/tokyo', '/r/kanto', areaHref!, districtHref!, stationHref!, '/k/chapel', '/ws/family', '/g/1'];
    const headings = new Set<string>();
    for (const route of routes) {
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      const h1 = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      headings.add(h1);
      expect(await resultCount(page)).toBeGreaterThan(0);
      expect(await page.getByRole('list', { name: '検索結果' }).getByRole('article').count()).toBeGreaterThan(0);
      expect(await page.getByRole('navigation', { name: 'パンくずリスト' }).count()).toBe(1);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${route.replace(/[?]/g, '\\?')}$`));
    }
    expect(headings.size).toBe(routes.length);
    expect(errs.messages).toEqual([]);
  });

  it('a bad filter value is ignored and said so', async () => {
    const page = await browser().newPage();
    const res = await page.goto('/halls/search/?prefecture_slug=tokyo&people=many&k=chapel,bogus');
    expect(res?.status()).toBe(200);
    const notice = page.getByRole('alert').filter({ hasText: 'の指定が正しくないため、その条件を除いて表示しています。' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/(?=.*「招待人数」)(?=.*「こだわり条件」)/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  it('unknown slugs, stations and halls give the 404 page with status 404', async () => {
    const page = await browser().newPage();
    for (const route of ['/pref/atlantis', '/a/nowhere', '/r/nowhere', '/d/nowhere', '/s/99999999', '/k/unknown', '/ws/unknown', '/g/7', '/halls/99999999', '/halls/abc', '/halls/nowhere/no-hall', '/halls/99999999/reviews', '/ranking/atlantis', '/ranking/region/atlantis']) {
      const res = await page.goto(route);
      expect([route, res?.status()]).toEqual([route, 404]);
      await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    }
  });

  it('the rankings default to Tokyo and exist by region', async () => {
    const page = await browser().newPage();
    const errs = collectErrors(page, IGNORE);
    await page.goto('/ranking');
    await page.getByRole('heading', { level: 1, name: '東京都の結婚式場ランキング' }).waitFor();
    expect(await page.getByRole('list', { name: '東京都の結婚式場ランキング' }).getByRole('article').count()).toBeGreaterThan(0);
    await page.goto('/ranking/region/kansai');
    await page.getByRole('heading', { level: 1, name: /関西|近畿/ }).waitFor();
    expect(errs.messages).toEqual([]);
  });
});
