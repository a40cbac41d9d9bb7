import { z } from 'zod';
import { endpoint, id, page, intParam, flag, multi, slug, paginated, ok } from './define';
import { hallSummary } from './halls';
import { RANKING_SORTS, SORTS } from './sorts';
import { FEATURES, BUDGETS, SERVICES, ATMOSPHERES, CEREMONY_STYLES, WEDDING_STYLES } from './searchVocabulary';
import { OVERSEAS_DESTINATIONS } from './overseasDestinations';

// ---------- the search vocabulary (docs/search.md): in ./searchVocabulary, zod-free for the browser ----------

export * from './searchVocabulary';
export * from './overseasDestinations';
export { SORTS } from './sorts';

export type FeatureKey = keyof typeof FEATURES;
export type BudgetKey = keyof typeof BUDGETS;
export type ServiceKey = keyof typeof SERVICES;
export type AtmosphereKey = keyof typeof ATMOSPHERES;
export type CeremonyStyleKey = keyof typeof CEREMONY_STYLES;
export type WeddingStyleKey = keyof typeof WEDDING_STYLES;
export type SortKey = keyof typeof SORTS;

const keysOf = <T extends object>(o: T) => Object.keys(o) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];
const oneOf = <T extends object>(o: T) => z.enum(keysOf(o), { error: `must be one of ${Object.keys(o).join(', ')}` });
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v);

/**
 * Every filter of §3 "Hall search filters". Multi-value ones accept repeats, `name[]` and commas;
 * empty strings are dropped (§5). Unknown values answer 400 naming the parameter.
 */
export const hallSearchFilters = z.object({
  k: multi(oneOf(FEATURES)).optional(),
  p: z.preprocess(first, oneOf(BUDGETS).optional()),
  g: multi(oneOf(SERVICES)).optional(),
  t: multi(oneOf(ATMOSPHERES)).optional(),
  c: multi(oneOf(CEREMONY_STYLES)).optional(),
  ws: multi(oneOf(WEDDING_STYLES)).optional(),
  /** Free text in any script: kanji, hiragana, katakana, latin (normalised NFKC, kana-folded). */
  name: z.preprocess(first, z.string().trim().max(100).optional()),
  /** Guest count: the hall's capacity must hold it. */
  people: intParam({ min: 1, max: 1000 }),
  s: z.preprocess(first, oneOf(SORTS).default('recommended')),
  official: flag(),
  best_rate: flag(),
  station_id: z.preprocess(first, id().optional()),
  district_slug: slug().optional(),
  region_slugs: multi(z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be a slug')).optional(),
  area_slug: slug().optional(),
  prefecture_slug: slug().optional(),
  /** Several prefectures chosen in the search form (any of them). */
  s_prefecture_slug: multi(z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be a slug')).optional(),
  /**
   * 海外挙式: the halls of one overseas destination (§3's enumeration). A place in Japan (prefecture,
   * region, area, district, station) never matches a hall abroad.
   */
  overseas_destination_slug: z.preprocess(first, oneOf(OVERSEAS_DESTINATIONS).optional()),
  /** true: only halls abroad (any destination); false: only halls in Japan. */
  overseas: flag(),
  /** Halls taking part in a Go To Wedding campaign version (/go_to_wedding/{version}/). */
  campaign: slug().optional(),
});
export type HallSearchFilters = z.output<typeof hallSearchFilters>;
export type HallSearchQuery = z.input<typeof hallSearchFilters>;

/** GET /api/halls/: one page of 18 (§9). */
export const searchHalls = endpoint({
  method: 'GET',
  path: '/api/halls',
  input: hallSearchFilters.extend({ page: page(), per_page: intParam({ min: 1, max: 50, default: 18 }) }),
  output: paginated(hallSummary),
  auth: 'none',
  cacheSeconds: 60,
});

export const countHalls = endpoint({
  method: 'GET',
  path: '/api/halls/count',
  input: hallSearchFilters,
  output: z.object({ count: z.number() }),
  auth: 'none',
  cacheSeconds: 60,
});

const countedPlace = z.object({ slug: z.string(), name: z.string(), count: z.number() });

/** The input of a place's figures and filter counts: the narrowest of area, prefecture, region, or abroad. */
const placeInput = {
  prefecture_slug: slug().optional(),
  region_slug: slug().optional(),
  area_slug: slug().optional(),
  overseas_destination_slug: z.preprocess(first, oneOf(OVERSEAS_DESTINATIONS).optional()),
  /** Every hall abroad (when no destination is given). */
  overseas: flag(),
};

/**
 * GET /api/halls/aggregate_area/: how many halls match the current non-geographic filters
 * in each region, prefecture and area (geographic filters are ignored so the counts can
 * guide a change of place).
 */
export const aggregateHallAreas = endpoint({
  method: 'GET',
  path: '/api/halls/aggregate_area',
  input: hallSearchFilters,
  output: z.object({
    total: z.number(),
    regions: z.array(
      countedPlace.extend({
        prefectures: z.array(countedPlace.extend({ id: z.number(), areas: z.array(countedPlace) })),
      }),
    ),
    /** 海外挙式: the destinations, every one of them (total counts the regions' and these). */
    overseas_destinations: z.array(countedPlace),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

const conditionOption = z.object({ value: z.string(), label: z.string(), count: z.number() });

/** GET /api/wn/hall_search_conditions: the vocabulary with labels and hall counts (within a place if given). */
export const getHallSearchConditions = endpoint({
  method: 'GET',
  path: '/api/wn/hall_search_conditions',
  input: z.object(placeInput),
  output: z.object({
    total: z.number(),
    k: z.array(conditionOption),
    p: z.array(conditionOption),
    g: z.array(conditionOption),
    t: z.array(conditionOption),
    c: z.array(conditionOption),
    ws: z.array(conditionOption),
    s: z.array(z.object({ value: z.string(), label: z.string() })),
    people: z.array(z.object({ value: z.number(), label: z.string() })),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

// ---------- geography ----------

export const regionRef = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export const prefectureRef = z.object({ id: z.number(), slug: z.string(), name: z.string(), lat: z.number(), lng: z.number() });
export const areaRef = z.object({ id: z.number(), slug: z.string(), name: z.string(), prefecture_slug: z.string(), lat: z.number(), lng: z.number() });
export const districtRef = z.object({ id: z.number(), slug: z.string(), name: z.string(), area_slug: z.string() });
export const stationRef = z.object({ id: z.number(), name: z.string(), lines: z.array(z.string()), prefecture_slug: z.string(), area_slug: z.string().nullable(), lat: z.number(), lng: z.number() });
const withCount = { hall_count: z.number() };
export const overseasDestinationRef = z.object({ slug: z.string(), name: z.string(), country_name: z.string() });

export const regionWithPrefectures = regionRef.extend({
  hall_count: z.number(),
  prefectures: z.array(prefectureRef.extend(withCount)),
});

/** GET /api/search_props: what the search form needs: places with counts, sorts, page size. */
export const getSearchProps = endpoint({
  method: 'GET',
  path: '/api/search_props',
  input: z.object({ prefecture_slug: slug().optional() }),
  output: z.object({
    regions: z.array(regionWithPrefectures),
    /** Areas and stations of prefecture_slug (default tokyo, §4). */
    prefecture: prefectureRef,
    areas: z.array(areaRef.extend(withCount)),
    stations: z.array(stationRef.extend(withCount)),
    /** 海外挙式: every destination with its halls. */
    overseas_destinations: z.array(overseasDestinationRef.extend(withCount)),
    sorts: z.array(z.object({ value: z.string(), label: z.string() })),
    page_size: z.number(),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoRegions = endpoint({
  method: 'GET',
  path: '/api/wn/geo/regions',
  input: z.object({}),
  output: z.object({ regions: z.array(regionWithPrefectures) }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoRegion = endpoint({
  method: 'GET',
  path: '/api/wn/geo/regions/:slug',
  input: z.object({ slug: slug() }),
  output: z.object({ region: regionWithPrefectures, neighbours: z.array(regionRef) }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoPrefecture = endpoint({
  method: 'GET',
  path: '/api/wn/geo/prefectures/:slug',
  input: z.object({ slug: slug() }),
  output: z.object({
    prefecture: prefectureRef.extend(withCount),
    region: regionRef,
    areas: z.array(areaRef.extend(withCount)),
    stations: z.array(stationRef.extend(withCount)),
    /** The other prefectures of the region. */
    neighbours: z.array(prefectureRef.extend(withCount)),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoArea = endpoint({
  method: 'GET',
  path: '/api/wn/geo/areas/:slug',
  input: z.object({ slug: slug() }),
  output: z.object({
    area: areaRef.extend(withCount),
    prefecture: prefectureRef,
    region: regionRef,
    districts: z.array(districtRef.extend(withCount)),
    stations: z.array(stationRef.extend(withCount)),
    /** The other areas of the prefecture. */
    neighbours: z.array(areaRef.extend(withCount)),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoDistrict = endpoint({
  method: 'GET',
  path: '/api/wn/geo/districts/:slug',
  input: z.object({ slug: slug() }),
  output: z.object({
    district: districtRef.extend(withCount),
    area: areaRef,
    prefecture: prefectureRef,
    region: regionRef,
    neighbours: z.array(districtRef.extend(withCount)),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getGeoStation = endpoint({
  method: 'GET',
  path: '/api/wn/geo/stations/:id',
  input: z.object({ id: id() }),
  output: z.object({
    station: stationRef.extend(withCount),
    area: areaRef.nullable(),
    prefecture: prefectureRef,
    region: regionRef,
    /** The closest other stations. */
    neighbours: z.array(stationRef.extend(withCount).extend({ distance_km: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /api/wn/geo/overseas_destinations: 海外挙式, every destination with its halls (§3's enumeration, in order). */
export const getOverseasDestinations = endpoint({
  method: 'GET',
  path: '/api/wn/geo/overseas_destinations',
  input: z.object({}),
  output: z.object({
    /** All halls abroad. */
    hall_count: z.number(),
    destinations: z.array(overseasDestinationRef.extend(withCount)),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /api/wn/geo/overseas_destinations/{slug}: one destination (404 when the slug is not one). */
export const getOverseasDestination = endpoint({
  method: 'GET',
  path: '/api/wn/geo/overseas_destinations/:slug',
  input: z.object({ slug: slug() }),
  output: z.object({
    destination: overseasDestinationRef.extend(withCount),
    /** The other destinations. */
    neighbours: z.array(overseasDestinationRef.extend(withCount)),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

// ---------- rankings, PR, stats ----------

export const rankedHall = hallSummary.extend({ rank: z.number() });

export { RANKING_SORTS } from './sorts';

/** GET /api/wn/halls/ranking/: top 20 of a prefecture (default tokyo) or, with region_slug, of a region. */
export const getHallRanking = endpoint({
  method: 'GET',
  path: '/api/wn/halls/ranking',
  input: z.object({
    prefecture_slug: z.preprocess(first, z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be a slug').default('tokyo')),
    region_slug: slug().optional(),
    s: z.preprocess(first, oneOf(RANKING_SORTS).default('rating')),
    limit: intParam({ min: 1, max: 50, default: 20 }),
  }),
  output: z.object({
    prefecture: prefectureRef.nullable(),
    region: regionRef,
    s: z.string(),
    items: z.array(rankedHall),
    /** The rating ranking's Bayesian average (lib/halls/rankingFormula): the prior weight and the region's mean. */
    formula: z.object({ prior_weight: z.number(), region_mean: z.number() }).optional(),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /api/pr_hall: the halls with a paid placement in a prefecture (PR枠). */
export const getPrHalls = endpoint({
  method: 'GET',
  path: '/api/pr_hall',
  input: z.object({ prefecture_slug: z.preprocess(first, z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be a slug').default('tokyo')) }),
  output: z.object({ items: z.array(hallSummary) }),
  auth: 'none',
  cacheSeconds: 300,
});

/**
 * GET /api/wn/stats: figures of a place (the narrowest of area, prefecture, region; an overseas
 * destination, or every hall abroad; every hall without one).
 */
export const getPlaceStats = endpoint({
  method: 'GET',
  path: '/api/wn/stats',
  input: z.object(placeInput),
  output: z.object({
    scope: z.enum(['all', 'region', 'prefecture', 'area', 'overseas', 'overseas_destination']),
    name: z.string(),
    hall_count: z.number(),
    review_count: z.number(),
    average_cost: z.number(),
    average_rating: z.number(),
    average_guest_count: z.number(),
    min_cost: z.number(),
    max_cost: z.number(),
    /** Halls per service type, keyed by g value. */
    by_service: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 300,
});

// ---------- editorial lists ----------

export const hallVideo = z.object({
  id: z.number(),
  hall_id: z.number(),
  hall_name: z.string(),
  prefecture_slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string(),
  video_url: z.string(),
  duration_seconds: z.number(),
  published_at: z.string(),
});
export type HallVideo = z.infer<typeof hallVideo>;

export const getHallVideos = endpoint({
  method: 'GET',
  path: '/api/wn/hall_videos',
  input: z.object({ prefecture: slug().optional(), hall_id: z.preprocess(first, id().optional()), page: page(), per_page: intParam({ min: 1, max: 50, default: 18 }) }),
  output: paginated(hallVideo),
  auth: 'none',
  cacheSeconds: 300,
});

/** A bride report in the spec's pickup shape (§3 "Bride report (pickup)"). */
export const pickupBride = z.object({
  id: z.number(),
  user_id: z.number(),
  hall_id: z.number().nullable(),
  basic_nickname: z.string(),
  basic_region: z.string(),
  basic_iconimage: z.string(),
  reception_cover_image2: z.object({ photo: z.object({ photo_url: z.string() }) }),
  reception_place: z.string(),
  reception_taste: z.string(),
  reception_style: z.string(),
  profile_share_url: z.string(),
});

export const getPickupBrides = endpoint({
  method: 'GET',
  path: '/api/wn/pickup_brides',
  input: z.object({ prefecture: slug().optional(), limit: intParam({ min: 1, max: 30, default: 10 }) }),
  output: z.object({ items: z.array(pickupBride) }),
  auth: 'none',
  cacheTags: () => ['brides#list'],
  cacheSeconds: 300,
});

export const pickupWedding = z.object({
  id: z.number(),
  hall_id: z.number(),
  hall_name: z.string(),
  prefecture_slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image_url: z.string(),
  couple_name: z.string(),
  wedding_date: z.string(),
  guest_count: z.number(),
  style: z.string(),
});

export const getPickupWeddings = endpoint({
  method: 'GET',
  path: '/api/wn/pickup_weddings',
  input: z.object({ prefecture: slug().optional(), limit: intParam({ min: 1, max: 30, default: 10 }) }),
  output: z.object({ items: z.array(pickupWedding) }),
  auth: 'none',
  cacheSeconds: 300,
});

export const prefecturePost = z.object({
  id: z.number(),
  prefecture_slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image_url: z.string(),
  published_at: z.string(),
});

export const getPrefecturePosts = endpoint({
  method: 'GET',
  path: '/api/wn/prefecture_posts',
  input: z.object({ prefecture: slug().optional(), page: page(), per_page: intParam({ min: 1, max: 50, default: 10 }) }),
  output: paginated(prefecturePost),
  auth: 'none',
  cacheSeconds: 300,
});

export const preparationGuide = z.object({
  id: z.number(),
  step: z.number(),
  /** When to do it, e.g. 「挙式の10〜12か月前」. */
  timing: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image_url: z.string(),
});

export const getWeddingPreparationGuides = endpoint({
  method: 'GET',
  path: '/api/wn/wedding_preparation_guides',
  input: z.object({ page: page(), per_page: intParam({ min: 1, max: 50, default: 10 }) }),
  output: paginated(preparationGuide),
  auth: 'none',
  cacheSeconds: 300,
});

export const bookingSiteCategory = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sites: z.array(z.object({ name: z.string(), url: z.string() })),
});

export const getBookingSiteCategories = endpoint({
  method: 'GET',
  path: '/api/wn/booking_site_categories',
  input: z.object({}),
  output: z.object({ items: z.array(bookingSiteCategory) }),
  auth: 'none',
  cacheSeconds: 300,
});

// ---------- visitor-based ----------

const uuidParam = z.preprocess(first, z.string().trim().regex(/^[0-9a-zA-Z-]{8,64}$/, 'must be a uuid'));

/** GET /api/uuid/halls/create: records that this visitor viewed the hall. */
export const recordHallView = endpoint({
  method: 'GET',
  path: '/api/uuid/halls/create',
  input: z.object({ uuid: uuidParam, hall_id: z.preprocess(first, id()) }),
  output: ok,
  auth: 'none',
  personal: true,
});

export const getRecommendedHallsForVisitor = endpoint({
  method: 'GET',
  path: '/api/wn/uuid/:uuid/recommended_halls',
  input: z.object({ uuid: uuidParam, hall_id: z.preprocess(first, id().optional()), limit: intParam({ min: 1, max: 30, default: 6 }) }),
  output: z.object({ items: z.array(hallSummary) }),
  auth: 'none',
  personal: true,
});

export const viewedHall = hallSummary.extend({ viewed_at: z.string() });

export const getRecentlyViewedHalls = endpoint({
  method: 'GET',
  path: '/api/wn/uuid/:uuid/recently_viewed_halls',
  input: z.object({ uuid: uuidParam, limit: intParam({ min: 1, max: 50, default: 10 }) }),
  output: z.object({ items: z.array(viewedHall) }),
  auth: 'none',
  personal: true,
});
