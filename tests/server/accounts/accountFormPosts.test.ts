jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { insertMinimalHall } from '../support/fixtures';
import { agent, signUp, VALID_USER } from './agent';
import { getServerSideProps as loginPage } from '../../../pages/login';
import { getServerSideProps as registerPage } from '../../../pages/register/index';
import { getServerSideProps as resetRequestPage } from '../../../pages/password/reset/index';
import { getServerSideProps as resetPage } from '../../../pages/password/reset/[token]';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../../server/db/schema';

describeEachDb('account forms posted without scripts (server/forms)', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    await insertMinimalHall(fx.db); // the prefectures registration asks for
    server = await startFormPageServer({
      '/login': { gssp: loginPage as never },
      '/register': { gssp: registerPage as never },
      '/password/reset': { gssp: resetRequestPage as never },
      '/password/reset/:token': { gssp: resetPage as never, params: (p) => (/^\/password\/reset\/([^/]+)$/.exec(p) ? { token: p.split('/')[3] } : null) },
    });
    setRateStore(memoryStore());
    const a = agent(server.url);
    await a.primeCsrf();
    expect((await signUp(a, fx.db, VALID_USER)).status).toBe(200);
  });
  afterAll(() => server.close());
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => setRateStore(null));

  it('signs her in and answers 303 to her account, the password never in a URL', async () => {
    const b = formBrowser(server.url);
    const { props } = await b.open('/login');
    expect(props.form).toEqual({ csrf: expect.stringMatching(/\./), posted: null });
    const { res } = await b.submit('/login', { email: VALID_USER.email, password: VALID_USER.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account');
    expect(res.headers.get('location')).not.toMatch(/password/);
    expect(b.cookies.has('musubi_sid')).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows a wrong password in Japanese on the page, keeps the address and never the password', async () => {
    const b = formBrowser(server.url);
    await b.open('/login');
    const { res, props } = await b.submit('/login', { email: VALID_USER.email, password: 'Wrong-password-1' });
    expect(res.status).toBe(401);
    expect(props!.form.posted.message).toMatch(/[ぁ-ん]/);
    expect(props!.form.posted.values).toEqual({ email: VALID_USER.email });
    expect(JSON.stringify(props)).not.toContain('Wrong-password-1');
    expect(b.cookies.has('musubi_sid')).toBe(false);
  });

  it('checks the fields with the form’s own Japanese messages', async () => {
    const b = formBrowser(server.url);
    await b.open('/login');
    const { res, props } = await b.submit('/login', { email: 'not-an-address', password: '' });
    expect(res.status).toBe(400);
    expect(props!.form.posted.issues).toEqual(expect.arrayContaining([{ field: 'email', message: 'メールアドレスの形式で入力してください' }, { field: 'password', message: expect.stringMatching(/入力してください/) }]));
  });

  it('refuses a post without the page’s token, with another visitor’s token, and from another site', async () => {
    const b = formBrowser(server.url);
    await b.open('/login');
    const missing = await b.submit('/login', { email: VALID_USER.email, password: VALID_USER.password }, { csrf: null });
    expect(missing.res.status).toBe(403);
    expect(missing.props!.form.posted.message).toMatch(/CSRF|再読み込み/);
    const other = formBrowser(server.url);
    const { props } = await other.open('/login');
    const stolen = await b.submit('/login', { email: VALID_USER.email, password: VALID_USER.password }, { csrf: props.form.csrf });
    expect(stolen.res.status).toBe(403);
    const cross = await b.submit('/login', { email: VALID_USER.email, password: VALID_USER.password }, { headers: { origin: 'https://evil.example' } });
    expect(cross.res.status).toBe(403);
    expect(b.cookies.has('musubi_sid')).toBe(false);
  });

  it('counts its failures with the login throttle and the rate limit, like the API', async () => {
    const b = formBrowser(server.url);
    await b.open('/login');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await b.submit('/login', { email: VALID_USER.email, password: `Wrong-password-${i}` })).res.status);
    expect(statuses).toContain(429);
    const last = await b.submit('/login', { email: VALID_USER.email, password: VALID_USER.password });
    expect(last.res.status).toBe(429);
    expect(last.props!.form.posted.message).toBe('しばらく時間をおいてから、もう一度お試しください');
    expect(last.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('never answers 500 to hostile posts', async () => {
    const b = formBrowser(server.url);
    await b.open('/login');
    const posts = [
      { email: 'a\u0000@example.jp', password: 'x\u0000' },
      { email: [VALID_USER.email, 'other@example.jp'], password: ['a', 'b'] },
      { 'email[]': 'x', __proto__: 'y', constructor: 'z' } as Record<string, string>,
    ];
    for (const fields of posts) {
      const { res } = await b.submit('/login', fields);
      expect([400, 401]).toContain(res.status);
    }
    expect((await b.submit('/login', {}, { rawBody: 'email=' + 'a'.repeat(1_100_000) })).res.status).toBe(413);
    expect((await b.submit('/login', {}, { rawBody: '{"email":1}', headers: { 'content-type': 'application/json' } })).res.status).toBe(403);
    expect((await b.submit('/login', {}, { rawBody: 'x', headers: { 'content-type': 'text/xml' } })).res.status).toBe(415);
  });

  const REGISTER = { email: 'nojs@example.jp', password: 'Wedding2027', nickname: 'ゆい', wedding_prefecture_slug: 'tokyo', wedding_season: '2027-Q2' };

  it('registers without signing in: 303 to 「確認メールを送信しました」, the same for a member’s address', async () => {
    const b = formBrowser(server.url);
    await b.open('/register');
    const { res } = await b.submit('/register', { ...REGISTER, agree: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/register?sent=1');
    expect(b.cookies.has('musubi_sid')).toBe(false);
    const sent = await b.open('/register?sent=1');
    expect(sent.props.sentMessage).toMatch(/^確認メールを送信しました/);
    const [mail] = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'email_verification'), eq(mailOutbox.toAddress, REGISTER.email)));
    expect(mail).toBeDefined();
    const again = formBrowser(server.url);
    await again.open('/register');
    const member = await again.submit('/register', { ...REGISTER, email: VALID_USER.email, agree: 'on' });
    expect(member.res.status).toBe(303);
    expect(member.res.headers.get('location')).toBe('/register?sent=1');
    expect(again.cookies.has('musubi_sid')).toBe(false);
  });

  it('shows the register form’s messages, keeps her values but not her password', async () => {
    const b = formBrowser(server.url);
    await b.open('/register');
    const { res, props } = await b.submit('/register', { ...REGISTER, email: 'typo@', wedding_season: '' });
    expect(res.status).toBe(400);
    const { issues, values } = props!.form.posted;
    expect(issues).toEqual(expect.arrayContaining([{ field: 'email', message: 'メールアドレスの形式で入力してください' }, { field: 'agree', message: expect.stringMatching(/同意/) }, { field: 'wedding_season', message: expect.stringMatching(/選択してください/) }]));
    expect(values).toMatchObject({ email: 'typo@', nickname: 'ゆい' });
    expect(values.password).toBeUndefined();
    expect(props!.sentMessage).toBeNull();
  });

  it('requests a reset link and sets a new password through the mailed link, without scripts', async () => {
    const b = formBrowser(server.url);
    await b.open('/password/reset');
    const bad = await b.submit('/password/reset', { email: 'nope' });
    expect(bad.res.status).toBe(400);
    expect(bad.props!.form.posted.issues[0]).toEqual({ field: 'email', message: 'メールアドレスの形式で入力してください' });
    const asked = await b.submit('/password/reset', { email: VALID_USER.email });
    expect(asked.res.status).toBe(303);
    expect(asked.res.headers.get('location')).toBe('/password/reset?sent=1');
    expect((await b.open('/password/reset?sent=1')).props.sent).toMatch(/パスワード再設定のご案内/);
    const [mail] = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, VALID_USER.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    await b.open(`/password/reset/${token}`);
    const weak = await b.submit(`/password/reset/${token}`, { password: 'short' });
    expect(weak.res.status).toBe(400);
    expect(weak.props!.form.posted.values).toEqual({});
    const done = await b.submit(`/password/reset/${token}`, { password: 'NewWedding2028' });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe('/login?reset=1');
    expect((await b.open('/login?reset=1')).props.notice).toMatch(/パスワードを再設定しました/);
    const used = await b.submit(`/password/reset/${token}`, { password: 'NewWedding2029' });
    expect(used.res.status).toBe(400);
    expect(used.props!.form.posted.message).toMatch(/無効か、有効期限が切れています/);
    const login = await b.submit('/login', { email: VALID_USER.email, password: 'NewWedding2028' });
    expect(login.res.status).toBe(303);
  });
});
