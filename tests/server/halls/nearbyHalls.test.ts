import { isNull } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { halls } from '../../../server/db/schema';
import { haversine, nearbyHalls, provenRadiusKm } from '../../../server/halls/nearbyHalls';
import { seedHallDomain } from './hallSeed';

jest.setTimeout(120_000);

describe('provenRadiusKm', () => {
  it('no point outside the box is nearer than the proven radius', () => {
    for (const lat of [0, 26.2, 35.7, 43.8, -60, 80]) {
      for (const box of [0.15, 0.6, 2.4]) {
        const r = provenRadiusKm(lat, box);
        expect(r).toBeGreaterThan(0);
        // Points just outside each edge and corner of the box, at every latitude along the side edges.
        for (let t = -1; t <= 1; t += 0.05) {
          for (const [dLat, dLng] of [[box * 1.0001, t * box], [-box * 1.0001, t * box], [t * box, box * 1.0001], [t * box, -box * 1.0001]]) {
            expect(haversine(lat, 135, lat + dLat, 135 + dLng)).toBeGreaterThanOrEqual(r);
          }
        }
      }
    }
  });
});

describeEachDb('nearby halls', (fx) => {
  it('are the true nearest, in order, for every hall (even when the nearest lies outside the first box)', async () => {
    const all = await fx.db.select({ id: halls.id, lat: halls.lat, lng: halls.lng, abroad: halls.overseasDestination }).from(halls);
    let outsideFirstBox = 0;
    for (const h of all) {
      // A hall in Japan has neighbours in Japan; a hall abroad those of its own destination.
      const expected = all
        .filter((o) => o.id !== h.id && o.abroad === h.abroad)
        .map((o) => ({ id: o.id, d: haversine(h.lat, h.lng, o.lat, o.lng) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 6);
      if (expected[0] && expected[0].d > provenRadiusKm(h.lat, 0.15)) outsideFirstBox++;
      const { items } = await nearbyHalls(fx.db, h.id, 6);
      expect(items.map((i) => i.id)).toEqual(expected.map((e) => e.id));
      expect(items.map((i) => i.distance_km)).toEqual(expected.map((e) => Math.round(e.d * 100) / 100));
    }
    expect(outsideFirstBox).toBeGreaterThan(0);
  });

  it('answers fewer than the limit when there are fewer other halls, and 404 for an unknown hall', async () => {
    const [h] = await fx.db.select({ id: halls.id }).from(halls).where(isNull(halls.overseasDestination)).limit(1);
    const count = (await fx.db.select({ id: halls.id }).from(halls).where(isNull(halls.overseasDestination))).length;
    expect((await nearbyHalls(fx.db, h.id, count + 5)).items).toHaveLength(count - 1);
    await expect(nearbyHalls(fx.db, 987654, 6)).rejects.toMatchObject({ status: 404 });
  });
}, (db) => seedHallDomain(db));
