// `npx tsx scripts/search-timing.ts` with DATABASE_URL: the site search's reads timed in-process (no build, no HTTP):
// each case run 3 times to warm, then 30 times in a row; prints p50 and p95 in ms (docs/search.md "Speed").
import { getDb } from '@/server/db/client';
import { siteSearch } from '@/server/search/siteSearch';
import { searchSuggest } from '@/server/search/suggest';

const cases: [string, () => Promise<unknown>][] = [];
async function main() {
  const db = await getDb();
  const q = (label: string, fn: () => Promise<unknown>) => cases.push([label, fn]);
  q('/search?q=ガーデン', () => siteSearch(db, { q: 'ガーデン', page: 1 }));
  q('/search?q=和装&kind=article', () => siteSearch(db, { q: '和装', kind: 'article', page: 1 }));
  q('/magazine?s=ドレス (kind=article)', () => siteSearch(db, { q: 'ドレス', kind: 'article', page: 1 }));
  q('/api/search?q=結婚式場', () => siteSearch(db, { q: '結婚式場', page: 1 }));
  q('/api/search?q=費用 東京', () => siteSearch(db, { q: '費用 東京', page: 1 }));
  q('/api/search?q=ｶﾞｰﾃﾞﾝ&kind=hall&pref=tokyo', () => siteSearch(db, { q: 'ｶﾞｰﾃﾞﾝ', kind: 'hall', pref: 'tokyo', page: 1 }));
  q('/api/search/suggest?q=ぎん', () => searchSuggest(db, { q: 'ぎん' }));
  for (const [label, fn] of cases) {
    for (let i = 0; i < 3; i++) await fn();
    const ms: number[] = [];
    for (let i = 0; i < 30; i++) { const t = performance.now(); await fn(); ms.push(performance.now() - t); }
    ms.sort((a, b) => a - b);
    console.log(`| ${label} | ${ms[14].toFixed(1)} | ${ms[Math.ceil(0.95 * 30) - 1].toFixed(1)} |`);
  }
  process.exit(0);
}
main();
