// The review vocabulary, apart from the schemas: the review filters and summaries show its labels
// without bringing zod into the browser's first load. halls.ts re-exports it.

/** Who wrote a review: a guest who attended, the bride after her wedding, a couple who visited a fair. */
export const reviewerTypeKeys = ['guest', 'married', 'fair'] as const;
export const REVIEWER_TYPE_LABELS: Record<(typeof reviewerTypeKeys)[number], string> = {
  guest: '列席者',
  married: '挙式済み',
  fair: 'フェア参加',
};

export const seasonKeys = ['spring', 'summer', 'autumn', 'winter'] as const;
export const SEASON_LABELS: Record<(typeof seasonKeys)[number], string> = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' };

/** Scored review categories. */
export const reviewCategoryKeys = ['ceremony', 'reception', 'food', 'staff', 'cost', 'location'] as const;
export const REVIEW_CATEGORY_LABELS: Record<(typeof reviewCategoryKeys)[number], string> = {
  ceremony: '挙式',
  reception: '披露宴会場',
  food: '料理',
  staff: 'スタッフ',
  cost: 'コスパ',
  location: 'ロケーション',
};

export const commentOrderKeys = ['newest', 'oldest', 'rating_high', 'rating_low', 'helpful'] as const;

/** The cost reports' sort orders (/halls/:id/costs). */
export const costsOrderKeys = ['newest', 'cost_high', 'cost_low', 'guests_high', 'guests_low'] as const;

/** The hall's bride reports' sort orders (/halls/:id/brides). */
export const bridesOrderKeys = ['newest', 'popular', 'wedding_date'] as const;
