import { baseURL } from './support/browser';

// A crawler's walk: the sitemap index, each of its parts, and the pages they list. Every page a
// crawler is told about answers 200, names itself as canonical, is indexable, and no two of them
// share a <title> (issue 33 "Crawlers"). Parts list thousands of URLs even at the e2e scale, so
// each page type (the path with its ids and slugs taken out) is checked on a deterministic sample:
// its first, its last and evenly spaced ones between.
jest.setTimeout(120000);

/** Pages checked per page type (e.g. /halls/{id}/reviews, /pref/{slug}, /magazine/{id}). */
const PER_TYPE = 12;
const CONCURRENCY = 4;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const local = (url: string) => {
  const u = new URL(url);
  return `${baseURL}${u.pathname}${u.search}`;
};

async function text(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(local(url), { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

/** The path with every number and every segment after a listing's prefix replaced: the page's type. */
export function pageType(url: string): string {
  const { pathname } = new URL(url);
  const parts = pathname.split('/').map((seg, i, all) => {
    if (/^\d+$/.test(seg)) return '{id}';
    if (seg === 'region') return seg;
    // Landings and listings keyed by a slug: /pref/tokyo, /a/ginza, /k/chapel, /magazine/tag/dress …
    const prev = all[i - 1];
    if (prev && ['pref', 'r', 'a', 'd', 's', 'k', 'ws', 'g', 'overseas', 'tag', 'category', 'ranking', 'region', 'writer', 'brands'].includes(prev)) return '{slug}';
    return seg;
  });
  return parts.join('/');
}

/** First, last and evenly spaced members of each type, at most PER_TYPE of each. */
function sample(urls: string[]): string[] {
  const byType = new Map<string, string[]>();
  for (const u of urls) {
    const t = pageType(u);
    byType.set(t, [...(byType.get(t) ?? []), u]);
  }
  const out: string[] = [];
  for (const list of byType.values()) {
    if (list.length <= PER_TYPE) out.push(...list);
    else {
      const step = (list.length - 1) / (PER_TYPE - 1);
      out.push(...new Set(Array.from({ length: PER_TYPE }, (_, i) => list[Math.round(i * step)])));
    }
  }
  return out;
}

async function inParallel<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  }));
  return out;
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

interface Checked { url: string; status: number; canonical: string | null; noindex: boolean; title: string | null }

async function check(url: string): Promise<Checked> {
  const { status, body } = await text(url);
  const head = body.slice(0, body.indexOf('</head>') + 1 || undefined);
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(head)?.[1] ?? /<link[^>]*href="([^"]*)"[^>]*rel="canonical"/.exec(head)?.[1] ?? null;
  const robots = /<meta[^>]*name="robots"[^>]*content="([^"]*)"/.exec(head)?.[1] ?? '';
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null;
  return { url, status, canonical: canonical && decode(canonical), noindex: /noindex/i.test(robots), title: title && decode(title) };
}

let urls: string[] = [];
let checked: Checked[] = [];

beforeAll(async () => {
  const index = await text(`${baseURL}/sitemap.xml`);
  expect(index.status).toBe(200);
  const parts = locs(index.body);
  const bodies = await inParallel(parts, CONCURRENCY, text);
  bodies.forEach((b, i) => {
    if (b.status !== 200) throw new Error(`${parts[i]} answered ${b.status}`);
  });
  urls = bodies.flatMap((b) => locs(b.body));
  checked = await inParallel(sample(urls), CONCURRENCY, check);
});

describe('the sitemap, as a crawler reads it', () => {
  it('lists every public page type', () => {
    const types = new Set(urls.map(pageType));
    for (const t of ['/', '/halls/search/', '/fairs', '/ranking/{slug}', '/pref/{slug}', '/r/{slug}', '/a/{slug}', '/s/{id}', '/ranking/region/{slug}', '/k/{slug}', '/ws/{slug}', '/g/{id}',
      '/overseas', '/halls/{id}', '/halls/{id}/fairs', '/halls/{id}/reviews', '/halls/{id}/brides', '/halls/{id}/fairs/{id}', '/magazine', '/magazine/{id}', '/brides/{id}', '/ring/rings/{id}', '/guide']) {
      expect([...types]).toContain(t);
    }
  });

  it('lists no URL twice', () => {
    expect(urls.length).toBe(new Set(urls).size);
  });

  it('every sampled page answers 200, names itself as canonical and may be indexed', () => {
    const bad = checked.filter((c) => c.status !== 200 || c.canonical !== c.url || c.noindex)
      .map((c) => `${c.url}: ${c.status}${c.canonical !== c.url ? ` canonical ${c.canonical}` : ''}${c.noindex ? ' noindex' : ''}`);
    expect(bad).toEqual([]);
    expect(checked.length).toBeGreaterThan(100);
  });

  it('no two indexable pages share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const c of checked) if (c.title && !c.noindex) byTitle.set(c.title, [...(byTitle.get(c.title) ?? []), c.url]);
    const shared = [...byTitle].filter(([, list]) => list.length > 1).map(([title, list]) => `${title}: ${list.join(' ')}`);
    expect(shared).toEqual([]);
    expect(checked.every((c) => c.title)).toBe(true);
  });
});
