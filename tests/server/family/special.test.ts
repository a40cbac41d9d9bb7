import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { specialApplications, users } from '../../../server/db/schema';
import { startFakeLine, type FakeLine } from './fakeLine';
import { getJson, insertUserWithSession, postForm } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const CHANNEL = '1650000000';
const LINE_A = `U${'a'.repeat(32)}`;
const LINE_B = `U${'b'.repeat(32)}`;
const form = (over: Record<string, string> = {}) => ({ line_user_id: LINE_A, line_access_token: 'token-a-0123456789', name: '佐藤 美咲', postal_code: '100-0005', address: '東京都千代田区丸の内1-1-1', wedding_date: '2027-05-05', ...over });

describeEachDb('LINE special', (fx) => {
  let server: TestServer;
  let line: FakeLine;
  beforeAll(async () => {
    server = await startApiServer();
    line = await startFakeLine();
    line.tokens.set('token-a-0123456789', { clientId: CHANNEL, userId: LINE_A, expiresIn: 2000 });
    line.tokens.set('token-b-0123456789', { clientId: CHANNEL, userId: LINE_B, expiresIn: 2000 });
    line.tokens.set('token-other-channel', { clientId: '999', userId: LINE_A, expiresIn: 2000 });
    line.tokens.set('token-expired-00000', { clientId: CHANNEL, userId: LINE_A, expiresIn: 0 });
  });
  beforeEach(() => {
    process.env.LINE_CHANNEL_ID = CHANNEL;
    process.env.LINE_API_BASE = line.url;
  });
  afterAll(async () => {
    delete process.env.LINE_CHANNEL_ID;
    delete process.env.LINE_API_BASE;
    await server.close();
    await line.close();
  });

  it('without LINE_CHANNEL_ID the campaign is unavailable and posts are false', async () => {
    delete process.env.LINE_CHANNEL_ID;
    const { sessionId } = await insertUserWithSession(fx.db, 'off@example.com');
    expect((await getJson(server.url, `/api/wn/special/?line_user_id=${LINE_A}&line_access_token=token-a-0123456789`)).body).toMatchObject({ available: false, verified: false });
    expect(await (await postForm(server.url, '/api/wn/special/', form(), sessionId)).json()).toMatchObject({ result: false });
  });

  it('verifies the token with LINE: right channel, unexpired, same user; never stores it', async () => {
    const ok = await getJson(server.url, `/api/wn/special/?line_user_id=${LINE_A}&line_access_token=token-a-0123456789`);
    expect(ok.body).toEqual({ available: true, verified: true, linked: false, applied: false, signed_in: false });
    expect(line.seen).toContain('token-a-0123456789');
    for (const [user, token] of [[LINE_B, 'token-a-0123456789'], [LINE_A, 'token-other-channel'], [LINE_A, 'token-expired-00000'], [LINE_A, 'token-unknown-00000']]) {
      expect((await getJson(server.url, `/api/wn/special/?line_user_id=${user}&line_access_token=${token}`)).body.verified).toBe(false);
    }
    expect((await getJson(server.url, '/api/wn/special/?line_user_id=nope')).status).toBe(400);
  });

  it('a member links her LINE account and applies once: true, then false; the token is not stored', async () => {
    const { userId, sessionId } = await insertUserWithSession(fx.db, 'misaki@example.com');
    expect((await postForm(server.url, '/api/wn/special/', form())).status).toBe(401);
    expect(await (await postForm(server.url, '/api/wn/special/', form(), sessionId)).json()).toEqual({ result: true, message: expect.stringMatching(/受け付けました/) });
    const [u] = await fx.db.select().from(users).where(eq(users.id, userId));
    expect(u.lineUserId).toBe(LINE_A);
    const [row] = await fx.db.select().from(specialApplications).where(eq(specialApplications.userId, userId));
    expect(row).toMatchObject({ postalCode: '1000005', weddingDate: '2027-05-05', lineUserId: LINE_A });
    expect(JSON.stringify(row)).not.toContain('token-a');
    expect(await (await postForm(server.url, '/api/wn/special/', form(), sessionId)).json()).toMatchObject({ result: false, message: expect.stringMatching(/すでに/) });
    const status = await getJson(server.url, `/api/wn/special/?line_user_id=${LINE_A}&line_access_token=token-a-0123456789`, sessionId);
    expect(status.body).toMatchObject({ verified: true, linked: true, applied: true, signed_in: true });
    // Another member cannot take the same LINE account.
    const other = await insertUserWithSession(fx.db, 'other@example.com');
    expect(await (await postForm(server.url, '/api/wn/special/', form(), other.sessionId)).json()).toMatchObject({ result: false, message: expect.stringMatching(/別の会員/) });
  });

  it('an unverified token is false; bad fields are 400 with Japanese messages', async () => {
    const { sessionId } = await insertUserWithSession(fx.db, 'bad@example.com');
    expect(await (await postForm(server.url, '/api/wn/special/', form({ line_user_id: LINE_B }), sessionId)).json()).toMatchObject({ result: false });
    const res = await postForm(server.url, '/api/wn/special/', form({ line_user_id: LINE_B, line_access_token: 'token-b-0123456789', name: '', postal_code: '12', wedding_date: '来年' }), sessionId);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain('お名前を入力してください');
    expect(body.message).toContain('郵便番号は半角数字7桁で入力してください');
    expect(body.message).toContain('日付を入力してください');
  });
});
