import { z } from 'zod';
import { endpoint, id } from './define';
import {
  getHallBenefits, getHallBrides, getHallComments, getHallCommentsCount, getHallCosts, getHallPlans, getNearbyHalls,
  getPhotoSections, getTopBridePhotos, hall,
} from './halls';
import { getHallVideos } from './directory';
import { listHallFairs } from './fairs';

/** How much of each section the hall's top page shows: each part answers as its own endpoint would with these. */
export const HALL_PAGE_SIZES = { plans: 4, costs: 2, comments: 3, brides: 3, nearby: 6, fairs: 4, videos: 12 } as const;

/**
 * GET /api/wn/halls/{id}/page (ours, not in the spec): everything the hall's top page shows, read
 * in a few statements instead of one call per section. Each part is exactly the answer of its own
 * endpoint with HALL_PAGE_SIZES (plans?per_page=4, comments?per_page=3&order=newest, fairs?per_page=4,
 * /api/wn/hall_videos?hall_id={id}&per_page=12, …), made by the same code.
 */
export const getHallPage = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/page',
  input: z.object({ id: id() }),
  output: z.object({
    hall,
    photo_sections: getPhotoSections.output,
    benefits: getHallBenefits.output,
    plans: getHallPlans.output,
    costs: getHallCosts.output,
    comments_count: getHallCommentsCount.output,
    comments: getHallComments.output,
    top_bride_photos: getTopBridePhotos.output,
    nearby: getNearbyHalls.output,
    brides: getHallBrides.output,
    fairs: listHallFairs.output,
    videos: getHallVideos.output,
  }),
  auth: 'none',
  cacheSeconds: 60,
});
export type HallPage = z.infer<typeof getHallPage.output>;
