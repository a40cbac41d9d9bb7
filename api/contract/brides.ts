import { z } from 'zod';
import { endpoint, flag, id, intParam, page, paginated, slug, str } from './define';
import { BRIDE_PHOTO_SECTIONS, BRIDE_SEASONS, BRIDE_STYLES } from '../../lib/brides/vocabulary';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

// ---------- shapes ----------

export const brideTagRef = z.object({ id: z.number(), name: z.string() });

export const bridePhoto = z.object({
  id: z.number(),
  photo_url: z.string(),
  caption: z.string(),
  width: z.number(),
  height: z.number(),
  orientation: z.enum(['landscape', 'portrait', 'square']),
  uploaded_at: z.string(),
  section: z.enum(BRIDE_PHOTO_SECTIONS),
  section_label: z.string(),
});
export type BridePhoto = z.infer<typeof bridePhoto>;

/** §3 Album. */
export const album = z.object({
  id: z.number(),
  album_title: z.string(),
  cover_photo_url: z.string().nullable(),
  photo_count: z.number(),
  photo_list: z.array(bridePhoto),
});
export type Album = z.infer<typeof album>;

export const albumSummary = album.omit({ photo_list: true });
export type AlbumSummary = z.infer<typeof albumSummary>;

/** A report as lists show it: the spec's pickup fields (§3 "Bride report (pickup)") and what cards need. */
export const brideCard = z.object({
  /** The report's id is its member's user id. */
  id: z.number(),
  user_id: z.number(),
  basic_nickname: z.string(),
  /** Where she married: the prefecture's name (東京都). */
  basic_region: z.string(),
  basic_iconimage: z.string(),
  reception_cover_image2: z.object({ photo: z.object({ photo_url: z.string() }) }),
  reception_place: z.string(),
  reception_taste: z.string(),
  /** The style's label (家族婚 …); `style` is its code. */
  reception_style: z.string(),
  profile_share_url: z.string(),
  hall_id: z.number().nullable(),
  title: z.string(),
  wedding_date: z.string(),
  season: z.enum(BRIDE_SEASONS),
  season_label: z.string(),
  style: z.enum(BRIDE_STYLES),
  prefecture_slug: z.string(),
  region_slug: z.string(),
  guest_count: z.number(),
  total_cost: z.number(),
  theme_tags: z.array(brideTagRef),
  photo_count: z.number(),
  loved_count: z.number(),
  viewed_count: z.number(),
  is_official: z.boolean(),
});
export type BrideCard = z.infer<typeof brideCard>;

export const brideHall = z.object({ id: z.number(), name: z.string(), prefecture_name: z.string(), url: z.string() });

/** /api/brides/{id}: the member and her albums. */
export const brideDetail = brideCard.extend({
  selfintroduction: z.string(),
  share_url: z.string(),
  albums: z.array(albumSummary),
  hall: brideHall.nullable(),
  is_private: z.boolean(),
  /** True only for the member herself (she also sees her private report). */
  is_owner: z.boolean(),
  posted_at: z.string(),
  updated_at: z.string(),
});
export type BrideDetail = z.infer<typeof brideDetail>;

/** /api/brides/{id}/report: what she wrote about the day. */
export const brideReportBody = z.object({
  user_id: z.number(),
  title: z.string(),
  wedding_date: z.string(),
  season_label: z.string(),
  guest_count: z.number(),
  total_cost: z.number(),
  cost_per_guest: z.number(),
  style_label: z.string(),
  reception_place: z.string(),
  reception_taste: z.string(),
  hall: brideHall.nullable(),
  advice: z.string(),
  theme_tags: z.array(brideTagRef),
});
export type BrideReportBody = z.infer<typeof brideReportBody>;

export const themeTag = z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string(), count: z.number() });
export type ThemeTag = z.infer<typeof themeTag>;

const facet = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type Facet = z.infer<typeof facet>;

// ---------- inputs ----------

export const brideFilters = z.object({
  prefecture: slug().optional(),
  region: slug().optional(),
  tag: z.preprocess(first, id().optional()),
  season: z.preprocess(first, z.enum(BRIDE_SEASONS, { error: 'must be one of spring, summer, autumn, winter' }).optional()),
  style: z.preprocess(first, z.enum(BRIDE_STYLES, { error: `must be one of ${BRIDE_STYLES.join(', ')}` }).optional()),
  hall_id: z.preprocess(first, id().optional()),
  pickup: flag(),
});
export type BrideFilters = z.output<typeof brideFilters>;
export type BrideFilterInput = z.input<typeof brideFilters>;

export const BRIDES_PER_PAGE = 18;
/** How many picked-up reports /brides/ shows, and the pickup endpoints' default. */
export const BRIDES_PICKUP_SIZES = { page: 6, default: 10 } as const;

// ---------- endpoints ----------

export const listBrides = endpoint({
  method: 'GET',
  path: '/api/brides/',
  input: brideFilters.extend({ page: page(), per_page: intParam({ min: 1, max: 50, default: BRIDES_PER_PAGE }) }),
  output: paginated(brideCard),
  auth: 'none',
  cacheSeconds: 60,
});

/** Counts for the search's facets: each facet is counted under every other current filter. */
export const bridesAggregate = endpoint({
  method: 'GET',
  path: '/api/brides/aggregate',
  input: brideFilters,
  output: z.object({
    total: z.number(),
    regions: z.array(facet),
    prefectures: z.array(facet.extend({ region_slug: z.string() })),
    theme_tags: z.array(facet.extend({ id: z.number() })),
    seasons: z.array(facet),
    styles: z.array(facet),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

export const getBride = endpoint({
  method: 'GET',
  path: '/api/brides/:id',
  input: z.object({ id: id() }),
  output: brideDetail,
  auth: 'optional',
  cacheSeconds: 60,
});

export const getBrideAlbums = endpoint({
  method: 'GET',
  path: '/api/brides/:id/albums/',
  input: z.object({ id: id() }),
  output: z.object({ items: z.array(album) }),
  auth: 'optional',
  cacheSeconds: 60,
});

export const getBrideReport = endpoint({
  method: 'GET',
  path: '/api/brides/:id/report',
  input: z.object({ id: id() }),
  output: brideReportBody,
  auth: 'optional',
  cacheSeconds: 60,
});

/** Counts one view of a report per visitor per day (the page posts it once shown). */
export const viewBride = endpoint({
  method: 'POST',
  path: '/api/brides/:id/view',
  input: z.object({ id: id() }),
  output: z.object({ viewed_count: z.number(), counted: z.boolean() }),
  auth: 'optional',
  body: 'json',
  cacheNeutral: true,
});

export const getAlbum = endpoint({
  method: 'GET',
  path: '/api/albums/:id/',
  input: z.object({ id: id() }),
  output: album.extend({
    user_id: z.number(),
    basic_nickname: z.string(),
    report_title: z.string(),
    /** Her albums, for moving between them. */
    albums: z.array(z.object({ id: z.number(), album_title: z.string() })),
  }),
  auth: 'optional',
  cacheSeconds: 60,
});

export const listThemeTags = endpoint({
  method: 'GET',
  path: '/api/brides/theme_tags/',
  input: z.object({}),
  output: z.object({ items: z.array(themeTag) }),
  auth: 'none',
  cacheSeconds: 300,
});

export const getThemeTag = endpoint({
  method: 'GET',
  path: '/api/brides/theme_tags/:id',
  input: z.object({ id: id(), page: page(), query: str(50).optional(), per_page: intParam({ min: 1, max: 50, default: BRIDES_PER_PAGE }) }),
  output: paginated(brideCard).extend({ tag: themeTag }),
  auth: 'none',
  // A theme tag's page lists brides: it reads their list, not an item named by the tag's id.
  cacheTags: () => ['brides#list'],
  cacheSeconds: 60,
});

export const listPickupBrides = endpoint({
  method: 'GET',
  path: '/api/pickup/bride/list/',
  input: z.object({ prefecture: slug().optional(), limit: intParam({ min: 1, max: 30, default: BRIDES_PICKUP_SIZES.default }) }),
  output: z.object({ items: z.array(brideCard) }),
  auth: 'none',
  cacheTags: () => ['brides#list'],
  cacheSeconds: 300,
});
