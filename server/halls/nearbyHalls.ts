import { and, between, eq, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import { hasUpcomingFair } from '../fairs/upcoming';
import { ensureHall } from './ensureHall';
import { geoCatalog } from './geoCatalog';
import { cardColumns, toHallSummary } from './hallQuery';
import { sqlRowsQuery, type RowOf, type RowsQuery } from '@/server/db/jsonRows';

const EARTH_KM = 6371;
const rad = (x: number) => (x * Math.PI) / 180;

/** Great-circle distance in km between the hall row and a point (haversine, in SQL; the point may be columns). */
export function distanceKm(lat: number | SQLWrapper, lng: number | SQLWrapper) {
  return sql<number>`(${EARTH_KM} * 2 * ASIN(SQRT(POWER(SIN(RADIANS(${halls.lat} - ${lat}) / 2), 2) + COS(RADIANS(${lat})) * COS(RADIANS(${halls.lat})) * POWER(SIN(RADIANS(${halls.lng} - ${lng}) / 2), 2))))`;
}

export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return EARTH_KM * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The distance within which every point lies inside the box lat ± box, lng ± box: a point
 * outside it is either more than `box` away in latitude, or within it in latitude but more than
 * `box` away in longitude, at a latitude no further from the equator than |lat| + box.
 */
export function provenRadiusKm(lat: number, box: number): number {
  if (Math.abs(lat) + box >= 90) return 0;
  const byLat = EARTH_KM * rad(box);
  const h = Math.cos(rad(lat)) * Math.cos(rad(Math.abs(lat) + box)) * Math.sin(rad(box) / 2) ** 2;
  return Math.min(byLat, 2 * EARTH_KM * Math.asin(Math.sqrt(h)));
}

/** Boxes (± degrees) tried in turn: most halls find their neighbours in the first, the last holds every hall. */
const BOXES = [0.05, 0.15, 0.6, 2.4, 360];

/**
 * nearby_halls: the closest other halls. A small box around the hall is searched first (the
 * lat/lng index keeps it cheap) and widened only while it cannot prove its `limit` nearest are
 * the true nearest. Halls in Japan are the neighbours of a hall in Japan; a hall abroad has those
 * of its own destination (a chapel in Hawaii is not "near" one in Guam or Okinawa).
 */
export async function nearbyHalls(db: Db, hallId: number, limit: number) {
  return nearbyOf(db, await ensureHall(db, hallId), limit);
}

const nearbyFields = { ...cardColumns, hasFair: hasUpcomingFair(halls.id) };
type NearbyRow = RowOf<RowsQuery<typeof nearbyFields>>;
type Center = { id: number; lat: number; lng: number; overseasDestination: string | null };

/**
 * The first box's search as a section of a statement that knows only the hall's id (the hall's top
 * page, server/halls/hallPage): its position is read in the same statement. nearbyFrom finishes
 * the rare search the first box cannot prove.
 */
export function firstBoxNearby(hallId: number, limit: number) {
  const box = BOXES[0];
  return sqlRowsQuery(nearbyFields, (selectList) => sql`
    select ${selectList}
    from (select lat, lng, overseas_destination from ${halls} where id = ${hallId}) c
    join ${halls} on ${halls.id} <> ${hallId} and ${halls.overseasDestination} is not distinct from c.overseas_destination
      and ${halls.lat} between c.lat - ${box} and c.lat + ${box} and ${halls.lng} between c.lng - ${box} and c.lng + ${box}
    order by ${distanceKm(sql`c.lat`, sql`c.lng`)}
    limit ${limit}`);
}

/** The hall's neighbours, for a caller that has read the hall already. */
export function nearbyOf(db: Db, hall: Center, limit: number) {
  return nearbyFrom(db, hall, limit, null);
}

/** nearbyOf, given the rows of the first box (firstBoxNearby) when they were read already. */
export async function nearbyFrom(db: Db, hall: Center, limit: number, firstBox: NearbyRow[] | null) {
  const hallId = hall.id;
  const d = distanceKm(hall.lat, hall.lng);
  const sameSide = hall.overseasDestination === null ? isNull(halls.overseasDestination) : eq(halls.overseasDestination, hall.overseasDestination);
  const near = (box: number): Promise<NearbyRow[]> =>
    db
      .select(nearbyFields)
      .from(halls)
      .where(and(ne(halls.id, hallId), sameSide, between(halls.lat, hall.lat - box, hall.lat + box), between(halls.lng, hall.lng - box, hall.lng + box)))
      .orderBy(d)
      .limit(limit);
  const distance = (r: { lat: number; lng: number }) => haversine(hall.lat, hall.lng, r.lat, r.lng);
  const proven = (rows: NearbyRow[], box: number) => rows.length === limit && distance(rows[limit - 1]) <= provenRadiusKm(hall.lat, box);
  let rows = firstBox ?? [];
  if (!(firstBox && proven(firstBox, BOXES[0]))) {
    for (const box of BOXES.slice(firstBox ? 1 : 0)) {
      rows = await near(box);
      if (proven(rows, box)) break;
    }
  }
  const geo = await geoCatalog(db);
  return { items: rows.map((r) => ({ ...toHallSummary(geo, r, r.hasFair), distance_km: Math.round(distance(r) * 100) / 100 })) };
}
