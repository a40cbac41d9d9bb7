jest.setTimeout(240000);
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { PHONE, sharedBrowser } from './support/browser';

// axe is injected as an inline script, which the app's CSP (script-src 'self' + nonce) refuses.
const browser = sharedBrowser({ ...PHONE, bypassCSP: true });

/** The first link on `url` whose path matches `re` (ids come from the seed, never hard-coded). */
async function firstLink(page: Page, url: string, re: RegExp): Promise<string> {
  await page.goto(url);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const href = hrefs.find((h) => re.test(h));
  if (!href) throw new Error(`no link matching ${re} on ${url}`);
  return href;
}

async function login(page: Page, email = 'hanako@example.com'): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByLabel(/パスワード/).fill('Musubi2026');
  await Promise.all([page.waitForURL(/\/account/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
}

let member: Page | undefined;
/** A page in the context where the seeded member is signed in (the browser's own context). */
async function memberPage(): Promise<Page> {
  if (!member) {
    member = await browser().newPage();
    await login(member);
  }
  return member;
}

type Resolve = (page: Page) => Promise<string>;
const fixed = (url: string): Resolve => () => Promise.resolve(url);

let hall = '';
const hallPage =
  (sub = ''): Resolve =>
  async (page) => {
    hall ||= await firstLink(page, '/halls/search/?prefecture_slug=tokyo', /^\/halls\/\d+\/?$/);
    return `${hall.replace(/\/$/, '')}${sub}`;
  };

/** One URL per page type: [name, URL, signed in]. */
const PAGES: [string, Resolve, boolean][] = [
  ['top', fixed('/'), false],
  ['hall search', fixed('/halls/search/?prefecture_slug=tokyo'), false],
  ['prefecture landing', fixed('/pref/tokyo'), false],
  ['feature landing', fixed('/k/chapel'), false],
  ['wedding style landing', fixed('/ws/family'), false],
  ['hall', hallPage(), false],
  ['hall plans', hallPage('/plans'), false],
  ['hall costs', hallPage('/costs'), false],
  ['hall reviews', hallPage('/reviews'), false],
  ['hall photos', hallPage('/photos'), false],
  ['hall fairs', hallPage('/fairs'), false],
  ['fair', (page) => firstLink(page, '/fairs', /^\/halls\/\d+\/fairs\/\d+\/?$/), false],
  ['fairs', fixed('/fairs'), false],
  ['ranking', fixed('/ranking'), false],
  ['magazine', fixed('/magazine'), false],
  ['article', (page) => firstLink(page, '/magazine', /^\/magazine\/\d+\/?$/), false],
  ['magazine category', (page) => firstLink(page, '/magazine', /^\/magazine\/category\/\d+\/?$/), false],
  ['magazine tag', async (page) => firstLink(page, await firstLink(page, '/magazine', /^\/magazine\/\d+\/?$/), /^\/magazine\/tag\/[^/]+\/?$/), false],
  ['magazine recent', fixed('/magazine/recent'), false],
  ['magazine search', fixed('/magazine?s=%E3%83%89%E3%83%AC%E3%82%B9'), false],
  ['search', fixed('/search?q=%E3%82%AC%E3%83%BC%E3%83%87%E3%83%B3'), false],
  ['search, one kind', fixed('/search?q=%E5%BC%8F&kind=hall&pref=tokyo'), false],
  ['search, nothing found', fixed('/search?q=%E3%81%9C%E3%81%A3%E3%81%9F%E3%81%84%E3%81%AA%E3%81%84'), false],
  ['magazine writers', fixed('/magazine/writers'), false],
  ['magazine writer', (page) => firstLink(page, '/magazine/writers', /^\/magazine\/writers\/\d+\/?$/), false],
  ['register', fixed('/register'), false],
  ['login', fixed('/login'), false],
  ['404', fixed('/no-such-page-for-musubi'), false],
  ['ring top', fixed('/ring/'), false],
  ['ring brands', fixed('/ring/brands/'), false],
  ['ring brand', (page) => firstLink(page, '/ring/brands/', /^\/ring\/brands\/\d+\/?$/), false],
  ['ring search', fixed('/ring/rings/'), false],
  ['ring', (page) => firstLink(page, '/ring/rings/', /^\/ring\/rings\/\d+\/?$/), false],
  ['diagnosis', fixed('/diagnosis/'), false],
  ['parents', fixed('/parents/'), false],
  ['kaoawase', fixed('/lp/kaoawase_template'), false],
  ['contact', fixed('/contact'), false],
  ['thank you', fixed('/thankyou?fid=1'), false],
  ['enquete', fixed('/enquete/?version=2026-satisfaction'), false],
  ['special', fixed('/special/'), false],
  ['clips', fixed('/clips'), true],
  ['account', fixed('/account'), true],
  ['ring favorites', fixed('/ring/favorites'), true],
  ['go to wedding', fixed('/go_to_wedding/'), false],
  ['referral', async () => {
    const page = await memberPage();
    await page.goto('/mypage/gifttickets');
    return `/referral?code=${new URL(await page.getByLabel('紹介リンク').inputValue()).searchParams.get('code')}`;
  }, false],
  ['referral code form', fixed('/referral?code=ZZZZ9999'), false],
  ['gift tickets', fixed('/mypage/gifttickets'), true],
  ['contract report', fixed('/mypage/contracts'), true],
  ['gift ticket', (page) => firstLink(page, '/mypage/gifttickets', /^\/mypage\/gifttickets\/\d+\/?$/), true],
  ['my reviews', fixed('/mypage/reviews'), true],
  ['hall review form', hallPage('/review'), true],
  ['bride reports', fixed('/brides/'), false],
  ['bride report', (page) => firstLink(page, '/brides/', /^\/brides\/\d+\/?$/), false],
  ['bride theme tag', (page) => firstLink(page, '/brides/', /^\/brides\/tags\/\d+\/?$/), false],
  ['photos', fixed('/photos/'), false],
  ['hall bride reports', hallPage('/brides'), false],
  ['my bride report', fixed('/account/bride-report'), true],
  ['terms', fixed('/terms'), false],
  ['membership terms', fixed('/membership-terms'), false],
  ['privacy', fixed('/privacy'), false],
  ['company', fixed('/company'), false],
  ['photo print', fixed('/photo-print'), false],
  ['password reset', fixed('/password/reset'), false],
  ['email confirmation', fixed(`/register/verify/${'a'.repeat(32)}`), false],
];

describe('accessibility (axe-core, WCAG 2.1 AA, phone)', () => {
  let anonymous: BrowserContext | undefined;
  it.each(PAGES)('%s has no violations', async (_name, resolve, needsLogin) => {
    anonymous ??= await browser().newContext({ ...PHONE, bypassCSP: true });
    const page = needsLogin ? await (await memberPage()).context().newPage() : await anonymous.newPage();
    const url = await resolve(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (needsLogin) expect(new URL(page.url()).pathname).not.toBe('/login');
    const found = await axeViolations(page);
    await page.close();
    expect([url, found]).toEqual([url, []]);
  });
});

/**
 * The partners' console, signed in as partner@example.com, on a phone and at a desk. Some parts
 * open first (a new fair's form, a photo's delete question, the report form) so that their markup
 * is checked too.
 */
const PARTNER_PAGES: [string, ((page: Page) => Promise<void>) | null][] = [
  ['/partner', null],
  ['/partner/profile', null],
  ['/partner/photos', (page) => page.getByRole('button', { name: /の1枚目を削除$/ }).first().click()],
  ['/partner/plans', null],
  ['/partner/fairs', (page) => page.getByRole('button', { name: 'フェアを追加' }).click()],
  ['/partner/reservations', null],
  ['/partner/reviews', (page) => page.locator('summary', { hasText: '運営に報告する' }).first().click()],
  ['/partner/stats', null],
  ['/partner/team', (page) => page.getByRole('button', { name: /をメンバーから削除$/ }).first().click()],
  [`/partner/join/${'a'.repeat(40)}`, null],
];
const DEVICES = { phone: PHONE, desktop: { viewport: { width: 1280, height: 800 } } };

describe('accessibility of the partners\' console (axe-core, WCAG 2.1 AA, signed in as the partner)', () => {
  const contexts: Partial<Record<keyof typeof DEVICES, BrowserContext>> = {};
  const cases: [string, keyof typeof DEVICES, string, ((page: Page) => Promise<void>) | null][] = (Object.keys(DEVICES) as (keyof typeof DEVICES)[]).flatMap((device) =>
    PARTNER_PAGES.map(([path, open]): [string, keyof typeof DEVICES, string, ((page: Page) => Promise<void>) | null] => [`${path} (${device})`, device, path, open]),
  );
  it.each(cases)('%s has no violations and fits the screen', async (_name, device, path, open) => {
    let context = contexts[device];
    if (!context) {
      context = contexts[device] = await browser().newContext({ ...DEVICES[device], bypassCSP: true });
      await login(await context.newPage(), 'partner@example.com');
    }
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
    if (open) await open(page);
    const found = await axeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.close();
    expect([path, found, overflow]).toEqual([path, [], 0]);
  });
});
