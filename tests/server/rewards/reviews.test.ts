import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertOtherHall, inDays } from '../fairs/support';
import { giftTickets, hallWeddings, halls, reviews, uploads, users } from '../../../server/db/schema';
import { VERIFY_MSG } from '../../../api/contract/accounts';
import { REVIEW_MSG } from '../../../api/contract/memberReviews';
import { hallCommentsCount } from '../../../server/halls/hallReviews';
import { commentStats } from '../../../server/halls/commentStats';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { call, form, insertMember, jpegWithExif, reserveFair, type Member } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const body = '式場のスタッフの方がとても親切で、チャペルの光の入り方がきれいでした。試食の料理も温かく、量もちょうどよかったです。駅からも近く、雨の日でも安心だと感じました。';
const valid = (hallId: number, over: Record<string, string> = {}) => ({
  hall_id: String(hallId), reviewer_type: 'fair', season: 'autumn', title: 'スタッフの対応が丁寧でした', body,
  score_ceremony: '5', score_reception: '4', score_food: '5', score_staff: '5', score_cost: '3', score_location: '4', ...over,
});

describeEachDb('members\' reviews and moderation', (fx) => {
  let server: TestServer;
  let hallId: number;
  let staff: Member;
  const post = (who: Member, fields: Record<string, string | Blob>) => call(server.url, 'POST', '/api/wn/reviews', who, { form: form(fields) });
  const moderate = (id: number, json: Record<string, string>, who = staff) => call(server.url, 'POST', `/api/staff/reviews/${id}/moderate`, who, { json });

  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    staff = await insertMember(fx.db, 'staff@example.com', { staff: true });
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('refuses a member who neither attended a fair there nor married there', async () => {
    const m = await insertMember(fx.db, 'visitor@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1), false);
    expect(await post(m, valid(hallId))).toMatchObject({ status: 403, body: { message: REVIEW_MSG.notEligible } });
    expect((await call(server.url, 'GET', `/api/wn/reviews/eligibility?hall_id=${hallId}`, m)).body.options).toEqual([]);
    expect((await post({ ...m, sessionId: 'nope' }, valid(hallId))).status).toBe(401);
  });

  it('needs a confirmed address: an unconfirmed member is told so in Japanese, and can post once confirmed', async () => {
    const m = await insertMember(fx.db, 'unconfirmed@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    await fx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, m.userId));
    expect(await post(m, valid(hallId))).toMatchObject({ status: 403, body: { message: VERIFY_MSG.required } });
    expect(await fx.db.select().from(reviews).where(eq(reviews.userId, m.userId))).toEqual([]);
    await fx.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, m.userId));
    expect((await post(m, valid(hallId))).status).toBe(200);
  });

  it('validates in Japanese: scores, title and body bounds, the type', async () => {
    const m = await insertMember(fx.db, 'validate@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    const short = await post(m, valid(hallId, { title: 'よい', body: '短い', score_food: '6' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toContain(REVIEW_MSG.titleLength);
    expect(short.body.message).toContain(REVIEW_MSG.bodyLength);
    expect(short.body.message).toContain('「料理」の評価を選択してください');
    expect((await post(m, valid(hallId, { reviewer_type: 'guest' }))).body.message).toContain(REVIEW_MSG.reviewerType);
    expect((await post(m, valid(hallId, { title: '　 ' }))).body.message).toContain(REVIEW_MSG.titleRequired);
    // Control characters are refused before the schema (server/http): a 400 with its own message.
    const nul = await post(m, valid(hallId, { title: '\u0000\u0000' }));
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('使用できない文字');
  });

  it('takes a review as 審査中, once per member, hall and type; staff approve it and the hall\'s figures follow', async () => {
    const m = await insertMember(fx.db, 'writer@example.com', { nickname: 'かな' });
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    const photo = new Blob([new Uint8Array(await jpegWithExif())], { type: 'image/jpeg' });
    const posted = await post(m, { ...valid(hallId, { title: '<b>スタッフ</b>が丁寧でした' }), photos: photo });
    expect(posted.status).toBe(200);
    expect(posted.body.review).toMatchObject({ state: 'pending', state_label: '審査中', rating: 4.3, title: '<b>スタッフ</b>が丁寧でした', reason: null });
    expect(posted.body.review.photos).toHaveLength(1);
    expect(await post(m, valid(hallId))).toMatchObject({ status: 409, body: { message: REVIEW_MSG.duplicate } });
    // The photo is re-encoded without EXIF and private until the review is published.
    const uploadId = Number(posted.body.review.photos[0].split('/').pop());
    const [img] = await fx.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect((await sharp(Buffer.from(img.data!)).metadata()).exif).toBeUndefined();
    expect(img.isPublic).toBe(false);
    // Pending reviews are not counted.
    const before = await hallCommentsCount(fx.db, hallId);
    expect(before.count).toBe(0);

    expect((await moderate(posted.body.review.id, { action: 'approve' }, m)).status).toBe(403);
    expect((await call(server.url, 'GET', '/api/staff/reviews', m)).status).toBe(403);
    const queue = await call(server.url, 'GET', '/api/staff/reviews', staff);
    expect(queue.body.items.map((r: { id: number }) => r.id)).toContain(posted.body.review.id);
    const ok = await moderate(posted.body.review.id, { action: 'approve' });
    expect(ok.body.review).toMatchObject({ state: 'published', state_label: '公開中' });
    expect((await moderate(posted.body.review.id, { action: 'approve' })).status).toBe(409);
    const [h] = await fx.db.select().from(halls).where(eq(halls.id, hallId));
    expect([h.rating, h.ratingCount]).toEqual([4.3, 1]);
    const after = await hallCommentsCount(fx.db, hallId);
    expect(after).toMatchObject({ count: 1, by_status: { fair: 1 }, average: { food: 5, cost: 3 } });
    expect((await fx.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0].isPublic).toBe(true);
    // Her fair gift ticket is ready to apply for (posted before the deadline).
    const tickets = await fx.db.select().from(giftTickets).where(eq(giftTickets.userId, m.userId));
    expect(tickets).toEqual([expect.objectContaining({ kind: 'fair', state: 'available', amount: 10000, tenantId: hallId })]);
    expect(tickets[0].conditions).toContain('24:00');
  });

  it('a rejection needs a reason, which the author sees; the rating ignores it', async () => {
    const m = await insertMember(fx.db, 'rejected@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    const posted = await post(m, valid(hallId, { score_ceremony: '1', score_reception: '1', score_food: '1', score_staff: '1', score_cost: '1', score_location: '1' }));
    expect((await moderate(posted.body.review.id, { action: 'reject' })).status).toBe(400);
    const rejected = await moderate(posted.body.review.id, { action: 'reject', reason: '個人名が含まれているため、修正をお願いします' });
    expect(rejected.body.review).toMatchObject({ state: 'rejected', state_label: '差し戻し' });
    const mine = await call(server.url, 'GET', '/api/wn/reviews/mine', m);
    expect(mine.body.items[0]).toMatchObject({ state: 'rejected', reason: '個人名が含まれているため、修正をお願いします' });
    const [h] = await fx.db.select().from(halls).where(eq(halls.id, hallId));
    expect(h.ratingCount).toBe(1);
    expect(await fx.db.select().from(giftTickets).where(eq(giftTickets.userId, m.userId))).toEqual([]);
  });

  it('a review after the deadline is published without a fair gift; a married review counts in the comment stats', async () => {
    const late = await insertMember(fx.db, 'late@example.com');
    await reserveFair(fx.db, hallId, late.userId, inDays(-3));
    const posted = await post(late, valid(hallId));
    await moderate(posted.body.review.id, { action: 'approve' });
    expect(await fx.db.select().from(giftTickets).where(eq(giftTickets.userId, late.userId))).toEqual([]);

    const bride = await insertMember(fx.db, 'bride@example.com');
    await fx.db.insert(hallWeddings).values({ userId: bride.userId, hallId, weddingDate: inDays(-30) });
    const wed = await post(bride, valid(hallId, { reviewer_type: 'married', guest_count: '70', cost: '3500000', score_cost: '5' }));
    expect(wed.status).toBe(200);
    await moderate(wed.body.review.id, { action: 'approve' });
    const stats = await commentStats(fx.db, hallId);
    expect(stats.total).toBe(1);
    expect(stats.count[2][3]).toBe(1);
    const [h] = await fx.db.select().from(halls).where(eq(halls.id, hallId));
    const published = await fx.db.select({ r: reviews.rating }).from(reviews).where(and(eq(reviews.hallId, hallId), eq(reviews.status, 'published')));
    expect(h.ratingCount).toBe(published.length);
    expect(h.rating).toBeCloseTo(published.reduce((s, r) => s + r.r, 0) / published.length, 2);
  });

  it('the review of another hall is not allowed by an attendance elsewhere', async () => {
    const other = await insertOtherHall(fx.db, '丘の上のレストラン', 'hill-restaurant');
    const m = await insertMember(fx.db, 'elsewhere@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    expect((await post(m, valid(other))).status).toBe(403);
  });

  it('limits review posts: the sixth within an hour answers 429 in Japanese', async () => {
    setRateStore(memoryStore());
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    try {
      const m = await insertMember(fx.db, 'busy@example.com');
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await post(m, valid(hallId)));
      expect(answers.slice(0, 5).every((a) => a.status === 403)).toBe(true);
      expect(answers[5]).toMatchObject({ status: 429, body: { message: 'しばらく時間をおいてから、もう一度お試しください' } });
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = '1000';
      setRateStore(memoryStore());
    }
  });
});
