import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface E2EBrowser {
  browser: BrowserContext;
  /** A new page (tab) in the shared context, with baseURL-relative goto. */
  newPage(): Promise<Page>;
  /** A separate context (own cookies/storage), e.g. with another user agent. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

const PATCHED = Symbol('musubi.waitsForHydration');

/**
 * The site loads its scripts after the first paint and hydrates in a transition
 * (components/layout/PaintFirstHead.tsx, lib/hydrateInTransition.ts), so the load event can come
 * before React has attached its handlers. goto and reload of a page of the app therefore also wait
 * for the end of hydration, as a person waits for the page to respond; a test that taps at
 * once then taps what she would.
 */
function waitForHydrationOnLoad(page: Page): void {
  const p = page as Page & { [PATCHED]?: true };
  if (p[PATCHED]) return;
  p[PATCHED] = true;
  // React completes the root's last child after everything before it; its fiber key marks the end of
  // hydration (Next's own afterHydrate mark is cleared by a route change right after hydration).
  const hydrated = () =>
    page.waitForFunction(
      () => {
        const root = document.getElementById('__next');
        const last = root?.lastElementChild;
        return !document.getElementById('__NEXT_DATA__') || !last || Object.keys(last).some((k) => k.startsWith('__reactFiber'));
      },
      null,
      { timeout: 20000 },
    );
  const afterLoad = async <R extends { headers(): Record<string, string> } | null>(res: R): Promise<R> => {
    if (res?.headers()['content-type']?.includes('text/html')) await hydrated();
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => afterLoad(await goto(...args));
  page.reload = async (...args) => afterLoad(await reload(...args));
}

/** Every page of the context, present and future, waits for hydration on goto and reload. */
export function waitForHydrationInContext(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForHydrationOnLoad);
  context.on('page', waitForHydrationOnLoad);
  return context;
}

/**
 * Headless Debian Chromium with a fresh profile. Pages resolve relative URLs against the
 * test server (E2E_PORT). Use in beforeAll / afterAll.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<E2EBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
    ...options,
  });
  waitForHydrationInContext(context);
  const extraContexts: BrowserContext[] = [];
  let browser: Browser | null = context.browser();
  return {
    browser: context,
    newPage: () => context.newPage(),
    async newContext(contextOptions: BrowserContextOptions = {}) {
      // A persistent context has no Browser object: launch a plain one for extra contexts.
      if (!browser) browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
      const extra = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 }, ...contextOptions });
      // Without scripts there is nothing to hydrate: its pages are read as the server sent them.
      extraContexts.push(contextOptions.javaScriptEnabled === false ? extra : waitForHydrationInContext(extra));
      return extra;
    },
    async close() {
      for (const extra of extraContexts) await extra.close().catch(() => undefined);
      if (browser && browser !== context.browser()) await browser.close().catch(() => undefined);
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface PageErrors {
  /** console.error messages and uncaught page errors seen so far. */
  readonly messages: string[];
  clear(): void;
}

/**
 * Collects console errors and uncaught exceptions of a page. `ignore` filters out expected
 * noise (e.g. a deliberately failing request's "Failed to load resource" line).
 */
export function collectErrors(page: Page, ignore: RegExp[] = []): PageErrors {
  const messages: string[] = [];
  const keep = (text: string) => !ignore.some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && keep(msg.text())) messages.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (keep(err.message)) messages.push(`pageerror: ${err.message}`);
  });
  return {
    messages,
    clear: () => {
      messages.length = 0;
    },
  };
}

/** The app's user agent: a mobile browser's agent plus `MusubiApp/<version> <platform>`. */
export function appUserAgent(version = '3.2.0', platform: 'iOS' | 'Android' = 'iOS'): string {
  const base =
    platform === 'iOS'
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
      : 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  return `${base} MusubiApp/${version} ${platform}`;
}

/** A phone: 390x844, touch. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * One browser for all the tests of a file: registers beforeAll/afterAll and returns a getter
 * (the browser exists only once beforeAll has run).
 */
export function sharedBrowser(options: BrowserContextOptions = {}): () => E2EBrowser {
  let browser: E2EBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}
