import { pgTable, serial, text, integer, doublePrecision, index } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const prefectures = pgTable(
  'prefectures',
  {
    id: integer('id').primaryKey(), // JIS code 1..47
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull().references(() => regions.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('prefectures_region_idx').on(t.regionId)],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('areas_prefecture_idx').on(t.prefectureId)],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    areaId: integer('area_id').notNull().references(() => areas.id),
  },
  (t) => [index('districts_area_idx').on(t.areaId)],
);

export const stations = pgTable(
  'stations',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    lines: text('lines').array().notNull().default([]),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    areaId: integer('area_id').references(() => areas.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('stations_prefecture_idx').on(t.prefectureId)],
);
