import { z } from 'zod';
import { endpoint, id } from './define';

export const location = z.object({
  prefecture_slug: z.string(),
  prefecture_name: z.string(),
  region_slug: z.string(),
  region_name: z.string(),
  area_slug: z.string().nullable(),
  area_name: z.string().nullable(),
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
