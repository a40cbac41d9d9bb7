import { pgTable, serial, text, integer, doublePrecision, timestamp, date, index, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { prefectures } from './geo';

/**
 * A ring brand (§3 Brand: brand_name, kana). Its integer id is stable: the rewards domain uses
 * ring brands as gift-ticket tenants.
 */
export const ringBrands = pgTable(
  'ring_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The latin spelling its logo shows. */
    nameEn: text('name_en').notNull(),
    kana: text('kana').notNull(),
    /** The 50音 row of the kana's first letter: あ か さ た な は ま や ら わ. */
    kanaRow: text('kana_row').notNull(),
    /** domestic (国内) or overseas (海外). */
    origin: text('origin').notNull(),
    description: text('description').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('ring_brands_kana_idx').on(t.kanaRow, t.kana)],
);

/** A shop of a brand, by prefecture. */
export const ringShops = pgTable(
  'ring_shops',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => ringBrands.id, { onDelete: 'cascade' }),
    prefectureId: integer('prefecture_id').notNull().references(() => prefectures.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    station: text('station').notNull(),
    hours: text('hours').notNull(),
    /** The shop's phone, as people write it (03-1234-5678); '' when unknown. */
    tel: text('tel').notNull().default(''),
  },
  (t) => [index('ring_shops_brand_idx').on(t.brandId, t.prefectureId)],
);

/**
 * An engagement ring (price = the ring) or a wedding ring pair (price = both rings, with the
 * ladies' and men's prices). Centre-stone fields are for engagement rings only.
 */
export const rings = pgTable(
  'rings',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => ringBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** engagement (婚約指輪) or wedding (結婚指輪). */
    type: text('type').notNull(),
    /** Yen, tax included. */
    price: integer('price').notNull(),
    priceLadies: integer('price_ladies'),
    priceMens: integer('price_mens'),
    metal: text('metal').notNull(),
    carat: doublePrecision('carat'),
    color: text('color'),
    clarity: text('clarity'),
    cut: text('cut'),
    design: text('design').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    description: text('description').notNull(),
    /** Made-to-order options (codes). */
    options: text('options').array().notNull().default([]),
    deliveryWeeks: integer('delivery_weeks').notNull(),
    popularity: integer('popularity').notNull().default(0),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('rings_type_popularity_idx').on(t.type, t.popularity),
    index('rings_type_price_idx').on(t.type, t.price),
    index('rings_brand_idx').on(t.brandId, t.popularity),
    index('rings_released_idx').on(t.releasedOn),
  ],
);

/** A member's favourite brand. */
export const ringBrandFavorites = pgTable(
  'ring_brand_favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull().references(() => ringBrands.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] }), index('ring_brand_favorites_user_idx').on(t.userId, t.createdAt)],
);

/** A member's favourite ring. */
export const ringFavorites = pgTable(
  'ring_favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ringId: integer('ring_id').notNull().references(() => rings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ringId] }), index('ring_favorites_user_idx').on(t.userId, t.createdAt)],
);
