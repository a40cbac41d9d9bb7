jest.setTimeout(300000);
import type { Page } from 'playwright-core';
import { appUserAgent, collectErrors, sharedBrowser } from './support/browser';

// Issue 34: inside the app, every client-side move (a link, or Back) tells the wrapper the new
// page's title in transition_complete; no page may draw another route's "not found" state on the
// way (leaving a magazine category for /magazine drew 「カテゴリーが見つかりません」 and the app got
// that title). The walk goes through every public page type forward, then all the way back.
const browser = sharedBrowser({ userAgent: appUserAgent('3.2.0', 'iOS') });

// Records the wrapper's messages and every title the page ever shows (before the page's scripts).
const CAPTURE = `
  window.__native = [];
  window.__titles = [];
  window.webkit = { messageHandlers: { musubi: { postMessage: (m) => window.__native.push(m) } } };
  const note = () => { const t = document.title; if (t && window.__titles[window.__titles.length - 1] !== t) window.__titles.push(t); };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** Page types: a fixed path, or the first link matching `pick` in an earlier page's HTML. */
const PAGE_TYPES: { name: string; path?: string; from?: string; pick?: RegExp }[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/halls/search/?prefecture_slug=tokyo' },
  { name: 'landing', path: '/pref/tokyo' },
  { name: 'hall', from: 'search', pick: /href="(\/halls\/\d+)\/?"/ },
  { name: 'hall reviews', from: 'hall', pick: /href="(\/halls\/\d+\/reviews)\/?"/ },
  { name: 'hall costs', from: 'hall', pick: /href="(\/halls\/\d+\/costs)\/?"/ },
  { name: 'hall plans', from: 'hall', pick: /href="(\/halls\/\d+\/plans)\/?"/ },
  { name: 'hall photos', from: 'hall', pick: /href="(\/halls\/\d+\/photos)\/?"/ },
  { name: 'hall fairs', from: 'hall', pick: /href="(\/halls\/\d+\/fairs)\/?"/ },
  { name: 'fair', from: 'hall fairs', pick: /href="(\/halls\/\d+\/fairs\/\d+)\/?"/ },
  { name: 'magazine', path: '/magazine' },
  { name: 'magazine category', from: 'magazine', pick: /href="(\/magazine\/category\/\d+)\/?"/ },
  { name: 'magazine (again)', path: '/magazine' },
  { name: 'article', from: 'magazine', pick: /href="(\/magazine\/\d+)\/?"/ },
  { name: 'magazine tag', from: 'article', pick: /href="(\/magazine\/tag\/[^"/?#]+)\/?"/ },
  { name: 'magazine writer', from: 'article', pick: /href="(\/magazine\/writers\/\d+)\/?"/ },
  { name: 'magazine (third)', path: '/magazine' },
  { name: 'magazine recent', path: '/magazine/recent' },
  { name: 'brides', path: '/brides/' },
  { name: 'bride report', from: 'brides', pick: /href="(\/brides\/(?:reports\/)?\d+)\/?"/ },
  { name: 'photos', path: '/photos/' },
  { name: 'ring top', path: '/ring/' },
  { name: 'ring brands', path: '/ring/brands/' },
  { name: 'ring brand', from: 'ring brands', pick: /href="(\/ring\/brands\/\d+)\/?"/ },
  { name: 'rings', path: '/ring/rings/' },
  { name: 'ring', from: 'rings', pick: /href="(\/ring\/rings\/[^"/?#]+)\/?"/ },
  { name: 'ranking', path: '/ranking/' },
  { name: 'diagnosis', path: '/diagnosis/' },
  { name: 'contact', path: '/contact' },
];

async function resolvePaths(page: Page): Promise<{ name: string; path: string }[]> {
  const paths = new Map<string, string>();
  const out: { name: string; path: string }[] = [];
  for (const t of PAGE_TYPES) {
    let path = t.path;
    if (!path && t.from && t.pick) {
      const from = paths.get(t.from);
      if (!from) continue;
      const html = await (await page.request.get(from)).text();
      path = t.pick.exec(html)?.[1];
    }
    if (!path) continue;
    const res = await page.request.get(path);
    if (res.status() !== 200) continue;
    paths.set(t.name, path);
    out.push({ name: t.name, path });
  }
  return out;
}

const native = (page: Page) => page.evaluate(() => (window as unknown as { __native: { type: string; title?: string }[] }).__native);
const titles = (page: Page) => page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);

/** Waits for the move's transition_complete and answers its title. */
async function completed(page: Page, before: number): Promise<string> {
  await page.waitForFunction((n) => (window as unknown as { __native: { type: string }[] }).__native.filter((m) => m.type === 'transition_complete').length > n, before, { timeout: 30000 });
  const done = (await native(page)).filter((m) => m.type === 'transition_complete');
  return done[done.length - 1].title!;
}

const completions = async (page: Page) => (await native(page)).filter((m) => m.type === 'transition_complete').length;

describe('transitions inside the app', () => {
  it('walks every page type forward and back: each transition_complete carries that page\'s own title, and no page draws a "not found"', async () => {
    const page = await browser().newPage();
    await page.context().addInitScript(CAPTURE);
    const errors = collectErrors(page, [/Failed to load resource/]);
    const walk = await resolvePaths(page);
    expect(walk.length).toBeGreaterThanOrEqual(20);

    await page.goto(walk[0].path);
    await page.waitForLoadState('networkidle');
    const seen: { name: string; path: string; title: string }[] = [{ ...walk[0], title: await page.title() }];
    for (const step of walk.slice(1)) {
      const before = await completions(page);
      await page.evaluate((url) => (window as unknown as { musubiNavigate(u: string): Promise<boolean> }).musubiNavigate(url), step.path);
      const title = await completed(page, before);
      await page.waitForLoadState('networkidle');
      // The wrapper's title is the page's own, as a first load of that address has it.
      expect({ step: step.name, title }).toEqual({ step: step.name, title: await page.title() });
      seen.push({ ...step, title });
    }

    for (let i = seen.length - 2; i >= 0; i--) {
      const before = await completions(page);
      await page.goBack({ waitUntil: 'commit' });
      const title = await completed(page, before);
      expect({ back: seen[i].name, title }).toEqual({ back: seen[i].name, title: seen[i].title });
    }

    // No title ever shown on the way (between moves too) was a "not found" one.
    const shown = await titles(page);
    expect(shown.filter((t) => /見つかりません/.test(t))).toEqual([]);
    const messages = (await native(page)).filter((m) => m.type === 'transition_complete').map((m) => m.title ?? '');
    expect(messages.filter((t) => /見つかりません/.test(t))).toEqual([]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });
});
