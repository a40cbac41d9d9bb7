import { z } from 'zod';
import { endpoint, id, page, intParam, flag, paginated, slug } from './define';
import { reviewerTypeKeys, REVIEWER_TYPE_LABELS, seasonKeys, SEASON_LABELS, reviewCategoryKeys, REVIEW_CATEGORY_LABELS, commentOrderKeys, costsOrderKeys, bridesOrderKeys } from './reviewVocabulary';

export const location = z.object({
  prefecture_slug: z.string(),
  prefecture_name: z.string(),
  region_slug: z.string(),
  region_name: z.string(),
  area_slug: z.string().nullable(),
  area_name: z.string().nullable(),
  /**
   * 海外挙式: the destination of a hall abroad (api/contract/overseasDestinations), null in Japan.
   * Its prefecture is then that of the Japanese salon where it takes consultations and fairs.
   */
  overseas_destination_slug: z.string().nullable().optional(),
  overseas_destination_name: z.string().nullable().optional(),
});

export const commentStats = z.object({
  /** people bands (§9): 40, 60, 80, 100, 101 (= over 100) */
  range_of_people: z.array(z.number()),
  /** price bands in yen (§9): 1,000,000 … 4,000,001 (= over 4,000,000) */
  range_of_price: z.array(z.number()),
  /** count[i][j]: reviews with guests in people band i and cost in price band j */
  count: z.array(z.array(z.number())),
});

export const coverImage = z.object({ image_url: z.string() });

/** A hall as shown on cards and lists. */
export const hallSummary = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  slug: z.string(),
  area_slug: z.string(),
  address: z.string(),
  access: z.string(),
  station_name: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number(),
  cost: z.number(),
  price_range: z.string(),
  price_min: z.number(),
  price_max: z.number(),
  capacity_min: z.number(),
  capacity_max: z.number(),
  service_id: z.number(),
  service_name: z.string(),
  cover_images: z.array(coverImage),
  location,
  catch_copy: z.string(),
  is_official: z.boolean(),
  has_fair: z.boolean(),
  /** The next date a fair can be reserved for (yyyy-MM-dd); cards of lists that read it. */
  next_fair_date: z.string().nullable().optional(),
  /** One of the hall's fairs offers 特典. */
  has_benefits: z.boolean().optional(),
});

/** The spec's Hall entity (§3), complete. */
export const hall = hallSummary.extend({
  tel: z.string(),
  lat: z.number(),
  lng: z.number(),
  postal_code: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  atmospheres: z.array(z.string()),
  ceremony_styles: z.array(z.string()),
  wedding_styles: z.array(z.string()),
  regulation: z.string(),
  postponed_regulation: z.string(),
  covid_regulation: z.string(),
  best_rate: z.boolean(),
  station_id: z.number().nullable(),
  walk_minutes: z.number().nullable(),
  district_slug: z.string().nullable(),
  hall_question_and_answers: z.array(z.object({ id: z.number(), type: z.string(), question: z.string(), answer: z.string() })),
  comment_stats: commentStats,
});

export type HallSummary = z.infer<typeof hallSummary>;
export type Hall = z.infer<typeof hall>;

export const getHall = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id',
  input: z.object({ id: id(), page: z.unknown().optional() }),
  output: hall,
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- the parts of one hall: /api/wn/halls/{id}/... (spec §7 "Hall reads") ----------

const hallId = z.object({ id: id() });

/** Photo sections of §3, in display order. */
export const photoSectionKeys = ['ceremony', 'reception', 'dress', 'cuisine', 'garden', 'decoration', 'facility', 'other'] as const;
export const photoSection = z.enum(photoSectionKeys, { error: 'must be one of ceremony, reception, dress, cuisine, garden, decoration, facility, other' });

export const photo = z.object({
  id: z.number(),
  section: z.enum(photoSectionKeys),
  section_label: z.string(),
  image_url: z.string(),
  caption: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Photo = z.infer<typeof photo>;

/** A photo posted by a bride who married at the hall; `group` is the album it belongs to (a photo section). */
export const bridePhoto = photo.extend({
  group: z.enum(photoSectionKeys),
  nickname: z.string(),
  wedding_date: z.string(),
  posted_at: z.string(),
});
export type BridePhoto = z.infer<typeof bridePhoto>;

/** A photo from a partner booking site ("zexy"), with its source for attribution. */
export const zexyPhoto = photo.extend({ source_name: z.string(), source_url: z.string() });
export type ZexyPhoto = z.infer<typeof zexyPhoto>;

const hallPv = z.object({ hall_id: z.number(), pv: z.number() });

/** GET /api/wn/halls/{id}/pv: the hall's page views (a read: it counts nothing). */
export const getHallPv = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/pv',
  input: hallId,
  output: hallPv,
  auth: 'none',
  personal: true,
});

/**
 * POST /api/wn/halls/{id}/pv: counts the page view of a registered viewer (a member, or a uuid the
 * server registered), once per hall per Japanese day, and answers the total. Not in the spec, which
 * has only the GET: a GET changes nothing here.
 */
export const recordHallPv = endpoint({
  method: 'POST',
  path: '/api/wn/halls/:id/pv',
  input: hallId,
  output: hallPv.extend({ counted: z.boolean() }),
  auth: 'optional',
  body: 'json',
  cacheNeutral: true,
});

export const benefit = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  conditions: z.string(),
  /** Yen value of the benefit when it is a discount or a gift; null otherwise. */
  amount: z.number().nullable(),
  valid_until: z.string().nullable(),
  is_limited: z.boolean(),
});
export type Benefit = z.infer<typeof benefit>;

export const getHallBenefits = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/benefits',
  input: hallId,
  output: z.object({ items: z.array(benefit) }),
  auth: 'none',
  cacheSeconds: 60,
});

export const getHallBridePhotos = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/bride_photos',
  input: z.object({
    id: id(),
    page: page(),
    group: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), photoSection.optional()),
    per_page: intParam({ min: 1, max: 100, default: 36 }),
  }),
  output: paginated(bridePhoto),
  auth: 'none',
  cacheSeconds: 60,
});

export const photoGroupCount = z.object({ group: z.enum(photoSectionKeys), label: z.string(), count: z.number() });

export const getHallBridePhotosCount = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/bride_photos/count',
  input: hallId,
  output: z.object({ count: z.number(), groups: z.array(photoGroupCount) }),
  auth: 'none',
  cacheSeconds: 60,
});

/** A hall card plus its distance from the hall asked about. */
export const nearbyHall = hallSummary.extend({ distance_km: z.number() });

export const getNearbyHalls = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/nearby_halls',
  input: z.object({ id: id(), limit: intParam({ min: 1, max: 30, default: 6 }) }),
  output: z.object({ items: z.array(nearbyHall) }),
  auth: 'none',
  cacheSeconds: 60,
});

export const getOfficialPhotos = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/official_photos',
  input: z.object({
    id: id(),
    section: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), photoSection.optional()),
  }),
  output: z.object({ items: z.array(photo) }),
  auth: 'none',
  cacheSeconds: 60,
});

/** Each section with its official photo count and its first photos (up to 4, the placeholder of §9). */
export const getPhotoSections = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/photo_sections',
  input: hallId,
  output: z.object({
    sections: z.array(z.object({ section: z.enum(photoSectionKeys), label: z.string(), count: z.number(), photos: z.array(photo) })),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

export const qaTypeKeys = ['ceremony', 'reception', 'cuisine', 'cost', 'fair', 'access', 'facility', 'other'] as const;
export const qaType = z.enum(qaTypeKeys, { error: 'must be one of ceremony, reception, cuisine, cost, fair, access, facility, other' });
export const QA_TYPE_LABELS: Record<(typeof qaTypeKeys)[number], string> = {
  ceremony: '挙式',
  reception: '披露宴',
  cuisine: '料理',
  cost: '費用',
  fair: 'ブライダルフェア',
  access: 'アクセス',
  facility: '設備・サービス',
  other: 'その他',
};
/** A stored Q&A type as one of qaTypeKeys (anything else is その他). */
export const qaTypeOf = (t: string): (typeof qaTypeKeys)[number] => ((qaTypeKeys as readonly string[]).includes(t) ? (t as (typeof qaTypeKeys)[number]) : 'other');

export const questionAndAnswer = z.object({ id: z.number(), type: z.enum(qaTypeKeys), type_label: z.string(), question: z.string(), answer: z.string() });

export const getHallQuestionAndAnswers = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/question_and_answers',
  input: z.object({ id: id(), type: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), qaType.optional()) }),
  output: z.object({
    items: z.array(questionAndAnswer),
    types: z.array(z.object({ type: z.enum(qaTypeKeys), label: z.string(), count: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

/** Up to 8 bride photos chosen for the top of the hall page. */
export const getTopBridePhotos = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/top_bride_photos',
  input: hallId,
  output: z.object({ items: z.array(bridePhoto), total: z.number() }),
  auth: 'none',
  cacheSeconds: 60,
});

export const getZexyPhotos = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/zexy_photos',
  input: z.object({ id: id(), page: page(), per_page: intParam({ min: 1, max: 100, default: 36 }) }),
  output: paginated(zexyPhoto),
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- reviews (口コミ) ----------

export { reviewerTypeKeys, REVIEWER_TYPE_LABELS, seasonKeys, SEASON_LABELS, reviewCategoryKeys, REVIEW_CATEGORY_LABELS, commentOrderKeys, costsOrderKeys, bridesOrderKeys } from './reviewVocabulary';

/** Who wrote a review: a guest who attended, the bride after her wedding, a couple who visited a fair. */
export const reviewerType = z.enum(reviewerTypeKeys, { error: 'must be one of guest, married, fair' });

export const season = z.enum(seasonKeys, { error: 'must be one of spring, summer, autumn, winter' });


export const reviewScores = z.object({
  ceremony: z.number(),
  reception: z.number(),
  food: z.number(),
  staff: z.number(),
  cost: z.number(),
  location: z.number(),
});

export const review = z.object({
  id: z.number(),
  hall_id: z.number(),
  reviewer_type: z.enum(reviewerTypeKeys),
  reviewer_type_label: z.string(),
  nickname: z.string(),
  /** 20代 / 30代 … */
  age_group: z.string(),
  season: z.enum(seasonKeys),
  season_label: z.string(),
  /** Date of the wedding, or of the fair visit (yyyy-MM-dd). */
  event_date: z.string(),
  posted_at: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number(),
  scores: reviewScores,
  guest_count: z.number().nullable(),
  cost: z.number().nullable(),
  helpful_count: z.number(),
  /** The hall's public reply (partners' console): shown under the review with the hall's name and date. */
  reply: z.object({ body: z.string(), hall_name: z.string(), date: z.string() }).nullable().optional(),
});
export type Review = z.infer<typeof review>;

const pick = (v: unknown) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v);


/** comments: status = reviewer type; rating = the whole-star overall score (1..5); season; order. */
export const getHallComments = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/comments',
  input: z.object({
    id: id(),
    status: z.preprocess(pick, reviewerType.optional()),
    rating: intParam({ min: 1, max: 5 }),
    season: z.preprocess(pick, season.optional()),
    order: z.preprocess(pick, z.enum(commentOrderKeys, { error: 'must be one of newest, oldest, rating_high, rating_low, helpful' }).default('newest')),
    page: page(),
    per_page: intParam({ min: 1, max: 50, default: 10 }),
  }),
  output: paginated(review),
  auth: 'none',
  cacheSeconds: 60,
});

/** Totals for the review summary: by reviewer type, by star, and the average of every category. */
export const getHallCommentsCount = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/comments/count',
  input: z.object({ id: id(), status: z.preprocess(pick, reviewerType.optional()) }),
  output: z.object({
    count: z.number(),
    by_status: z.object({ guest: z.number(), married: z.number(), fair: z.number() }),
    by_rating: z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() }),
    average: reviewScores.extend({ rating: z.number() }),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

/** The comment-stats grid (§9): reviews counted by guest count band × cost band. */
export const getHallCommentStats = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/comment-stats',
  input: hallId,
  output: commentStats.extend({ total: z.number() }),
  auth: 'none',
  cacheSeconds: 60,
});

/** reviews: the same 口コミ, by season and reviewer type (type). */
export const getHallReviews = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/reviews',
  input: z.object({
    id: id(),
    season: z.preprocess(pick, season.optional()),
    type: z.preprocess(pick, reviewerType.optional()),
    page: page(),
    per_page: intParam({ min: 1, max: 50, default: 10 }),
  }),
  output: paginated(review).extend({
    seasons: z.array(z.object({ season: z.enum(seasonKeys), label: z.string(), count: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

// ---------- plans, bride reports, cost reports ----------

export const plan = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  guest_count: z.number(),
  /** What the plan includes: 挙式料, 料理, 衣装 … */
  includes: z.array(z.string()),
  valid_until: z.string().nullable(),
  is_popular: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const getHallPlans = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/plans',
  input: z.object({ id: id(), page: page(), per_page: intParam({ min: 1, max: 50, default: 10 }) }),
  output: paginated(plan),
  auth: 'none',
  cacheSeconds: 60,
});

export const getHallPlansCount = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/plans/count',
  input: hallId,
  output: z.object({ count: z.number() }),
  auth: 'none',
  cacheSeconds: 60,
});

/** A bride's report of her wedding at this hall (花嫁レポート); its id is her user id, its page report_url. */
export const hallBrideReport = z.object({
  id: z.number(),
  user_id: z.number(),
  hall_id: z.number(),
  nickname: z.string(),
  icon_url: z.string(),
  wedding_date: z.string(),
  season: z.enum(seasonKeys),
  season_label: z.string(),
  guest_count: z.number(),
  cost: z.number(),
  style: z.string(),
  taste: z.string(),
  title: z.string(),
  comment: z.string(),
  cover_image_url: z.string(),
  photo_urls: z.array(z.string()),
  photo_count: z.number(),
  loved_count: z.number(),
  posted_at: z.string(),
  report_url: z.string(),
});
export type HallBrideReport = z.infer<typeof hallBrideReport>;


/** brides: season filter; order; comments=true keeps only reports with a written comment. */
export const getHallBrides = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/brides',
  input: z.object({
    id: id(),
    season: z.preprocess(pick, season.optional()),
    order: z.preprocess(pick, z.enum(bridesOrderKeys, { error: 'must be one of newest, popular, wedding_date' }).default('newest')),
    page: page(),
    comments: flag(),
    per_page: intParam({ min: 1, max: 50, default: 10 }),
  }),
  output: paginated(hallBrideReport),
  auth: 'none',
  cacheSeconds: 60,
});

export const costItem = z.object({ name: z.string(), amount: z.number() });

/** A cost report (費用明細): what a couple really paid, itemised. */
export const costReport = z.object({
  id: z.number(),
  hall_id: z.number(),
  nickname: z.string(),
  wedding_date: z.string(),
  season: z.enum(seasonKeys),
  guest_count: z.number(),
  total: z.number(),
  per_person: z.number(),
  /** The estimate at the first visit, to compare with the total. */
  initial_estimate: z.number(),
  items: z.array(costItem),
  comment: z.string(),
});
export type CostReport = z.infer<typeof costReport>;


/** costs: n = guest count — only reports within the §9 people band containing n (40, 60, 80, 100, over 100). */
export const getHallCosts = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/costs',
  input: z.object({
    id: id(),
    n: intParam({ min: 1, max: 1000 }),
    order: z.preprocess(pick, z.enum(costsOrderKeys, { error: 'must be one of newest, cost_high, cost_low, guests_high, guests_low' }).default('newest')),
    page: page(),
    per_page: intParam({ min: 1, max: 50, default: 10 }),
  }),
  output: paginated(costReport).extend({
    average_total: z.number(),
    average_guest_count: z.number(),
    average_per_person: z.number(),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /api/v3/wn/halls/{id}/summary_images/: the cover and the first photo of each section that has one. */
export const getHallSummaryImages = endpoint({
  method: 'GET',
  path: '/api/v3/wn/halls/:id/summary_images',
  input: hallId,
  output: z.object({
    cover_images: z.array(coverImage),
    images: z.array(z.object({ section: z.enum(photoSectionKeys), label: z.string(), image_url: z.string(), count: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /api/wn/halls/by_slug: the hall of the route /halls/{areaSlug}/{slug} (its canonical page is /halls/{id}). */
export const getHallBySlug = endpoint({
  method: 'GET',
  path: '/api/wn/halls/by_slug',
  input: z.object({ area_slug: slug(), slug: slug() }),
  output: hall,
  auth: 'none',
  cacheSeconds: 60,
});
