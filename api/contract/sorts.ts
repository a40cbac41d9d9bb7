// The directory's sort orders, apart from the schemas: the sort links import them without
// bringing zod into the browser's first load. directory.ts re-exports them.

/** s: sort. The first five are the search sorts of §9; created_at_desc is the hall-list sort. */
export const SORTS = {
  recommended: 'おすすめ順',
  rating: '口コミ評価が高い順',
  review_count: '口コミ件数が多い順',
  price_high: '費用が高い順',
  price_low: '費用が安い順',
  created_at_desc: '新着順',
} as const;

/** The hall ranking's orders. */
export const RANKING_SORTS = { rating: '口コミ評価', review_count: '口コミ件数', pv: '閲覧数' } as const;
