import { z } from 'zod';
import { endpoint, id, intParam, page, paginated } from './define';
import { CARAT_BANDS, DESIGNS, KANA_ROWS, METALS, ORIGINS, PRICE_BANDS, PRICE_MAX_CHOICES, RING_SORTS, RING_TYPES } from './ringVocabulary';

/** The ring section's client base path (§7: a separate client). Its paths are served under it. */
export const RING_BASE = '/ring';
export const RING_PER_PAGE = 18;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** An optional code from a vocabulary: absent or empty → undefined; anything else must be a known code. */
const code = <T extends object>(vocabulary: T, what: string) =>
  z.preprocess((v) => (first(v) === '' || first(v) === null ? undefined : first(v)), z.enum(keysOf(vocabulary), { error: `${what}を選択してください` }).optional());

// ---------- shapes ----------

export const ringShop = z.object({
  id: z.number(),
  name: z.string(),
  prefecture_slug: z.string(),
  prefecture_name: z.string(),
  address: z.string(),
  station: z.string(),
  hours: z.string(),
  /** 03-1234-5678, or '' when unknown. */
  tel: z.string(),
});
export type RingShop = z.infer<typeof ringShop>;

/** A brand as lists show it (§3 Brand: brand_name, kana). */
export const brandSummary = z.object({
  id: z.number(),
  brand_name: z.string(),
  name_en: z.string(),
  kana: z.string(),
  kana_row: z.enum(KANA_ROWS),
  origin: z.enum(keysOf(ORIGINS)),
  price_min: z.number(),
  price_max: z.number(),
  logo_url: z.string(),
  ring_count: z.number(),
});
export type BrandSummary = z.infer<typeof brandSummary>;

export const brandDetail = brandSummary.extend({
  description: z.string(),
  shop_count: z.number(),
  engagement_count: z.number(),
  wedding_count: z.number(),
  /** Shops, those in the asked prefecture first. */
  shops: z.array(ringShop),
});
export type BrandDetail = z.infer<typeof brandDetail>;

export const ringSummary = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(keysOf(RING_TYPES)),
  brand_id: z.number(),
  brand_name: z.string(),
  /** Yen, tax included: the ring, or the pair for wedding rings. */
  price: z.number(),
  price_ladies: z.number().nullable(),
  price_mens: z.number().nullable(),
  metal: z.enum(keysOf(METALS)),
  carat: z.number().nullable(),
  design: z.enum(keysOf(DESIGNS)),
  width_mm: z.number(),
  delivery_weeks: z.number(),
  image_url: z.string(),
});
export type RingSummary = z.infer<typeof ringSummary>;

export const ringDetail = ringSummary.extend({
  description: z.string(),
  color: z.string().nullable(),
  clarity: z.string().nullable(),
  cut: z.string().nullable(),
  options: z.array(z.string()),
  released_on: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  brand: brandSummary,
  shops: z.array(ringShop),
  related: z.array(ringSummary),
});
export type RingDetail = z.infer<typeof ringDetail>;

// ---------- reads ----------

/** Several values: repeated params (`metal=a&metal=b`) or a comma list (`metal=a,b`); empty → []. */
const listOf = (v: unknown) => {
  if (v === undefined || v === null || v === '') return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  return [...new Set(parts.filter((x) => x !== ''))];
};
export const RING_FILTER_MAX_VALUES = 20;
const codes = <T extends object>(vocabulary: T, what: string) =>
  z.preprocess(listOf, z.array(z.enum(keysOf(vocabulary), { error: `${what}を選択してください` })).max(RING_FILTER_MAX_VALUES, { error: `${what}は${RING_FILTER_MAX_VALUES}件まで選べます` })).default([]);
const brandIds = z.preprocess(
  listOf,
  z.array(z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number({ error: 'ブランドを選択してください' }).int({ error: 'ブランドを選択してください' }).positive({ error: 'ブランドを選択してください' }).max(2147483647, { error: 'ブランドを選択してください' })))
    .max(RING_FILTER_MAX_VALUES, { error: `ブランドは${RING_FILTER_MAX_VALUES}件まで選べます` }),
).default([]);
/** A budget ceiling, one of PRICE_MAX_CHOICES (「〜30万円」). */
const priceMax = z.preprocess(
  (v) => {
    const x = first(v);
    if (x === undefined || x === null || x === '') return undefined;
    return typeof x === 'string' && /^\d{1,10}$/.test(x.trim()) ? Number(x) : x;
  },
  z.number({ error: '予算の上限を選択してください' }).refine((n) => (PRICE_MAX_CHOICES as readonly number[]).includes(n), { error: '予算の上限を選択してください' }).optional(),
);

const prefectureParam = z.preprocess((v) => (first(v) === '' ? undefined : first(v)), z.string().regex(/^[a-z-]{2,32}$/, '都道府県を選択してください').optional());

/** GET /ring/api/v1/brands: every brand in 50音 order (or most popular first), narrowed by kana row and origin. */
export const listBrands = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/brands',
  input: z.object({
    row: z.preprocess((v) => (first(v) === '' ? undefined : first(v)), z.enum(KANA_ROWS, { error: '50音の行を選択してください' }).optional()),
    origin: code(ORIGINS, '国内・海外'),
    sort: z.preprocess((v) => (first(v) === '' || first(v) === undefined ? 'kana' : first(v)), z.enum(['kana', 'popular'], { error: '並び順を選択してください' })),
    page: page().pipe(z.number()),
    per_page: intParam({ min: 1, max: 100, default: 100 }).pipe(z.number()),
  }),
  output: paginated(brandSummary),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /ring/api/v1/brands/{id}: the brand with its shops (prefecture_slug's first). */
export const getBrand = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/brands/:id',
  input: z.object({ id: id(), prefecture_slug: prefectureParam }),
  output: brandDetail,
  auth: 'none',
  cacheSeconds: 300,
});

export const ringSearchInput = z.object({
  type: code(RING_TYPES, '婚約指輪・結婚指輪'),
  /** Several brands, metals and designs: a ring matching any of each. */
  brand_id: brandIds,
  price_band: code(PRICE_BANDS, '予算'),
  price_max: priceMax,
  metal: codes(METALS, '素材'),
  design: codes(DESIGNS, 'デザイン'),
  carat: code(CARAT_BANDS, 'カラット'),
  sort: z.preprocess((v) => (first(v) === '' || first(v) === undefined ? 'popular' : first(v)), z.enum(keysOf(RING_SORTS), { error: '並び順を選択してください' })),
  page: page().pipe(z.number()),
  per_page: intParam({ min: 1, max: 60, default: RING_PER_PAGE }).pipe(z.number()),
});
export type RingSearchInput = z.input<typeof ringSearchInput>;
export type RingSearch = z.output<typeof ringSearchInput>;

/** GET /ring/api/v1/rings: ring search (type, brands, budget band or ceiling, metals, designs, carat), sorted and paged. */
export const searchRings = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/rings',
  input: ringSearchInput,
  output: paginated(ringSummary),
  auth: 'none',
  cacheSeconds: 120,
});

/** GET /ring/api/v1/rings/{id}: the ring with its brand, shops (prefecture_slug's first) and related rings. */
export const getRing = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/rings/:id',
  input: z.object({ id: id(), prefecture_slug: prefectureParam }),
  output: ringDetail,
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /ring/api/v1/sitemap: every brand and ring id, for the sitemap. */
export const ringSitemap = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/sitemap',
  input: z.object({}),
  output: z.object({ brand_ids: z.array(z.number()), ring_ids: z.array(z.number()) }),
  auth: 'none',
  cacheSeconds: 3600,
});

export { ringPaths } from './ringPaths';
