import {
  pgTable, serial, text, integer, doublePrecision, boolean, timestamp, jsonb, index, uniqueIndex, date, primaryKey, unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { prefectures, areas, districts, stations } from './geo';

/** The spec's Hall entity (§3) plus what search, landings and the hall page need. */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** Katakana and hiragana readings, so a search in any script finds the hall. */
    nameKana: text('name_kana').notNull().default(''),
    nameHira: text('name_hira').notNull().default(''),
    slug: text('slug').notNull(),
    areaSlug: text('area_slug').notNull(),
    /**
     * The prefecture of the hall; for a hall abroad (overseasDestination set), the prefecture of the
     * Japanese salon where its consultations and fairs take place (the directory never lists it there).
     */
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    /** 海外挙式: the destination slug (api/contract/overseasDestinations) of a hall abroad; null in Japan. */
    overseasDestination: text('overseas_destination'),
    areaId: integer('area_id').references(() => areas.id),
    districtId: integer('district_id').references(() => districts.id),
    stationId: integer('station_id').references(() => stations.id),
    walkMinutes: integer('walk_minutes'),
    access: text('access').notNull().default(''),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    tel: text('tel').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Average review score 1.0–5.0, and the number of reviews behind it. */
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Typical total cost in yen for the typical guest count, and its range. */
    cost: integer('cost').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    capacityMin: integer('capacity_min').notNull(),
    capacityMax: integer('capacity_max').notNull(),
    /** Service type: 1 hotel, 2 ceremony venue, 3 wedding hall, 4 restaurant, 5 shrine/temple, 6 photo studio, 99 other. */
    serviceId: integer('service_id').notNull(),
    /** こだわり条件 keys (docs/search.md). */
    features: text('features').array().notNull().default([]),
    atmospheres: text('atmospheres').array().notNull().default([]),
    ceremonyStyles: text('ceremony_styles').array().notNull().default([]),
    weddingStyles: text('wedding_styles').array().notNull().default([]),
    catchCopy: text('catch_copy').notNull().default(''),
    description: text('description').notNull().default(''),
    coverImages: jsonb('cover_images').$type<{ image_url: string }[]>().notNull().default([]),
    regulation: text('regulation').notNull().default(''),
    postponedRegulation: text('postponed_regulation').notNull().default(''),
    covidRegulation: text('covid_regulation').notNull().default(''),
    isOfficial: boolean('is_official').notNull().default(false),
    bestRate: boolean('best_rate').notNull().default(false),
    /** Editorial/PR ordering weight used by the "recommended" sort and PR slots. */
    recommendScore: integer('recommend_score').notNull().default(0),
    isPr: boolean('is_pr').notNull().default(false),
    pv: integer('pv').notNull().default(0),
    /** Name, short name and readings, normalised (NFKC, lower case, katakana folded to hiragana) for name search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('halls_area_slug_slug_idx').on(t.areaSlug, t.slug),
    // A prefecture's halls are those in Japan (overseas_destination IS NULL): counted from the index alone.
    index('halls_prefecture_idx').on(t.prefectureId, t.overseasDestination),
    index('halls_overseas_destination_idx').on(t.overseasDestination),
    // nearby_halls searches a small lat/lng box around a hall.
    index('halls_lat_lng_idx').on(t.lat, t.lng),
    index('halls_area_idx').on(t.areaId),
    index('halls_district_idx').on(t.districtId),
    index('halls_station_idx').on(t.stationId),
    index('halls_recommend_idx').on(t.recommendScore),
    // A hall's editorial score by id without its (wide) row: the fair calendar's day of halls joins every hall.
    index('halls_id_recommend_idx').on(t.id, t.recommendScore),
    index('halls_rating_idx').on(t.rating, t.ratingCount),
    index('halls_rating_count_idx').on(t.ratingCount),
    index('halls_cost_idx').on(t.cost),
    index('halls_created_at_idx').on(t.createdAt),
    index('halls_service_idx').on(t.serviceId),
    index('halls_capacity_idx').on(t.capacityMin, t.capacityMax),
    index('halls_features_idx').using('gin', t.features),
    index('halls_atmospheres_idx').using('gin', t.atmospheres),
    index('halls_ceremony_styles_idx').using('gin', t.ceremonyStyles),
    index('halls_wedding_styles_idx').using('gin', t.weddingStyles),
    index('halls_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A prefecture's page of each search sort (server/halls/search/hallFilters hallOrder) read in
    // order from one index, instead of every hall of the prefecture sorted or the whole sort index
    // filtered; price_high walks the cost index backwards.
    index('halls_pref_recommended_idx').on(t.prefectureId, t.recommendScore.desc().nullsFirst(), t.id).where(sql`${t.overseasDestination} IS NULL`),
    index('halls_pref_rating_idx').on(t.prefectureId, t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id).where(sql`${t.overseasDestination} IS NULL`),
    index('halls_pref_review_count_idx').on(t.prefectureId, t.ratingCount.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id).where(sql`${t.overseasDestination} IS NULL`),
    index('halls_pref_cost_idx').on(t.prefectureId, t.cost, t.id).where(sql`${t.overseasDestination} IS NULL`),
  ],
);

/**
 * The search form's counts (hall_search_conditions) for every place, kept up to date by statement
 * triggers on halls (migration 0029): how many halls of `place` have `value` in dimension `dim`.
 * place: 'all' | 'japan' | 'abroad' | 'dest:<slug>' | 'region:<id>' | 'pref:<id>' | 'area:<id>';
 * dim: the form's query keys (k, t, c, ws, g, p) and 'all' (value 'all': the place's halls).
 */
export const hallConditionCounts = pgTable(
  'hall_condition_counts',
  {
    place: text('place').notNull(),
    dim: text('dim').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.place, t.dim, t.value] })],
);

/**
 * How many halls each combination of places holds (the grouped read of every place's hall count,
 * server/halls/geoReads.ts), kept by the same triggers (migration 0029): 336 rows for the market's
 * 3,188 halls.
 */
export const hallPlaceCounts = pgTable(
  'hall_place_counts',
  {
    prefectureId: integer('prefecture_id').notNull(),
    areaId: integer('area_id'),
    districtId: integer('district_id'),
    stationId: integer('station_id'),
    overseasDestination: text('overseas_destination'),
    n: integer('n').notNull(),
  },
  (t) => [unique('hall_place_counts_place_key').on(t.prefectureId, t.areaId, t.districtId, t.stationId, t.overseasDestination).nullsNotDistinct()],
);

/** Counted page views of a hall: one per registered viewer (member or server-registered uuid) per Japanese day. */
export const hallPvViews = pgTable(
  'hall_pv_views',
  {
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.day, t.visitorKey] })],
);

/** Halls a visitor (uuid) has viewed: recently viewed halls and visitor-based recommendations. */
export const hallViews = pgTable(
  'hall_views',
  {
    uuid: text('uuid').notNull(),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    viewCount: integer('view_count').notNull().default(1),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Set when the visitor registers or logs in: their anonymous views carry over to the account. */
    userId: integer('user_id'),
  },
  (t) => [
    uniqueIndex('hall_views_uuid_hall_idx').on(t.uuid, t.hallId),
    index('hall_views_user_viewed_idx').on(t.userId, t.viewedAt),
    index('hall_views_uuid_viewed_idx').on(t.uuid, t.viewedAt),
    index('hall_views_hall_idx').on(t.hallId),
  ],
);
