import { describeEachDb } from '../support/testDb';
import { withResponseCache } from '../support/responseCache';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as H from '@/api/contract/halls';
import { getHallPage, HALL_PAGE_SIZES as SIZES } from '@/api/contract/hallPage';
import { getHallVideos } from '@/api/contract/directory';
import { listHallFairs } from '@/api/contract/fairs';
import { cacheTagOf, itemTag } from '@/lib/cacheTags';
import { invalidateResponses } from '@/server/http/responseCache';
import { asc, eq } from 'drizzle-orm';
import { halls, reviews } from '@/server/db/schema';
import { provenRadiusKm } from '@/server/halls/nearbyHalls';
import { createSeedContext } from '@/server/seed/context';
import { seedFairs } from '@/server/seed/fairs';
import { seedHallDomain } from './hallSeed';
import { getJson, getOk } from './support';

// Seeding the hall domain takes a few seconds per database.
jest.setTimeout(120_000);

describeEachDb('the hall page in one call: GET /api/wn/halls/{id}/page', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  /** Each part as its own endpoint answers it, with the sizes the page shows. */
  async function separately(id: number) {
    const part = <E extends Parameters<typeof getOk>[1]>(endpoint: E, path: string) => getOk(server, endpoint, path);
    return {
      hall: await part(H.getHall, `/api/wn/halls/${id}`),
      photo_sections: await part(H.getPhotoSections, `/api/wn/halls/${id}/photo_sections`),
      benefits: await part(H.getHallBenefits, `/api/wn/halls/${id}/benefits`),
      plans: await part(H.getHallPlans, `/api/wn/halls/${id}/plans?per_page=${SIZES.plans}`),
      costs: await part(H.getHallCosts, `/api/wn/halls/${id}/costs?per_page=${SIZES.costs}`),
      comments_count: await part(H.getHallCommentsCount, `/api/wn/halls/${id}/comments/count`),
      comments: await part(H.getHallComments, `/api/wn/halls/${id}/comments?per_page=${SIZES.comments}&order=newest`),
      top_bride_photos: await part(H.getTopBridePhotos, `/api/wn/halls/${id}/top_bride_photos`),
      nearby: await part(H.getNearbyHalls, `/api/wn/halls/${id}/nearby_halls?limit=${SIZES.nearby}`),
      brides: await part(H.getHallBrides, `/api/wn/halls/${id}/brides?per_page=${SIZES.brides}`),
      fairs: await part(listHallFairs, `/api/wn/halls/${id}/fairs?per_page=${SIZES.fairs}`),
      videos: await part(getHallVideos, `/api/wn/hall_videos?hall_id=${id}&per_page=${SIZES.videos}`),
    };
  }

  it.each([1, 2, 7])('answers for hall %i exactly what the section endpoints answer', async (id) => {
    const page = await getOk(server, getHallPage, `/api/wn/halls/${id}/page`);
    expect(page).toEqual(await separately(id));
  });

  it('answers the fairs, bride reports and nearby halls of every hall as their endpoints do (both nearby searches and photo strips included)', async () => {
    // Seven halls a few hundred metres apart, so some halls find their neighbours in the first box.
    const [{ id: _id, ...model }] = await fx.db.select().from(halls).where(eq(halls.id, 1));
    await fx.db.insert(halls).values(Array.from({ length: 7 }, (_, i) => ({ ...model, slug: `${model.slug}-cluster-${i}`, name: `${model.name} 別館${i + 1}`, lat: model.lat + 0.002 * (i + 1), lng: model.lng - 0.001 * (i + 1) })));
    const ids = (await fx.db.select({ id: halls.id }).from(halls).orderBy(asc(halls.id))).map((h) => h.id);
    let withReports = 0;
    let withPhotoStrips = 0;
    let proven = 0;
    for (const id of ids) {
      const page = await getOk(server, getHallPage, `/api/wn/halls/${id}/page`);
      expect(page.nearby).toEqual(await getOk(server, H.getNearbyHalls, `/api/wn/halls/${id}/nearby_halls?limit=${SIZES.nearby}`));
      expect(page.brides).toEqual(await getOk(server, H.getHallBrides, `/api/wn/halls/${id}/brides?per_page=${SIZES.brides}`));
      expect(page.fairs).toEqual(await getOk(server, listHallFairs, `/api/wn/halls/${id}/fairs?per_page=${SIZES.fairs}`));
      if (page.brides.items.length) withReports++;
      if (page.brides.items.some((b) => b.photo_urls.length > 0)) withPhotoStrips++;
      const last = page.nearby.items[SIZES.nearby - 1];
      if (last && last.distance_km <= provenRadiusKm(page.hall.lat, 0.05)) proven++;
    }
    // The comparison compares something: reports with photos, and halls answered by the first box alone and by the wider ones.
    expect(withReports).toBeGreaterThan(0);
    expect(withPhotoStrips).toBeGreaterThan(0);
    expect(proven).toBeGreaterThan(0);
    expect(proven).toBeLessThan(ids.length);
  });

  it('has every section filled for a seeded hall (so the comparison compares something)', async () => {
    const page = await getOk(server, getHallPage, '/api/wn/halls/1/page');
    expect(page.comments.items).toHaveLength(SIZES.comments);
    expect(page.comments.items[0].posted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(page.plans.items.length).toBeGreaterThan(0);
    expect(page.costs.total).toBeGreaterThan(0);
    expect(page.comments_count.count).toBeGreaterThan(0);
    expect(page.photo_sections.sections.some((s) => s.count > 0)).toBe(true);
    expect(page.top_bride_photos.total).toBeGreaterThan(0);
    expect(page.benefits.items.length).toBeGreaterThan(0);
    expect(page.nearby.items).toHaveLength(SIZES.nearby);
    expect(page.hall.hall_question_and_answers.length).toBeGreaterThan(0);
    expect(page.hall.comment_stats.count.flat().some((n) => n > 0)).toBe(true);
    expect(page.fairs.items.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown hall and 400 for a malformed id', async () => {
    const missing = await getJson(server, '/api/wn/halls/987654/page');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const bad = await getJson(server, '/api/wn/halls/x1/page');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^id:/);
  });

  describe('kept by the hot-read cache', () => {
    withResponseCache();

    it("is dropped by what a review moderation invalidates (its hall's tag), and then shows the new review", async () => {
      const path = '/api/wn/halls/3/page';
      const before = await getOk(server, getHallPage, path);
      await fx.db.insert(reviews).values({
        hallId: 3, reviewerType: 'married', nickname: 'キャッシュ確認', ageGroup: '30代', season: 'spring', eventDate: '2026-04-01',
        postedAt: '2030-01-01 00:00:00+00', title: '新しい口コミ', body: '本文', rating: 5, scoreCeremony: 5, scoreReception: 5,
        scoreFood: 5, scoreStaff: 5, scoreCost: 5, scoreLocation: 5, status: 'published',
      });
      expect((await getOk(server, getHallPage, path)).comments_count.count).toBe(before.comments_count.count);
      // Another hall's tag leaves it; the moderation's own (server/memberReviews/routes.ts) drops it.
      await invalidateResponses(fx.db, [itemTag(cacheTagOf(getHallPage.path), 4)]);
      expect((await getOk(server, getHallPage, path)).comments_count.count).toBe(before.comments_count.count);
      await invalidateResponses(fx.db, [itemTag(cacheTagOf(getHallPage.path), 3)]);
      const after = await getOk(server, getHallPage, path);
      expect(after.comments_count.count).toBe(before.comments_count.count + 1);
      expect(after.comments.items[0].title).toBe('新しい口コミ');
    });
  });
}, async (db) => {
  await seedHallDomain(db);
  // Fairs are upcoming relative to the real day, as the endpoints read them.
  await seedFairs(db, createSeedContext(0.05, { quiet: true }));
});
