import { z } from 'zod';
import { endpoint, slug } from './define';
import { getGeoPrefecture, getHallRanking, getPickupWeddings, getPlaceStats, getPrefecturePosts, getPrHalls } from './directory';

/** How much of each part the prefecture's page shows: each part answers as its own endpoint would with these. */
export const PREFECTURE_PAGE_SIZES = { ranking: 5, pickup_weddings: 4, posts: 4 } as const;

/**
 * GET /api/wn/geo/prefectures/{slug}/page (ours, not in the spec): what a prefecture's landing shows
 * besides its hall search, read in one statement instead of one call per part. Each part is exactly
 * the answer of its own endpoint (/api/wn/geo/prefectures/{slug}, ranking?prefecture_slug={slug}&limit=5,
 * /api/pr_hall, /api/wn/stats?prefecture_slug={slug}, pickup_weddings?limit=4, prefecture_posts?per_page=4),
 * made by the same code.
 */
export const getPrefecturePage = endpoint({
  method: 'GET',
  path: '/api/wn/geo/prefectures/:slug/page',
  input: z.object({ slug: slug() }),
  output: z.object({
    geo: getGeoPrefecture.output,
    ranking: getHallRanking.output,
    pr_halls: getPrHalls.output,
    stats: getPlaceStats.output,
    pickup_weddings: getPickupWeddings.output,
    posts: getPrefecturePosts.output,
  }),
  auth: 'none',
  cacheSeconds: 300,
  // Besides its domain (geo): the halls (counts, ranking, PR, figures), and every pickup wedding and column.
  cacheTags: () => ['halls', 'halls#list', 'pickup_weddings', 'prefecture_posts'],
});
export type PrefecturePage = z.infer<typeof getPrefecturePage.output>;
