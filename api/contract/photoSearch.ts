import { z } from 'zod';
import { endpoint, intParam, page, paginated, slug } from './define';
import { BRIDE_PHOTO_SECTIONS, BRIDE_STYLES } from '../../lib/brides/vocabulary';
import { bridePhoto } from './brides';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Several values of one parameter: repeated (`?section=a&section=b`) or comma-separated (`?section=a,b`); none → undefined. */
const several = (v: unknown) => {
  const list = (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])).filter((x) => x !== '');
  return list.length ? [...new Set(list)] : undefined;
};

export const photoFilters = z.object({
  /** Scenes, any of them (チャペル・挙式 and ガーデン). */
  section: z.preprocess(several, z.array(z.enum(BRIDE_PHOTO_SECTIONS, { error: `must be one of ${BRIDE_PHOTO_SECTIONS.join(', ')}` })).max(BRIDE_PHOTO_SECTIONS.length).optional()),
  style: z.preprocess(first, z.enum(BRIDE_STYLES, { error: `must be one of ${BRIDE_STYLES.join(', ')}` }).optional()),
  region: slug().optional(),
  /** A prefecture (with a region, one of its prefectures). */
  prefecture: slug().optional(),
});
export type PhotoFilters = z.output<typeof photoFilters>;

export const PHOTOS_PER_PAGE = 36;

/** A bride's photo in the search: where it belongs (her report, album and hall). */
export const photoHit = bridePhoto.extend({
  album_id: z.number(),
  album_title: z.string(),
  user_id: z.number(),
  basic_nickname: z.string(),
  report_title: z.string(),
  hall: z.object({ id: z.number(), name: z.string() }).nullable(),
  reception_place: z.string(),
  region_name: z.string(),
});
export type PhotoHit = z.infer<typeof photoHit>;

const facet = z.object({ key: z.string(), label: z.string(), count: z.number() });

export const searchPhotos = endpoint({
  method: 'GET',
  path: '/api/photo_search/',
  input: photoFilters.extend({ page: page(), per_page: intParam({ min: 1, max: 60, default: PHOTOS_PER_PAGE }) }),
  output: paginated(photoHit),
  auth: 'none',
  cacheTags: () => ['brides#list'],
  cacheSeconds: 60,
});

/**
 * Photo counts by section, style, region and prefecture; each facet counted under the other current
 * filters (the place facets under neither place filter but each other's: prefectures of the chosen region).
 */
export const photoSearchAggregate = endpoint({
  method: 'GET',
  path: '/api/photo_search/aggregate',
  input: photoFilters,
  output: z.object({ total: z.number(), sections: z.array(facet), styles: z.array(facet), regions: z.array(facet), prefectures: z.array(facet.extend({ region: z.string() })) }),
  auth: 'none',
  cacheTags: () => ['brides#list'],
  cacheSeconds: 60,
});
