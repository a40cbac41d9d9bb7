import { z } from 'zod';
import { endpoint, flag, id, intParam, page } from './define';
import { RING_BASE, brandSummary, ringDetail } from './rings';

import { FAVORITE_PAGE_SIZE } from './ringFavoriteLimits';
export { FAVORITE_COUNT_PROBE, FAVORITE_PAGE_SIZE } from './ringFavoriteLimits';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const listInput = z.object({
  page: page().pipe(z.number()),
  page_size: intParam({ min: 1, max: 100, default: FAVORITE_PAGE_SIZE }).pipe(z.number()),
});

/** §7: every answer carries status_code (200 is the only success, §5) and meta.total. */
const meta = z.object({ total: z.number(), page: z.number(), page_size: z.number() });
const envelope = <T extends z.ZodType>(data: T) => z.object({ status_code: z.number(), meta, data });

/** The favourite rings carry the comparison's fields (price, metal, carat, design, width, delivery). */
export const favoriteRing = ringDetail.omit({ shops: true, related: true, images: true });
export type FavoriteRing = z.infer<typeof favoriteRing>;

export const listFavoriteBrands = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/brands/favorite',
  input: listInput,
  output: envelope(z.array(brandSummary)),
  auth: 'user',
});

export const listFavoriteRings = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/rings/favorite',
  input: listInput,
  output: envelope(z.array(favoriteRing)),
  auth: 'user',
});

/** `favorite` true adds, false removes; without it the favourite is toggled. Both are idempotent with it. */
export const putFavoriteBrand = endpoint({
  method: 'PUT',
  base: RING_BASE,
  path: '/api/v1/brands/favorite',
  input: z.object({ brand_id: z.preprocess(first, id()), favorite: flag() }),
  output: envelope(z.object({ brand_id: z.number(), is_favorite: z.boolean() })),
  auth: 'user',
});

export const putFavoriteRing = endpoint({
  method: 'PUT',
  base: RING_BASE,
  path: '/api/v1/rings/favorite',
  input: z.object({ ring_id: z.preprocess(first, id()), favorite: flag() }),
  output: envelope(z.object({ ring_id: z.number(), is_favorite: z.boolean() })),
  auth: 'user',
});

/** Which brands and rings the member favourited (ids only): the buttons' state, one call per visit. */
export const favoriteIds = endpoint({
  method: 'GET',
  base: RING_BASE,
  path: '/api/v1/favorite/ids',
  input: z.object({}),
  output: z.object({ status_code: z.number(), data: z.object({ brand_ids: z.array(z.number()), ring_ids: z.array(z.number()) }) }),
  auth: 'user',
});
