import { and, eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { mailOutbox, passwordResetTokens, sessions } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { agent, signUp, VALID_USER } from '../accounts/agent';

const EMAIL = 'reset@example.jp';
const NEW_PASSWORD = 'Sakura2027';

describeEachDb('password reset by mail', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    // Registration needs the geography the minimal hall brings.
    await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => {
    setRateStore(null);
    return server.close();
  });

  async function latestLink(): Promise<string> {
    const mails = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'password_reset'), eq(mailOutbox.toAddress, EMAIL)));
    const body = mails[mails.length - 1]?.body ?? '';
    return /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
  }

  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const phone = agent(server.url);
    await phone.primeCsrf();
    expect((await signUp(phone, fx.db, { ...VALID_USER, email: EMAIL })).status).toBe(200);
    expect((await (await phone.get('/api/accounts/me')).json()).user.email).toBe(EMAIL);
    const laptop = agent(server.url);
    await laptop.primeCsrf();
    expect((await laptop.post('/api/accounts/login', { email: EMAIL, password: VALID_USER.password })).status).toBe(200);

    const asker = agent(server.url);
    await asker.primeCsrf();
    const asked = await asker.post('/api/accounts/password_reset', { email: ' Reset@Example.JP ' });
    expect(asked.status).toBe(200);
    const token = await latestLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Only its hash is kept.
    expect((await fx.db.select().from(passwordResetTokens)).some((r) => r.tokenHash === token)).toBe(false);

    const weak = await asker.post('/api/accounts/password_reset/confirm', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toMatch(/パスワード/);
    const done = await asker.post('/api/accounts/password_reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);

    // Every session of the account ended.
    expect((await (await phone.get('/api/accounts/me')).json()).user).toBeNull();
    expect((await (await laptop.get('/api/accounts/me')).json()).user).toBeNull();
    const [{ userId }] = await fx.db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).limit(1);
    expect(await fx.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    // The link works once.
    const again = await asker.post('/api/accounts/password_reset/confirm', { token, password: 'Another2028' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toMatch(/無効か、有効期限が切れています/);

    const fresh = agent(server.url);
    await fresh.primeCsrf();
    expect((await fresh.post('/api/accounts/login', { email: EMAIL, password: VALID_USER.password })).status).toBe(401);
    expect((await fresh.post('/api/accounts/login', { email: EMAIL, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    await a.post('/api/accounts/password_reset', { email: EMAIL });
    const token = await latestLink();
    await fx.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const res = await a.post('/api/accounts/password_reset/confirm', { token, password: 'Expired2029' });
    expect(res.status).toBe(400);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    const before = (await fx.db.select().from(mailOutbox)).length;
    const res = await a.post('/api/accounts/password_reset', { email: 'nobody@example.jp' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/お送りしました/);
    expect((await fx.db.select().from(mailOutbox)).length).toBe(before);
    expect((await a.post('/api/accounts/password_reset', { email: 'not-an-address' })).status).toBe(400);
    expect((await a.post('/api/accounts/password_reset/confirm', { token: 'x\u0000', password: NEW_PASSWORD })).status).toBe(400);
  });

  it("a stranger's requests neither use up the owner's nor flood her mailbox; her link always works", async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const mails = async () => (await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'password_reset'), eq(mailOutbox.toAddress, EMAIL)))).length;
      const before = await mails();
      const stranger = agent(server.url);
      await stranger.primeCsrf();
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await stranger.post('/api/accounts/password_reset', { email: EMAIL }, from('198.51.100.66'))).status);
      // Limited per requester and account: this address is refused after three…
      expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
      // …and strangers elsewhere get the same answer, but no more than three mails go out in the hour.
      for (let i = 0; i < 4; i++) expect((await stranger.post('/api/accounts/password_reset', { email: EMAIL }, from(`198.51.100.${70 + i}`))).status).toBe(200);
      expect((await mails()) - before).toBe(3);
      // The owner, from her own address, is never refused, and a link mailed within the hour works.
      const owner = agent(server.url);
      await owner.primeCsrf();
      const asked = await owner.post('/api/accounts/password_reset', { email: EMAIL }, from('203.0.113.5'));
      expect(asked.status).toBe(200);
      expect((await asked.json()).message).toMatch(/お送りしました/);
      const token = await latestLink();
      expect((await owner.post('/api/accounts/password_reset/confirm', { token, password: 'Owner20300' }, from('203.0.113.5'))).status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});
