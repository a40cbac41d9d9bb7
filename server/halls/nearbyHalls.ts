import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { ensureHall } from './ensureHall';
import { selectHalls, toHallSummaries } from './hallQuery';

/** Great-circle distance in km between the hall row and a point (haversine, in SQL). */
export function distanceKm(lat: number, lng: number) {
  return sql<number>`(6371 * 2 * ASIN(SQRT(POWER(SIN(RADIANS(${halls.lat} - ${lat}) / 2), 2) + COS(RADIANS(${lat})) * COS(RADIANS(${halls.lat})) * POWER(SIN(RADIANS(${halls.lng} - ${lng}) / 2), 2))))`;
}

/** nearby_halls: the closest other halls, within a box of about ±1° first so the sort stays small. */
export async function nearbyHalls(db: Db, hallId: number, limit: number) {
  const hall = await ensureHall(db, hallId);
  const d = distanceKm(hall.lat, hall.lng);
  const near = async (box: number) =>
    selectHalls(db)
      .where(and(ne(halls.id, hallId), sql`${halls.lat} BETWEEN ${hall.lat - box} AND ${hall.lat + box}`, sql`${halls.lng} BETWEEN ${hall.lng - box} AND ${hall.lng + box}`))
      .orderBy(d)
      .limit(limit);
  let rows = await near(1);
  if (rows.length < limit) rows = await near(40);
  const summaries = await toHallSummaries(db, rows);
  return {
    items: summaries.map((s, i) => {
      const r = rows[i];
      return { ...s, distance_km: Math.round(haversine(hall.lat, hall.lng, r.lat, r.lng) * 100) / 100 };
    }),
  };
}

export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (x: number) => (x * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}
