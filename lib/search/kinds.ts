// The site search's kinds and limits, without the contract's schemas: pages and components read
// these, and importing them from the contract would put zod in their first load.

/** The kinds of item the site search finds, in the order the results page shows them. */
export const SEARCH_KINDS = ['hall', 'fair', 'article', 'report', 'ring'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  hall: '式場', fair: 'フェア', article: '記事', report: '花嫁レポ', ring: '指輪',
};
/** A kind's own page counts its matches up to here (50 pages of 20); the page says 「1,000件以上」. */
export const SEARCH_COUNT_CAP = 1000;
/** The grouped page (every kind's first few) counts each kind up to here: 「100件以上」. */
export const SEARCH_GROUP_COUNT_CAP = 100;
export const SEARCH_QUERY_MAX = 100;
