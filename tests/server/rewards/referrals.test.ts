import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { inDays } from '../fairs/support';
import { giftTickets, users } from '../../../server/db/schema';
import { REFERRAL_MSG } from '../../../api/contract/referrals';
import { agent, signUp, VALID_USER } from '../accounts/agent';
import { call, insertMember, reserveFair, type Member } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('referrals', (fx) => {
  let server: TestServer;
  let hallId: number;
  let referrer: Member;
  let staff: Member;
  let code: string;

  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    referrer = await insertMember(fx.db, 'referrer@example.com', { nickname: 'ゆうこ' });
    staff = await insertMember(fx.db, 'staff@example.com', { staff: true });
    server = await startApiServer();
    code = (await call(server.url, 'GET', '/api/wn/mypage/referral', referrer)).body.code;
  });
  afterAll(() => server.close());

  it('every member has a code and link; the guest lookup names the nickname and benefit only', async () => {
    const mine = await call(server.url, 'GET', '/api/wn/mypage/referral', referrer);
    expect(mine.body).toMatchObject({ code, amount: 3000, invited: 0, used_code: false });
    expect(mine.body.url).toMatch(new RegExp(`/referral\\?code=${code}$`));
    const guest = await call(server.url, 'GET', `/api/v3/wn/referral/guest/?code=${code.toLowerCase()}`, null);
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ valid: true, code, nickname: 'ゆうこ', benefit: { amount: 3000, text: expect.stringContaining('3,000円分') } });
    expect(JSON.stringify(guest.body)).not.toMatch(/referrer@example\.com|user_id|"id"/);
    expect((await call(server.url, 'GET', '/api/v3/wn/referral/guest/?code=ZZZZZZZZ', null)).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/v3/wn/referral/guest/?code=%3Cscript%3E', null)).status).toBe(400);
    expect((await call(server.url, 'GET', '/api/v3/wn/referral/guest/', null)).status).toBe(400);
    // An inactive referrer's code is no longer valid.
    const gone = await insertMember(fx.db, 'gone@example.com');
    const goneCode = (await call(server.url, 'GET', '/api/wn/mypage/referral', gone)).body.code;
    await fx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.userId));
    expect((await call(server.url, 'GET', `/api/v3/wn/referral/guest/?code=${goneCode}`, null)).status).toBe(404);
  });

  it('a friend registers with the code, attends her first fair: both get one ¥3,000 ticket, once', async () => {
    const friend = agent(server.url);
    await friend.primeCsrf();
    const bad = await friend.post('/api/accounts/register', { ...VALID_USER, email: 'friend0@example.com', referral_code: 'ZZZZZZZZ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('この紹介コードは無効です');
    const res = await signUp(friend, fx.db, { ...VALID_USER, email: 'friend@example.com', referral_code: code });
    expect(res.status).toBe(200);
    const friendId = (await res.json()).user.user_id;
    const again = await friend.post('/api/wn/mypage/referral', { code });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(REFERRAL_MSG.used);

    const reservationId = await reserveFair(fx.db, hallId, friendId, inDays(1), false);
    expect((await call(server.url, 'POST', '/api/staff/attendances', referrer, { json: { reservation_id: reservationId } })).status).toBe(403);
    const confirmed = await call(server.url, 'POST', '/api/staff/attendances', staff, { json: { reservation_id: reservationId } });
    expect(confirmed.body).toEqual({ ok: true, referral_rewarded: true });
    const second = await reserveFair(fx.db, hallId, friendId, inDays(2), false);
    expect((await call(server.url, 'POST', '/api/staff/attendances', staff, { json: { reservation_id: second } })).body.referral_rewarded).toBe(false);
    expect((await call(server.url, 'POST', '/api/staff/attendances', staff, { json: { reservation_id: reservationId } })).body.referral_rewarded).toBe(false);

    const tickets = await fx.db.select().from(giftTickets).where(eq(giftTickets.kind, 'referral'));
    expect(tickets.map((t) => [t.userId, t.amount, t.tenantId, t.state]).sort()).toEqual([[friendId, 3000, hallId, 'available'], [referrer.userId, 3000, hallId, 'available']].sort());
    const mine = await call(server.url, 'GET', '/api/wn/mypage/referral', referrer);
    expect(mine.body).toMatchObject({ invited: 1, rewarded: 1 });
  });

  it('refuses her own code, a second code, and a code after her first fair', async () => {
    expect(await call(server.url, 'POST', '/api/wn/mypage/referral', referrer, { json: { code } })).toMatchObject({ status: 400, body: { message: REFERRAL_MSG.own } });
    const late = await insertMember(fx.db, 'late@example.com');
    await reserveFair(fx.db, hallId, late.userId, inDays(-5));
    expect(await call(server.url, 'POST', '/api/wn/mypage/referral', late, { json: { code } })).toMatchObject({ status: 409, body: { message: REFERRAL_MSG.afterFair } });
    const fresh = await insertMember(fx.db, 'fresh@example.com');
    expect((await call(server.url, 'POST', '/api/wn/mypage/referral', fresh, { json: { code } })).body).toMatchObject({ used_code: true });
    const otherCode = (await call(server.url, 'GET', '/api/wn/mypage/referral', late)).body.code;
    expect(await call(server.url, 'POST', '/api/wn/mypage/referral', fresh, { json: { code: otherCode } })).toMatchObject({ status: 409, body: { message: REFERRAL_MSG.used } });
    expect((await call(server.url, 'POST', '/api/wn/mypage/referral', fresh, { json: { code: '' } })).body.message).toContain(REFERRAL_MSG.code);
  });
});
