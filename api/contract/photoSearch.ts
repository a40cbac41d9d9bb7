import { z } from 'zod';
import { endpoint, intParam, page, paginated, slug } from './define';
import { BRIDE_PHOTO_SECTIONS, BRIDE_STYLES } from '../../lib/brides/vocabulary';
import { bridePhoto } from './brides';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const photoFilters = z.object({
  section: z.preprocess(first, z.enum(BRIDE_PHOTO_SECTIONS, { error: `must be one of ${BRIDE_PHOTO_SECTIONS.join(', ')}` }).optional()),
  style: z.preprocess(first, z.enum(BRIDE_STYLES, { error: `must be one of ${BRIDE_STYLES.join(', ')}` }).optional()),
  region: slug().optional(),
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

/** Photo counts by section, style and region; each facet counted under the other current filters. */
export const photoSearchAggregate = endpoint({
  method: 'GET',
  path: '/api/photo_search/aggregate',
  input: photoFilters,
  output: z.object({ total: z.number(), sections: z.array(facet), styles: z.array(facet), regions: z.array(facet) }),
  auth: 'none',
  cacheTags: () => ['brides#list'],
  cacheSeconds: 60,
});
