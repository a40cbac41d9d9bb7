jest.setTimeout(240000);
import type { Page } from 'playwright-core';
import { PHONE, sharedBrowser } from './support/browser';

const browser = sharedBrowser(PHONE);

/** Phone widths: the narrowest we support, a small Android, an iPhone. */
const WIDTHS = [320, 360, 390];

/** A count with its unit: 残り5組, 残りわずか（2組）, 13点. */
const COUNT = /残り\d+組|残りわずか（\d+組）|\d+点/g;

interface CountIssue { text: string; where: string; whiteSpace: string; lines: number }

/**
 * Each count on the page, in the smallest element that holds all of it: that element keeps it on
 * one line (white-space: nowrap) and the browser drew it on one line.
 */
async function brokenCounts(page: Page): Promise<CountIssue[]> {
  return page.evaluate((source) => {
    const re = new RegExp(source, 'g');
    const issues: { text: string; where: string; whiteSpace: string; lines: number }[] = [];
    let seen = 0;
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const text = el.textContent ?? '';
      if (!(el as HTMLElement).offsetParent && getComputedStyle(el).position !== 'fixed') continue;
      for (const m of text.matchAll(re)) {
        // Only where no child element holds the whole count (the smallest holder).
        if (Array.from(el.children).some((c) => (c.textContent ?? '').includes(m[0]))) continue;
        seen += 1;
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const whiteSpace = getComputedStyle(el).whiteSpace;
        if (!/nowrap|pre/.test(whiteSpace) || tops.size > 1) issues.push({ text: m[0], where: `${el.tagName.toLowerCase()}.${el.className}`, whiteSpace, lines: tops.size });
      }
    }
    if (seen === 0) issues.push({ text: '(no count on the page)', where: location.pathname, whiteSpace: '', lines: 0 });
    return issues;
  }, COUNT.source);
}

interface HeadingIssue { heading: string; lastLine: string; textWrap: string }

/**
 * Headings drawn on more than one line: the last line holds more than one character, and the
 * heading balances its lines (so this holds for any text, not only the demo's).
 */
async function orphanedHeadings(page: Page): Promise<HeadingIssue[]> {
  return page.evaluate(() => {
    const issues: { heading: string; lastLine: string; textWrap: string }[] = [];
    for (const h of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4'))) {
      const style = getComputedStyle(h);
      const textWrap = (style as unknown as Record<string, string>).textWrapStyle ?? style.getPropertyValue('text-wrap');
      if (!h.offsetParent || h.closest('.visually-hidden') || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (!/balance|pretty/.test(textWrap)) {
        issues.push({ heading: h.textContent ?? '', lastLine: '', textWrap });
        continue;
      }
      // Every visible character with its line (its box's top).
      const chars: { ch: string; top: number; height: number }[] = [];
      // A heading clamped to some lines hides the rest: only what is drawn counts.
      const shown = h.getBoundingClientRect();
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i++) {
          if (/\s/.test(value[i])) continue;
          const r = document.createRange();
          r.setStart(node, i);
          r.setEnd(node, i + 1);
          const box = r.getClientRects()[0];
          if (box && box.width > 0 && box.bottom <= shown.bottom + 1) chars.push({ ch: value[i], top: box.top, height: box.height });
        }
      }
      const lines: string[] = [];
      let lineTop = Number.NEGATIVE_INFINITY;
      for (const c of chars) {
        if (c.top > lineTop + c.height / 2) {
          lines.push('');
          lineTop = c.top;
        }
        lines[lines.length - 1] += c.ch;
      }
      if (lines.length > 1 && lines[lines.length - 1].length < 2) issues.push({ heading: h.textContent ?? '', lastLine: lines[lines.length - 1], textWrap });
    }
    return issues;
  });
}

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const href = await page.locator('main a').evaluateAll((as, source) => as.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)), pattern.source);
  if (!href) throw new Error(`no link like ${pattern} on ${path}`);
  return href;
}

describe('typography on a phone', () => {
  let pages: { counts: string[]; headings: string[] };

  beforeAll(async () => {
    const page = await browser().newPage();
    const hall = await firstHref(page, '/halls/search/?prefecture_slug=tokyo', /^\/halls\/\d+\/?$/);
    const fair = await firstHref(page, `${hall.replace(/\/$/, '')}/fairs`, /^\/halls\/\d+\/fairs\/\d+/);
    const brand = await firstHref(page, '/ring/brands/', /^\/ring\/brands\/\d+$/);
    const article = await firstHref(page, '/magazine', /^\/magazine\/\d+$/);
    await page.close();
    pages = {
      counts: ['/fairs', `${hall.replace(/\/$/, '')}/fairs`, fair, '/ring/brands/', brand],
      headings: ['/', '/halls/search/?prefecture_slug=tokyo', hall, '/fairs', fair, '/ring/brands/', brand, '/magazine', article, '/diagnosis/', '/brides/'],
    };
  });

  it('never breaks a line inside 「残り5組」 or 「13点」', async () => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      const context = await browser().newContext({ ...PHONE, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of pages.counts) {
        await page.goto(path);
        for (const i of await brokenCounts(page)) found.push(`${width}px ${path}: ${i.text} in ${i.where} (white-space ${i.whiteSpace}, ${i.lines} lines)`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('leaves no heading with a single character on its last line', async () => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      const context = await browser().newContext({ ...PHONE, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of pages.headings) {
        await page.goto(path);
        for (const i of await orphanedHeadings(page)) found.push(`${width}px ${path}: 「${i.heading}」 ends 「${i.lastLine}」 (text-wrap ${i.textWrap})`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
