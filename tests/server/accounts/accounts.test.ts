jest.setTimeout(60000);
import { and, eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { hallViews, mailOutbox, sessions, users, visitors } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { agent, mailedVerifyToken, signUp, VALID_USER } from './agent';

const UUID = '0b6f3c1e-8a4b-4c2d-9e1f-2a3b4c5d6e7f';

describeEachDb('accounts: register, login, logout', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => setRateStore(null));

  /** Registered and confirmed through the mailed link: signed in. */
  async function registered(email: string) {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await signUp(a, fx.db, { ...VALID_USER, email });
    expect(res.status).toBe(200);
    return a;
  }

  it('registers without signing in, answers 「確認メールを送信しました」, and the mailed link signs her in', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await a.post('/api/accounts/register', VALID_USER);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ ok: true, message: expect.stringMatching(/^確認メールを送信しました/) });
    expect(a.cookies.has('musubi_sid')).toBe(false);
    expect((await (await a.get('/api/accounts/me')).json()).user).toBeNull();
    const token = await mailedVerifyToken(fx.db, VALID_USER.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const bad = await a.post('/api/accounts/verify_email', { token: 'x'.repeat(30) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/無効か、有効期限が切れています/);
    const verified = await a.post('/api/accounts/verify_email', { token });
    expect(verified.status).toBe(200);
    const body = await verified.json();
    expect(body.user).toMatchObject({ email: VALID_USER.email, nickname: 'はなこ', wedding_prefecture_slug: 'tokyo', wedding_region_slug: 'kanto', wedding_season: '2027-Q2', is_official: false, is_staff: false, email_verified: true });
    // The link works once.
    const other = agent(server.url);
    await other.primeCsrf();
    expect((await other.post('/api/accounts/verify_email', { token })).status).toBe(400);
    const sid = a.setCookies.find((c) => c.startsWith('musubi_sid='))!;
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    const me = await (await a.get('/api/accounts/me')).json();
    expect(me.user.email).toBe(VALID_USER.email);
    // Only a hash of the session id is stored.
    const rows = await fx.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === a.cookies.get('musubi_sid'))).toBe(false);
    const [u] = await fx.db.select().from(users).where(eq(users.email, VALID_USER.email));
    expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a taken email exactly like a new one (whatever its case), and mails its owner instead', async () => {
    await registered('taken@example.jp');
    const fresh = agent(server.url);
    await fresh.primeCsrf();
    const asNew = await fresh.post('/api/accounts/register', { ...VALID_USER, email: 'untaken@example.jp' });
    const b = agent(server.url);
    await b.primeCsrf();
    const res = await b.post('/api/accounts/register', { ...VALID_USER, email: ' Taken@Example.JP ' });
    expect(res.status).toBe(asNew.status);
    expect(await res.json()).toEqual(await asNew.json());
    expect(b.cookies.has('musubi_sid')).toBe(false);
    const notices = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'taken@example.jp'), eq(mailOutbox.kind, 'register_attempt_notice')));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toMatch(/すでに登録されています/);
    expect(notices[0].body).toMatch(/\/password\/reset/);
    // Nothing in it to confirm: the address belongs to the account that exists.
    expect(notices[0].body).not.toMatch(/register\/verify/);
  });

  it('resends a confirmation link to an unconfirmed address only, with the same answer for any address', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    await a.post('/api/accounts/register', { ...VALID_USER, email: 'later@example.jp' });
    const first = await mailedVerifyToken(fx.db, 'later@example.jp');
    const again = await a.post('/api/accounts/verify_email/resend', { email: 'later@example.jp' });
    expect(await again.json()).toEqual({ ok: true, message: expect.stringMatching(/^確認メールを送信しました/) });
    const second = await mailedVerifyToken(fx.db, 'later@example.jp');
    expect(second).not.toBe(first);
    const before = (await fx.db.select().from(mailOutbox)).length;
    const unknown = await a.post('/api/accounts/verify_email/resend', { email: 'nobody-here@example.jp' });
    expect(await unknown.json()).toEqual(await (await a.post('/api/accounts/verify_email/resend', { email: 'taken@example.jp' })).json());
    expect((await fx.db.select().from(mailOutbox)).length).toBe(before);
    // Both links work until one is used.
    expect((await a.post('/api/accounts/verify_email', { token: first })).status).toBe(200);
  });

  it('answers 400 with the Japanese field messages for bad input', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await a.post('/api/accounts/register', { email: 'not-an-email', password: 'short', nickname: '', wedding_prefecture_slug: '', wedding_season: 'soon' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain('email: メールアドレスの形式で入力してください');
    const paths = body.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'nickname', 'wedding_prefecture_slug', 'wedding_season']));
    const unknownPref = await a.post('/api/accounts/register', { ...VALID_USER, email: 'pref@example.jp', wedding_prefecture_slug: 'atlantis' });
    expect(unknownPref.status).toBe(400);
    expect((await unknownPref.json()).message).toContain('挙式予定エリアを選択してください');
  });

  it('logs in with a new session id each time (rotation) and a new CSRF token', async () => {
    const a = await registered('rotate@example.jp');
    const firstSid = a.cookies.get('musubi_sid');
    const firstCsrf = a.cookies.get('musubi_csrf');
    const res = await a.post('/api/accounts/login', { email: 'rotate@example.jp', password: VALID_USER.password });
    expect(res.status).toBe(200);
    expect(a.cookies.get('musubi_sid')).not.toBe(firstSid);
    expect(a.cookies.get('musubi_csrf')).not.toBe(firstCsrf);
    // The old id no longer signs anyone in.
    const old = await fetch(`${server.url}/api/accounts/me`, { headers: { cookie: `musubi_sid=${firstSid}` } });
    expect((await old.json()).user).toBeNull();
    expect((await (await a.get('/api/accounts/me')).json()).user.email).toBe('rotate@example.jp');
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    await registered('wrong@example.jp');
    const a = agent(server.url);
    await a.primeCsrf();
    const wrong = await a.post('/api/accounts/login', { email: 'wrong@example.jp', password: 'Nope12345' });
    const unknown = await a.post('/api/accounts/login', { email: 'nobody@example.jp', password: 'Nope12345' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const m1 = (await wrong.json()).message;
    expect(m1).toBe('メールアドレスまたはパスワードが正しくありません');
    expect((await unknown.json()).message).toBe(m1);
    expect(a.cookies.has('musubi_sid')).toBe(false);
  });

  it('refuses an inactive account like a wrong password', async () => {
    await registered('inactive@example.jp');
    await fx.db.update(users).set({ isActive: false }).where(eq(users.email, 'inactive@example.jp'));
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await a.post('/api/accounts/login', { email: 'inactive@example.jp', password: VALID_USER.password });
    expect(res.status).toBe(401);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const a = await registered('logout@example.jp');
    const sid = a.cookies.get('musubi_sid');
    const res = await a.post('/api/accounts/logout', {});
    expect(res.status).toBe(200);
    expect(a.cookies.has('musubi_sid')).toBe(false);
    const replay = await fetch(`${server.url}/api/accounts/me`, { headers: { cookie: `musubi_sid=${sid}` } });
    expect((await replay.json()).user).toBeNull();
    // A fresh anonymous CSRF binding lets the visitor log in again right away.
    const again = await a.post('/api/accounts/login', { email: 'logout@example.jp', password: VALID_USER.password });
    expect(again.status).toBe(200);
  });

  it('keeps the script-readable member hint in step with the session, and it grants nothing', async () => {
    const a = await registered('hint@example.jp');
    const hint = a.setCookies.find((c) => c.startsWith('musubi_member='))!;
    expect(hint).toMatch(/^musubi_member=1; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    expect(hint).not.toMatch(/HttpOnly/);
    // A session from before the hint existed gets it on its next call.
    a.cookies.delete('musubi_member');
    await a.get('/api/accounts/me');
    expect(a.cookies.get('musubi_member')).toBe('1');
    // The hint alone signs nobody in, and a hint without a live session is taken away.
    const forged = await fetch(`${server.url}/api/accounts/me`, { headers: { cookie: 'musubi_member=1; musubi_sid=forged' } });
    expect((await forged.json()).user).toBeNull();
    expect(forged.headers.getSetCookie().some((c) => /^musubi_member=; .*Max-Age=0/.test(c))).toBe(true);
    // Logout takes it with the session.
    await a.post('/api/accounts/logout', {});
    expect(a.cookies.has('musubi_member')).toBe(false);
    expect(a.cookies.has('musubi_sid')).toBe(false);
  });

  it('an expired session signs nobody in', async () => {
    const a = await registered('expired@example.jp');
    await fx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await (await a.get('/api/accounts/me')).json()).user).toBeNull();
  });

  it('carries the anonymous uuid\'s viewed halls over to the account', async () => {
    const a = agent(server.url);
    expect((await a.get(`/api/uuid/?uuid=${UUID}&source=web`)).status).toBe(200);
    await fx.db.insert(hallViews).values({ uuid: UUID, hallId });
    await a.primeCsrf();
    const res = await signUp(a, fx.db, { ...VALID_USER, email: 'carry@example.jp' }, { 'x-musubi-uuid': UUID });
    const userId = (await res.json()).user.user_id;
    const [view] = await fx.db.select().from(hallViews).where(eq(hallViews.uuid, UUID));
    expect(view.userId).toBe(userId);
    const [visitor] = await fx.db.select().from(visitors).where(eq(visitors.uuid, UUID));
    expect(visitor.userId).toBe(userId);
    // A later login from the same device does not move them to someone else.
    await registered('other@example.jp');
    const b = agent(server.url);
    await b.primeCsrf();
    await b.post('/api/accounts/login', { email: 'other@example.jp', password: VALID_USER.password }, { 'x-musubi-uuid': UUID });
    const [still] = await fx.db.select().from(hallViews).where(eq(hallViews.uuid, UUID));
    expect(still.userId).toBe(userId);
  });

  it('the uuid alone gives access to nothing of the user', async () => {
    const res = await fetch(`${server.url}/api/accounts/me`, { headers: { 'x-musubi-uuid': UUID, cookie: `musubi_uuid=${UUID}` } });
    expect((await res.json()).user).toBeNull();
  });
});
