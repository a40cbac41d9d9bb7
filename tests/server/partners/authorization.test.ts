import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertFair, insertOtherHall, inDays } from '../fairs/support';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { openApiDocument } from '../../../server/openapi/document';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { giftTickets, hallContracts, partnerMembers, reviewReports } from '../../../server/db/schema';
import { and, eq } from 'drizzle-orm';
import { call, insertMember, reserveFair, type Member } from '../rewards/support';
import { insertPartner, insertPublishedReview } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

/** Every /api/partner endpoint of one hall, with a valid body, and what role it needs. */
function endpointsOf(ids: { hall: number; fair: number; reservation: number; review: number }) {
  const h = `/api/partner/halls/${ids.hall}`;
  return [
    { method: 'GET', path: h, need: 'staff' },
    { method: 'PUT', path: h, need: 'staff', json: { catch_copy: '光の差し込むチャペル', description: '紹介文', access: '駅から徒歩3分', price_min: '2500000', price_max: '4000000', capacity_min: '20', capacity_max: '120', ceremony_styles: ['christian'], features: ['chapel'] } },
    { method: 'GET', path: `${h}/fairs`, need: 'staff' },
    { method: 'PUT', path: `${h}/fairs/${ids.fair}/slots/1`, need: 'staff', json: { capacity: 5 } },
    { method: 'GET', path: `${h}/reservations`, need: 'staff' },
    { method: 'PUT', path: `${h}/reservations/${ids.reservation}`, need: 'staff', json: { note: '駐車場希望' } },
    { method: 'GET', path: `${h}/reviews`, need: 'staff' },
    { method: 'PUT', path: `${h}/reviews/${ids.review}/reply`, need: 'staff', json: { body: 'ご来館ありがとうございました。' } },
    { method: 'GET', path: `${h}/contracts`, need: 'staff' },
    { method: 'GET', path: `${h}/giftcodes`, need: 'staff' },
    { method: 'GET', path: `${h}/stats`, need: 'staff' },
    { method: 'GET', path: `${h}/audit`, need: 'owner' },
    { method: 'GET', path: `${h}/members`, need: 'owner' },
    { method: 'POST', path: `${h}/invitations`, need: 'owner', json: { email: 'new-staff@example.com', role: 'staff' } },
  ] as { method: string; path: string; need: 'staff' | 'owner'; json?: unknown }[];
}

describeEachDb('partners\' console: who may call what', (fx) => {
  let server: TestServer;
  let ids: { hall: number; fair: number; reservation: number; review: number };
  let owner: Member;
  let staff: Member;
  let otherOwner: Member;
  let member: Member;

  beforeAll(async () => {
    setRateStore(memoryStore());
    const hall = await insertMinimalHall(fx.db);
    const other = await insertOtherHall(fx.db, '青山レジデンス迎賓館', 'aoyama');
    owner = await insertPartner(fx.db, 'owner@example.com', hall, 'owner');
    staff = await insertPartner(fx.db, 'staff@example.com', hall, 'staff');
    otherOwner = await insertPartner(fx.db, 'other@example.com', other, 'owner');
    member = await insertMember(fx.db, 'bride@example.com');
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(10) });
    const reservation = await reserveFair(fx.db, hall, member.userId, inDays(5), false);
    ids = { hall, fair: fairId, reservation, review: await insertPublishedReview(fx.db, hall) };
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('answers anonymous 401, a member 403, another hall\'s partner 404, the hall\'s own partner 200', async () => {
    for (const e of endpointsOf(ids)) {
      const as = (who: Member | null) => call(server.url, e.method, e.path, who, { json: e.json });
      expect([e.path, (await as(null)).status]).toEqual([e.path, 401]);
      const asMember = await as(member);
      expect([e.path, asMember.status, asMember.body.message]).toEqual([e.path, 403, PARTNER_MSG.notPartner]);
      expect([e.path, (await as(otherOwner)).status]).toEqual([e.path, 404]);
      const okCall = await as(e.need === 'owner' ? staff : owner);
      expect([e.path, okCall.status]).toEqual([e.path, e.need === 'owner' ? 403 : 200]);
      expect([e.path, (await as(owner)).status]).toEqual([e.path, 200]);
    }
  });

  it('the one-shot writes (report a review, decide a contract, use a gift code, remove a colleague): 401, 403, 404 before the body, then her own call works once', async () => {
    const couple = await insertMember(fx.db, 'contract-couple@example.com');
    const [contract] = await fx.db.insert(hallContracts).values({ userId: couple.userId, hallId: ids.hall, contractedOn: inDays(-3), weddingDate: inDays(200) }).returning();
    const [ticket] = await fx.db
      .insert(giftTickets)
      .values({ userId: couple.userId, kind: 'fair', tenantType: 'hall', tenantId: ids.hall, amount: 10000, conditions: '来館', deadline: new Date(Date.now() + 86400000).toISOString(), state: 'approved', giftCode: 'MSB-AUTH-CODE-0001', sourceKey: 'test:auth-gift' })
      .returning();
    const colleague = await insertPartner(fx.db, 'leaving@example.com', ids.hall, 'staff');
    const h = `/api/partner/halls/${ids.hall}`;
    const broken = { reason: '\u0000'.repeat(10), action: { $gt: 1 }, extra: 'x'.repeat(5000) };
    const writes: { method: string; path: string; need: 'staff' | 'owner'; json: unknown; done: () => Promise<unknown> }[] = [
      { method: 'POST', path: `${h}/reviews/${ids.review}/report`, need: 'staff', json: { reason: '当館のご利用ではない内容です' }, done: async () => (await fx.db.select({ r: reviewReports.reason }).from(reviewReports).where(eq(reviewReports.reviewId, ids.review)))[0]?.r ?? null },
      { method: 'POST', path: `${h}/contracts/${contract.id}`, need: 'staff', json: { action: 'decline', reason: '確認できませんでした' }, done: async () => (await fx.db.select({ s: hallContracts.state }).from(hallContracts).where(eq(hallContracts.id, contract.id)))[0].s },
      { method: 'POST', path: `${h}/giftcodes/${ticket.id}/use`, need: 'staff', json: {}, done: async () => typeof (await fx.db.select({ u: giftTickets.usedAt }).from(giftTickets).where(eq(giftTickets.id, ticket.id)))[0].u },
      { method: 'DELETE', path: `${h}/members/${colleague.userId}`, need: 'owner', json: {}, done: async () => (await fx.db.select().from(partnerMembers).where(and(eq(partnerMembers.userId, colleague.userId), eq(partnerMembers.hallId, ids.hall)))).length },
    ];
    const before = await Promise.all(writes.map((w) => w.done()));
    for (const w of writes) {
      expect([w.path, (await call(server.url, w.method, w.path, null, { json: broken })).status]).toEqual([w.path, 401]);
      const asMember = await call(server.url, w.method, w.path, member, { json: broken });
      expect([w.path, asMember.status, asMember.body.message]).toEqual([w.path, 403, PARTNER_MSG.notPartner]);
      expect([w.path, (await call(server.url, w.method, w.path, otherOwner, { json: broken })).status]).toEqual([w.path, 404]);
      if (w.need === 'owner') expect([w.path, (await call(server.url, w.method, w.path, staff, { json: broken })).status]).toEqual([w.path, 403]);
    }
    // Nothing of it happened.
    expect(await Promise.all(writes.map((w) => w.done()))).toEqual(before);
    for (const w of writes) expect([w.path, (await call(server.url, w.method, w.path, owner, { json: w.json })).status]).toEqual([w.path, 200]);
    expect(await Promise.all(writes.map((w) => w.done()))).toEqual(['当館のご利用ではない内容です', 'declined', 'string', 0]);
  });

  it('the couple\'s and the invited person\'s endpoints answer anonymous 401', async () => {
    expect((await call(server.url, 'GET', '/api/wn/contracts', null)).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/wn/contracts', null, { json: { hall_id: ids.hall, contracted_on: inDays(-1), wedding_date: inDays(100) } })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/partner/invitations/accept', null, { json: { token: 'a'.repeat(40) } })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/partner/halls', null)).status).toBe(401);
  });

  it('refuses before reading the body: a broken body from a stranger is still 401/403/404, never 400', async () => {
    const path = `/api/partner/halls/${ids.hall}/fairs/${ids.fair}/slots/1`;
    const broken = { capacity: '\u0000'.repeat(10), extra: 'x'.repeat(5000) };
    expect((await call(server.url, 'PUT', path, null, { json: broken })).status).toBe(401);
    expect((await call(server.url, 'PUT', path, member, { json: broken })).status).toBe(403);
    expect((await call(server.url, 'PUT', path, otherOwner, { json: broken })).status).toBe(404);
    expect((await call(server.url, 'PUT', path, owner, { json: { capacity: '0' } })).body.message).toContain(PARTNER_MSG.capacityRange);
  });

  it('another hall\'s ids under her own hall answer 404: a reservation, a fair, a review', async () => {
    const other = await insertOtherHall(fx.db, '鎌倉テラス', 'kamakura-terrace');
    const stranger = await insertMember(fx.db, 'stranger@example.com');
    const theirReservation = await reserveFair(fx.db, other, stranger.userId, inDays(6), false);
    const { fairId: theirFair } = await insertFair(fx.db, { hallId: other, holdAt: inDays(12) });
    const theirReview = await insertPublishedReview(fx.db, other);
    const h = `/api/partner/halls/${ids.hall}`;
    expect((await call(server.url, 'PUT', `${h}/reservations/${theirReservation}`, owner, { json: { status: 'confirmed' } })).status).toBe(404);
    expect((await call(server.url, 'PUT', `${h}/fairs/${theirFair}/slots/1`, owner, { json: { capacity: 5 } })).status).toBe(404);
    expect((await call(server.url, 'PUT', `${h}/reviews/${theirReview}/reply`, owner, { json: { body: 'ありがとうございます' } })).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/partner/halls/99999', owner)).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/partner/halls/abc', owner)).status).toBe(400);
  });

  it('lists only her own halls, and the console\'s paths are in the OpenAPI document', async () => {
    const mine = await call(server.url, 'GET', '/api/partner/halls', owner);
    expect(mine.body.items.map((h: { id: number }) => h.id)).toEqual([ids.hall]);
    expect((await call(server.url, 'GET', '/api/partner/halls', member)).status).toBe(403);
    const doc = openApiDocument() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/partner/halls', '/api/partner/halls/{hall_id}/reservations', '/api/partner/halls/{hall_id}/contracts/{contract_id}']));
  });
});
