import path from 'node:path';
import { DEFAULT_BUDGET, firstLoadJs } from '../../scripts/jsBudget';

// Runs in the e2e project because `npm run test:e2e` builds first: it reads that build's output.
const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

const KiB = 1024;

/**
 * Routes allowed more than DEFAULT_BUDGET (150 KiB), each with the reason, at today's size. Lower
 * these when the reason goes away; never raise one without writing why here.
 */
const BUDGETS: Record<string, number> = {
  // Forms validated in the browser with zod (react-hook-form resolvers or the contract's schema): the schemas come with the page.
  '/halls/[id]/fairs/[fairId]': 207 * KiB,
  '/login': 199 * KiB,
  '/register': 200 * KiB,
  '/referral': 200 * KiB,
  '/password/reset': 199 * KiB,
  '/password/reset/[token]': 199 * KiB,
  '/halls/[id]/review': 188 * KiB,
  '/account/bride-report': 188 * KiB,
  '/reservations/complete': 187 * KiB,
  // Signed-in pages whose components import endpoints or limits from api/contract (zod with them); not public, not indexed.
  '/account': 210 * KiB,
  '/account/reservations': 174 * KiB,
  '/clips': 191 * KiB,
  '/clips/compare': 188 * KiB,
  '/clips/share/[hash]': 188 * KiB,
  '/mypage/gifttickets': 189 * KiB,
  '/mypage/gifttickets/[id]': 191 * KiB,
  '/mypage/reviews': 189 * KiB,
  '/staff/reviews': 185 * KiB,
  // The hall page: the richest page (gallery, reviews, costs, fairs, plans, Q&A, action bar), ~18 KiB of its own code, no zod.
  '/halls/[id]': 166 * KiB,
  '/halls/[id]/[slug]': 166 * KiB,
  // The app shell is 147.4 KiB since every domain's slice (reducers, thunks with lazy endpoints), the header's
  // favourite count, the footer's links and the pending action replay joined it (speed left it at 142 KiB). Pages
  // whose own code is 3–10 KiB (no zod: checked in the chunks) land 1–8 KiB over 150. Next: inject the domain
  // slices with their pages (combineSlices().inject) so the shell drops back under 142 KiB, then remove these.
  // The search and landing pages carry the phone filter sheet (its count contract loads on first use); the brand page the ring gift claim.
  '/a/[area_slug]': 159 * KiB,
  '/d/[district_slug]': 159 * KiB,
  '/g/[g]': 159 * KiB,
  '/k/[k]': 159 * KiB,
  '/pref/[prefecture_slug]': 159 * KiB,
  '/r/[region_slug]': 159 * KiB,
  '/s/[station_id]': 159 * KiB,
  '/ws/[ws]': 159 * KiB,
  '/overseas': 159 * KiB,
  '/overseas/[destination_slug]': 159 * KiB,
  '/magazine/[id]': 157 * KiB,
  '/halls': 158 * KiB,
  '/halls/search': 158 * KiB,
  '/halls/[id]/fairs': 156 * KiB,
  '/': 156 * KiB,
  '/parents': 156 * KiB,
  '/halls/[id]/reviews': 156 * KiB,
  '/halls/[id]/costs': 155 * KiB,
  '/ring/brands/[id]': 156 * KiB,
  '/company': 155 * KiB,
  '/membership-terms': 155 * KiB,
  '/privacy': 155 * KiB,
  '/ring/rings/[id]': 155 * KiB,
  '/terms': 155 * KiB,
  '/ring': 155 * KiB,
  '/ring/favorites': 155 * KiB,
  '/ring/rings': 155 * KiB,
  '/brides': 155 * KiB,
  '/go_to_wedding': 155 * KiB,
  '/go_to_wedding/[version]': 155 * KiB,
  '/halls/[id]/photos': 155 * KiB,
  '/halls/[id]/brides': 155 * KiB,
  '/diagnosis/[id]': 154 * KiB,
  '/brides/[id]': 154 * KiB,
  '/brides/tags/[id]': 154 * KiB,
  '/halls/[id]/plans': 154 * KiB,
  '/magazine/category/[id]': 154 * KiB,
  '/magazine/category/[id]/page/[n]': 154 * KiB,
  '/ranking': 155 * KiB,
  '/ranking/[prefecture_slug]': 155 * KiB,
  '/ranking/region/[region_slug]': 155 * KiB,
  '/diagnosis': 154 * KiB,
  '/lp/kaoawase_template': 154 * KiB,
  '/magazine': 154 * KiB,
  '/magazine/tag/[tag]/page/[n]': 154 * KiB,
  '/ring/brands': 154 * KiB,
  '/tag/[tag]': 154 * KiB,
  '/tag/[tag]/page/[n]': 154 * KiB,
  '/magazine/recent': 154 * KiB,
  '/magazine/recent/page/[n]': 154 * KiB,
  '/magazine/tag/[tag]': 154 * KiB,
  '/parents/r/[token]': 153 * KiB,
  '/fairs': 153 * KiB,
  '/magazine/writers/[id]': 153 * KiB,
  '/photos': 153 * KiB,
  '/contact': 152 * KiB,
  '/magazine/writers': 152 * KiB,
  '/brides/[id]/albums/[albumId]': 152 * KiB,
  '/photo-print': 152 * KiB,
  '/diagnosis/[id]/answer': 151 * KiB,
  '/enquete': 151 * KiB,
  '/special': 151 * KiB,
  '/staff/attendances': 151 * KiB,
  '/staff/gifttickets': 151 * KiB,
  '/diagnosis/[id]/thanks': 151 * KiB,
};

describe('first-load JavaScript budget (gzip, from the build manifest)', () => {
  const routes = firstLoadJs(distDir);

  it('reads every page route of the build', () => {
    expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['/', '/halls/[id]', '/halls/search', '/magazine/[id]']));
    for (const r of routes) expect(r.gzipBytes).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.route, r] as const))('%s stays within its budget', (route, r) => {
    const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
    const over = r.gzipBytes > budget ? `${route}: ${(r.gzipBytes / 1024).toFixed(1)} KiB > ${(budget / 1024).toFixed(0)} KiB (${r.files.join(', ')})` : '';
    expect(over).toBe('');
  });
});
