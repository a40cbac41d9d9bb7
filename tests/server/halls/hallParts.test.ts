import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import * as H from '../../../api/contract/halls';
import { listBrides } from '../../../api/contract/brides';
import { seedHallDomain } from './hallSeed';
import { getJson, getOk } from './support';

// Seeding the hall domain takes a few seconds per database.
jest.setTimeout(120_000);

describeEachDb('hall parts: /api/wn/halls/{id}/...', (fx) => {
  let server: TestServer;
  let id: number;
  beforeAll(async () => {
    server = await startApiServer();
    const hall = await getOk(server, H.getHall, '/api/wn/halls/1');
    id = hall.id;
  });
  afterAll(() => server.close());

  it('answers the complete hall with Q&A and the comment-stats grid', async () => {
    const hall = await getOk(server, H.getHall, `/api/wn/halls/${id}`);
    expect(hall.hall_question_and_answers.length).toBeGreaterThan(0);
    expect(hall.comment_stats.range_of_people).toEqual([40, 60, 80, 100, 101]);
    expect(hall.comment_stats.range_of_price).toEqual([1000000, 2000000, 3000000, 4000000, 4000001]);
    expect(hall.comment_stats.count).toHaveLength(5);
    expect(hall.comment_stats.count.flat().reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(hall.regulation).toMatch(/持ち込み/);
    expect(hall.cover_images[0].image_url).toBe(`/media/halls/${id}/cover/1.jpg`);
  });

  it('pv counts a visitor once per period and answers the total', async () => {
    const a = await getOk(server, H.getHallPv, `/api/wn/halls/${id}/pv`);
    const b = await getOk(server, H.getHallPv, `/api/wn/halls/${id}/pv/`);
    expect(b.pv).toBe(a.pv);
    expect((await getJson(server, '/api/wn/halls/99999/pv')).status).toBe(404);
  });

  it('benefits, plans and plans/count agree', async () => {
    const benefits = await getOk(server, H.getHallBenefits, `/api/wn/halls/${id}/benefits`);
    expect(benefits.items.length).toBeGreaterThanOrEqual(2);
    const count = await getOk(server, H.getHallPlansCount, `/api/wn/halls/${id}/plans/count`);
    const plans = await getOk(server, H.getHallPlans, `/api/wn/halls/${id}/plans?per_page=2`);
    expect(plans.total).toBe(count.count);
    expect(plans.items).toHaveLength(2);
    expect(plans.items[0].is_popular).toBe(true);
  });

  it('official photos cover every section, and photo_sections keeps at most 4 per section', async () => {
    const all = await getOk(server, H.getOfficialPhotos, `/api/wn/halls/${id}/official_photos`);
    expect(new Set(all.items.map((p) => p.section)).size).toBe(8);
    const dress = await getOk(server, H.getOfficialPhotos, `/api/wn/halls/${id}/official_photos?section=dress`);
    expect(dress.items.every((p) => p.section === 'dress' && p.section_label === 'ドレス')).toBe(true);
    const sections = await getOk(server, H.getPhotoSections, `/api/wn/halls/${id}/photo_sections`);
    expect(sections.sections.map((s) => s.section)).toEqual(H.photoSectionKeys);
    expect(sections.sections.every((s) => s.photos.length <= 4 && s.count >= s.photos.length)).toBe(true);
    expect((await getJson(server, `/api/wn/halls/${id}/official_photos?section=roof`)).body.message).toMatch(/^section:/);
  });

  it('bride photos page by 36, filter by group and match their count', async () => {
    const count = await getOk(server, H.getHallBridePhotosCount, `/api/wn/halls/${id}/bride_photos/count`);
    expect(count.count).toBe(count.groups.reduce((a, g) => a + g.count, 0));
    const page = await getOk(server, H.getHallBridePhotos, `/api/wn/halls/${id}/bride_photos`);
    expect(page.per_page).toBe(36);
    expect(page.total).toBe(count.count);
    const g = count.groups[0];
    const grouped = await getOk(server, H.getHallBridePhotos, `/api/wn/halls/${id}/bride_photos?group=${g.group}&per_page=2&page=1`);
    expect(grouped.total).toBe(g.count);
    expect(grouped.items.every((p) => p.group === g.group)).toBe(true);
    const top = await getOk(server, H.getTopBridePhotos, `/api/wn/halls/${id}/top_bride_photos`);
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.items.length).toBeLessThanOrEqual(8);
  });

  it('zexy photos carry their source', async () => {
    const z = await getOk(server, H.getZexyPhotos, `/api/wn/halls/${id}/zexy_photos`);
    expect(z.total).toBeGreaterThan(0);
    expect(z.items[0].source_name).toBe('ゼクシィ');
  });

  it('question_and_answers filters by type and counts every type', async () => {
    const all = await getOk(server, H.getHallQuestionAndAnswers, `/api/wn/halls/${id}/question_and_answers`);
    const t = all.types[0];
    const only = await getOk(server, H.getHallQuestionAndAnswers, `/api/wn/halls/${id}/question_and_answers?type=${t.type}`);
    expect(only.items).toHaveLength(t.count);
    expect((await getJson(server, `/api/wn/halls/${id}/question_and_answers?type=weather`)).status).toBe(400);
  });

  it('comments filter by status and rating, order and page; count agrees', async () => {
    const count = await getOk(server, H.getHallCommentsCount, `/api/wn/halls/${id}/comments/count`);
    expect(count.count).toBe(count.by_status.guest + count.by_status.married + count.by_status.fair);
    const all = await getOk(server, H.getHallComments, `/api/wn/halls/${id}/comments`);
    expect(all.total).toBe(count.count);
    const married = await getOk(server, H.getHallComments, `/api/wn/halls/${id}/comments?status=married`);
    expect(married.total).toBe(count.by_status.married);
    expect(married.items.every((r) => r.reviewer_type === 'married' && r.reviewer_type_label === '挙式済み')).toBe(true);
    const four = await getOk(server, H.getHallComments, `/api/wn/halls/${id}/comments?rating=4`);
    expect(four.total).toBe(count.by_rating['4']);
    expect(four.items.every((r) => r.rating >= 4 && r.rating < 5)).toBe(true);
    const high = await getOk(server, H.getHallComments, `/api/wn/halls/${id}/comments?order=rating_high&per_page=50`);
    const ratings = high.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const p2 = await getOk(server, H.getHallComments, `/api/wn/halls/${id}/comments?page=2`);
    expect(p2.items[0]?.id).not.toBe(all.items[0].id);
    expect((await getJson(server, `/api/wn/halls/${id}/comments?order=random`)).body.message).toMatch(/^order:/);
    expect((await getJson(server, `/api/wn/halls/${id}/comments?rating=9`)).status).toBe(400);
  });

  it('comment-stats grid counts the reviews with guests and cost', async () => {
    const stats = await getOk(server, H.getHallCommentStats, `/api/wn/halls/${id}/comment-stats`);
    expect(stats.count.flat().reduce((a, b) => a + b, 0)).toBe(stats.total);
    const married = await getOk(server, H.getHallCommentsCount, `/api/wn/halls/${id}/comments/count?status=married`);
    expect(stats.total).toBe(married.count);
  });

  it('reviews filter by season and type with counts per season', async () => {
    const all = await getOk(server, H.getHallReviews, `/api/wn/halls/${id}/reviews`);
    expect(all.seasons.reduce((a, s) => a + s.count, 0)).toBe(all.total);
    const s = all.seasons.find((x) => x.count > 0)!;
    const only = await getOk(server, H.getHallReviews, `/api/wn/halls/${id}/reviews?season=${s.season}&type=`);
    expect(only.total).toBe(s.count);
    const fair = await getOk(server, H.getHallReviews, `/api/wn/halls/${id}/reviews?type=fair`);
    expect(fair.items.every((r) => r.reviewer_type === 'fair' && r.guest_count === null)).toBe(true);
    expect((await getJson(server, `/api/wn/halls/${id}/reviews?season=rainy`)).body.message).toMatch(/^season:/);
  });

  it('brides filter by season and comments, order by popularity', async () => {
    const counts = new Map<number, number>();
    for (const b of (await getOk(server, listBrides, '/api/brides/?per_page=50')).items) if (b.hall_id) counts.set(b.hall_id, (counts.get(b.hall_id) ?? 0) + 1);
    const id = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const all = await getOk(server, H.getHallBrides, `/api/wn/halls/${id}/brides?order=popular`);
    expect(all.total).toBe(counts.get(id));
    expect(all.items.every((b) => b.hall_id === id && b.report_url === `/brides/${b.user_id}`)).toBe(true);
    expect(all.total).toBeGreaterThan(0);
    const loved = all.items.map((b) => b.loved_count);
    expect(loved).toEqual([...loved].sort((a, b) => b - a));
    const withComments = await getOk(server, H.getHallBrides, `/api/wn/halls/${id}/brides?comments=true`);
    expect(withComments.items.every((b) => b.comment !== '')).toBe(true);
    const season = all.items[0].season;
    const bySeason = await getOk(server, H.getHallBrides, `/api/wn/halls/${id}/brides?season=${season}`);
    expect(bySeason.items.every((b) => b.season === season)).toBe(true);
  });

  it('costs filter by guest band, order and page, with averages', async () => {
    const all = await getOk(server, H.getHallCosts, `/api/wn/halls/${id}/costs?order=cost_high&per_page=50`);
    expect(all.total).toBeGreaterThan(0);
    const totals = all.items.map((c) => c.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(all.items.every((c) => c.items.reduce((a, i) => a + i.amount, 0) === c.total)).toBe(true);
    expect(all.average_total).toBeGreaterThan(0);
    const n = all.items[0].guest_count;
    const band = await getOk(server, H.getHallCosts, `/api/wn/halls/${id}/costs?n=${n}`);
    expect(band.items.some((c) => c.guest_count === n)).toBe(true);
    const onePer = await getOk(server, H.getHallCosts, `/api/wn/halls/${id}/costs?per_page=1&page=2`);
    expect(onePer.items.length).toBeLessThanOrEqual(1);
  });

  it('nearby halls are ordered by distance and leave the hall out', async () => {
    const near = await getOk(server, H.getNearbyHalls, `/api/wn/halls/${id}/nearby_halls?limit=4`);
    expect(near.items).toHaveLength(4);
    expect(near.items.some((h) => h.id === id)).toBe(false);
    const d = near.items.map((h) => h.distance_km);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('summary images give the covers and one image per section', async () => {
    const s = await getOk(server, H.getHallSummaryImages, `/api/v3/wn/halls/${id}/summary_images/`);
    expect(s.cover_images.length).toBeGreaterThanOrEqual(3);
    expect(s.images).toHaveLength(8);
  });

  it.each([
    'benefits', 'bride_photos', 'bride_photos/count', 'nearby_halls', 'official_photos', 'photo_sections', 'question_and_answers',
    'top_bride_photos', 'zexy_photos', 'comments', 'comments/count', 'comment-stats', 'plans', 'plans/count', 'brides', 'reviews', 'costs',
  ])('%s answers 404 for an unknown hall and 400 for a malformed id', async (part) => {
    const missing = await getJson(server, `/api/wn/halls/987654/${part}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const bad = await getJson(server, `/api/wn/halls/x1/${part}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^id:/);
  });

  it('summary_images answers 404 for an unknown hall', async () => {
    expect((await getJson(server, '/api/v3/wn/halls/987654/summary_images/')).status).toBe(404);
  });
}, (db) => seedHallDomain(db));
