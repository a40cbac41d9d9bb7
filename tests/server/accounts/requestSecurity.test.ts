jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { users } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { agent, signUp, VALID_USER } from './agent';

describeEachDb('request security', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => setRateStore(null));

  async function signedIn(email: string) {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await signUp(a, fx.db, { ...VALID_USER, email });
    expect(res.status).toBe(200);
    return { a, userId: (await res.json()).user.user_id as number };
  }

  describe('CSRF', () => {
    it('refuses a state-changing call without the token', async () => {
      const res = await fetch(`${server.url}/api/accounts/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@example.jp', password: 'x' }) });
      expect(res.status).toBe(403);
      expect((await res.json()).details).toEqual({ reason: 'csrf' });
    });

    it('refuses a header that does not repeat the cookie', async () => {
      const a = agent(server.url);
      await a.primeCsrf();
      const res = await a.post('/api/accounts/login', { email: 'a@example.jp', password: 'x' }, { 'x-csrf-token': 'forged.token' });
      expect(res.status).toBe(403);
    });

    it('refuses a token minted for another visitor, even sent as cookie and header', async () => {
      const victim = agent(server.url);
      await victim.primeCsrf();
      const attacker = agent(server.url);
      await attacker.primeCsrf();
      const token = attacker.cookies.get('musubi_csrf')!;
      const res = await victim.post('/api/accounts/logout', {}, { cookie: `musubi_presession=${victim.cookies.get('musubi_presession')}; musubi_csrf=${token}`, 'x-csrf-token': decodeURIComponent(token) });
      expect(res.status).toBe(403);
    });

    it('refuses a cross-site Origin even with a valid token', async () => {
      const a = agent(server.url);
      await a.primeCsrf();
      const res = await a.post('/api/accounts/login', { email: 'a@example.jp', password: 'Wedding2026' }, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      const site = await a.post('/api/accounts/login', { email: 'a@example.jp', password: 'Wedding2026' }, { 'sec-fetch-site': 'cross-site' });
      expect(site.status).toBe(403);
    });

    it('accepts the same-origin call and keeps the token stable across /api/csrf calls', async () => {
      const a = agent(server.url);
      await a.primeCsrf();
      const before = a.cookies.get('musubi_csrf');
      await a.primeCsrf();
      expect(a.cookies.get('musubi_csrf')).toBe(before);
      const res = await a.post('/api/accounts/logout', {}, { origin: server.url });
      expect(res.status).toBe(200);
    });

    it('a GET changes nothing: logout and login are not reachable by GET', async () => {
      const { a } = await signedIn('get@example.jp');
      expect((await a.get('/api/accounts/logout')).status).toBe(405);
      expect((await a.get('/api/accounts/me')).status).toBe(200);
      expect((await (await a.get('/api/accounts/me')).json()).user.email).toBe('get@example.jp');
    });
  });

  describe('user_id and sessions', () => {
    it('answers 401 without a session', async () => {
      const res = await fetch(`${server.url}/api/wn/reservations/`);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('ログインが必要です');
      const withId = await fetch(`${server.url}/api/wn/reservations/?user_id=1`);
      expect(withId.status).toBe(401);
    });

    it('answers 403 for the user_id of another user, also hidden in a repeated parameter', async () => {
      const { a, userId } = await signedIn('own@example.jp');
      const { userId: other } = await signedIn('someone@example.jp');
      expect((await a.get(`/api/wn/reservations/?user_id=${other}`)).status).toBe(403);
      expect((await a.get(`/api/wn/reservations/?user_id=${userId}&user_id=${other}`)).status).toBe(403);
      expect((await a.get(`/api/wn/reservations/?user_id=${userId}`)).status).toBe(200);
    });

    it('ignores internal Next.js headers: x-middleware-subrequest and friends change nothing', async () => {
      const internal = {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
        'x-middleware-prefetch': '1',
        'x-invoke-path': '/api/wn/reservations',
        'x-nextjs-data': '1',
        'x-now-route-matches': '1',
      };
      expect((await fetch(`${server.url}/api/wn/reservations/`, { headers: internal })).status).toBe(401);
      const post = await fetch(`${server.url}/api/accounts/logout`, { method: 'POST', headers: { ...internal, 'content-type': 'application/json' }, body: '{}' });
      expect(post.status).toBe(403);
      const { userId } = await signedIn('mw@example.jp');
      const spoof = await fetch(`${server.url}/api/wn/reservations/?user_id=${userId}`, { headers: internal });
      expect(spoof.status).toBe(401);
    });
  });

  describe('wedding token', () => {
    it('issues a token the app sends instead of a cookie, equivalent to a session', async () => {
      await signedIn('app@example.jp');
      const app = agent(server.url);
      await app.primeCsrf();
      const res = await app.post('/api/accounts/wedding_token', { email: 'app@example.jp', password: VALID_USER.password });
      expect(res.status).toBe(200);
      const { token, user } = await res.json();
      expect(token.length).toBeGreaterThan(30);
      expect(app.cookies.has('musubi_sid')).toBe(false);
      const me = await fetch(`${server.url}/api/accounts/me`, { headers: { 'x-wedding-token': token } });
      expect((await me.json()).user.user_id).toBe(user.user_id);
      expect((await fetch(`${server.url}/api/wn/reservations/?user_id=${user.user_id}`, { headers: { 'x-wedding-token': token } })).status).toBe(200);
      // Token-only calls need no CSRF cookie (documented in docs/native-bridge.md) but keep the Origin check.
      const cross = await fetch(`${server.url}/api/accounts/logout`, { method: 'POST', headers: { 'x-wedding-token': token, origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
      expect(cross.status).toBe(403);
      const out = await fetch(`${server.url}/api/accounts/logout`, { method: 'POST', headers: { 'x-wedding-token': token, 'content-type': 'application/json' }, body: '{}' });
      expect(out.status).toBe(200);
      const after = await fetch(`${server.url}/api/accounts/me`, { headers: { 'x-wedding-token': token } });
      expect((await after.json()).user).toBeNull();
    });

    it('an unknown token is anonymous, never an error', async () => {
      const res = await fetch(`${server.url}/api/accounts/me`, { headers: { 'x-wedding-token': 'x'.repeat(500) } });
      expect(res.status).toBe(200);
      expect((await res.json()).user).toBeNull();
    });
  });

  describe('public profile', () => {
    it('shows a public profile with the spec fields', async () => {
      const { userId } = await signedIn('public@example.jp');
      const res = await fetch(`${server.url}/api/profile/${userId}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ user_id: userId, selfintroduction: '', viewed_count: 0, loved_count: 0, album_list: [], is_private: false, is_official: false, is_staff: false });
      expect(body.bridal_profile).toMatchObject({ nickname: 'はなこ', prefecture_slug: 'tokyo', wedding_season: '2027-Q2', wedding_season_label: '2027年4〜6月' });
      expect(body.share_url).toMatch(new RegExp(`/profile/${userId}$`));
      expect(JSON.stringify(body)).not.toContain('public@example.jp');
    });

    it('hides a private profile from others (404) but shows it to its owner', async () => {
      const { a, userId } = await signedIn('private@example.jp');
      await fx.db.update(users).set({ isPrivate: true }).where(eq(users.id, userId));
      expect((await fetch(`${server.url}/api/profile/${userId}`)).status).toBe(404);
      const { a: other } = await signedIn('viewer@example.jp');
      expect((await other.get(`/api/profile/${userId}`)).status).toBe(404);
      expect((await a.get(`/api/profile/${userId}`)).status).toBe(200);
    });

    it('hides an inactive profile and answers 404 for an unknown one, 400 for a malformed id', async () => {
      const { userId } = await signedIn('gone@example.jp');
      await fx.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
      expect((await fetch(`${server.url}/api/profile/${userId}`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/profile/987654`)).status).toBe(404);
      const bad = await fetch(`${server.url}/api/profile/abc`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/^userId:/);
    });

    it('flags official and staff come from data only: registration cannot set them', async () => {
      const a = agent(server.url);
      await a.primeCsrf();
      const res = await signUp(a, fx.db, { ...VALID_USER, email: 'sneaky@example.jp', is_official: true, is_staff: true, is_private: true });
      const { user } = await res.json();
      expect(user).toMatchObject({ is_official: false, is_staff: false });
      const profile = await (await fetch(`${server.url}/api/profile/${user.user_id}`)).json();
      expect(profile).toMatchObject({ is_official: false, is_staff: false, is_private: false });
    });
  });
});
