/** Business constants of spec §9, in one place. */
export const SITE_NAME = 'musubi';
export const SITE_NAME_JA = 'ムスビ';
export const SITE_PAGE_SIZE = 18;
export const PAGINATION_LINKS = 10;
export const CLIP_LIST_PAGE_SIZE = 30;
export const RECENT_POSTS_PER_PAGE = 20;
export const RANKING_DEFAULT_TERM = 'day' as const;
export const PV_RANKING_START = 0;
export const PV_RANKING_STOP = 20;
export const BRIDE_PHOTOS_PER_PAGE = 36;
export const HALL_FAIRS_PER_PAGE = 4;
export const RANKING_DEFAULT_PREFECTURE = 'tokyo';
export const DEFAULT_REGION = 'kanto';
export const DEFAULT_PREFECTURE = 'tokyo';
export const EXCERPT_LENGTH = 120;
export const PHOTO_PLACEHOLDER_MAX = 4;
export const SEASON_QUARTERS = 20;
export const PROMO_AMOUNTS = [10000, 100000] as const;

export const BREAKPOINTS = { tablet: 768, pc: 1024, largePc: 1240 } as const;
export const SMALL_BELOW = 768;
export const RESIZE_FLAG_MS = 400;
export const SCROLL_OFFSET = 80;
export const SCROLL_OFFSET_AT_TOP = 160;

export const IMAGE_WIDTHS = { i: 100, t: 250, s: 500, l: 700, xl: 1200 } as const;
export const SRCSET_SIZES = [
  [670, 448],
  [1005, 672],
  [1340, 896],
] as const;

export const COMMENT_STATS_PEOPLE_BANDS = [40, 60, 80, 100, 101] as const;
export const COMMENT_STATS_PRICE_BANDS = [1000000, 2000000, 3000000, 4000000, 4000001] as const;

export const UUID_KEEP_DAYS = 7300;
export const PENDING_UUID_TTL_MS = 10000;
export const UUID_REGISTER_ATTEMPTS = 3;
export const UUID_REGISTER_INTERVAL_MS = 500;
/** Not in the spec: how long after load the first page's tracking waits for a tap or scroll before it runs anyway. */
export const VISIT_TRACKING_QUIET_MS = 5000;
export const DEFAULT_COOKIE_DAYS = 365;
/** §9's default cookie expiry in seconds (Max-Age): the cookies with no lifetime of their own (CSRF, pre-session, known device). */
export const DEFAULT_COOKIE_MAX_AGE = DEFAULT_COOKIE_DAYS * 24 * 60 * 60;
export const LOGIN_REDIRECT_STORAGE_KEY = 'musubi_login_redirect';

export const REVIEW_POST_PERIOD_DAY = 1;
export const REVIEW_POST_PERIOD_HOUR = 24;

export const SERVICE_TYPES: Record<number, string> = {
  1: 'ホテル',
  2: '挙式会場',
  3: '結婚式場',
  4: 'レストラン',
  5: '神社・寺院',
  6: 'フォトスタジオ',
  99: 'その他',
};

export const PHOTO_SECTIONS = ['ceremony', 'reception', 'dress', 'cuisine', 'garden', 'decoration', 'facility', 'other'] as const;
export type PhotoSection = (typeof PHOTO_SECTIONS)[number];
export const PHOTO_SECTION_LABELS: Record<PhotoSection, string> = {
  ceremony: '挙式',
  reception: '披露宴',
  dress: 'ドレス',
  cuisine: '料理',
  garden: 'ガーデン',
  decoration: '装花・装飾',
  facility: '施設',
  other: 'その他',
};

export const FAIR_FLAGS = ['has_consultation', 'has_mock_ceremony', 'has_mock_reception', 'has_tasting', 'has_try_dress', 'has_show', 'has_decoration', 'has_food'] as const;
export type FairFlag = (typeof FAIR_FLAGS)[number];
export const FAIR_FLAG_LABELS: Record<FairFlag, string> = {
  has_consultation: '相談会',
  has_mock_ceremony: '模擬挙式',
  has_mock_reception: '模擬披露宴',
  has_tasting: '試食',
  has_try_dress: 'ドレス試着',
  has_show: 'ショー',
  has_decoration: '会場コーディネート',
  has_food: '料理',
};
/** The save an anonymous visitor asked for, kept across the register/login pages (store/pendingAction). */
export const PENDING_ACTION_STORAGE_KEY = 'musubi_pending_action';
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;
