jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { users } from '../../../server/db/schema';
import { call, insertArticle, insertMember, type Member } from './support';

describeEachDb('loves: /api/love/add/, /remove/, /list/', (fx) => {
  let server: TestServer;
  let articleId: number;
  let hanako: Member;
  let bride: Member;
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);
  const love = (as: Member | null, body: Record<string, unknown>, action = 'add') => req('POST', `/api/love/${action}/`, { as, body, form: true });

  beforeAll(async () => {
    articleId = await insertArticle(fx.db);
    hanako = await insertMember(fx.db, 'はなこ');
    bride = await insertMember(fx.db, 'さくら');
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('loves an article (form-encoded) and answers status success, idempotently', async () => {
    const res = await love(hanako, { type: 'article', id: articleId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', error: null, type: 'article', id: articleId, url: null, loved: true, loved_count: 1 });
    expect((await love(hanako, { type: 'article', id: articleId })).body.loved_count).toBe(1);
    const list = await req('GET', '/api/love/list/?type=article', { as: hanako });
    expect(list.body).toMatchObject({ status: 'success', error: null, total: 1, loved: [{ type: 'article', id: articleId, title: '花嫁さんの準備リスト' }] });
    const removed = await love(hanako, { type: 'article', id: articleId }, 'remove');
    expect(removed.body).toMatchObject({ status: 'success', loved: false, loved_count: 0 });
    expect((await req('GET', '/api/love/list/?type=article', { as: hanako })).body.loved).toEqual([]);
  });

  it('loves a member and keeps their loved_count', async () => {
    await love(hanako, { type: 'user', id: bride.userId });
    await love(hanako, { type: 'user', id: bride.userId });
    const [row] = await fx.db.select({ n: users.lovedCount }).from(users).where(eq(users.id, bride.userId));
    expect(row.n).toBe(1);
    await love(hanako, { type: 'user', id: bride.userId }, 'remove');
    await love(hanako, { type: 'user', id: bride.userId }, 'remove');
    const [after] = await fx.db.select({ n: users.lovedCount }).from(users).where(eq(users.id, bride.userId));
    expect(after.n).toBe(0);
  });

  it('a loved member who goes private leaves the list at once: no entry, no nickname', async () => {
    await love(hanako, { type: 'user', id: bride.userId });
    expect((await req('GET', '/api/love/list/?type=user', { as: hanako })).body).toMatchObject({ total: 1, loved: [{ id: bride.userId, title: 'さくら' }] });
    await fx.db.update(users).set({ isPrivate: true }).where(eq(users.id, bride.userId));
    const hidden = await req('GET', '/api/love/list/?type=user', { as: hanako });
    expect(hidden.body).toMatchObject({ status: 'success', total: 0, loved: [] });
    expect(JSON.stringify(hidden.body)).not.toContain('さくら');
    await fx.db.update(users).set({ isPrivate: false }).where(eq(users.id, bride.userId));
    expect((await req('GET', '/api/love/list/?type=user', { as: hanako })).body.total).toBe(1);
    await love(hanako, { type: 'user', id: bride.userId }, 'remove');
  });

  it('loves a web page by its path and narrows the list by url or pk', async () => {
    const res = await love(hanako, { type: 'webpage', url: 'https://musubi.example/halls/12/?utm_source=x#top' });
    expect(res.body).toMatchObject({ status: 'success', url: '/halls/12', loved: true, loved_count: 1 });
    await love(hanako, { type: 'webpage', url: '/magazine/3' });
    const all = await req('GET', '/api/love/list/?type=webpage', { as: hanako });
    expect(all.body.loved.map((l: { url: string }) => l.url)).toEqual(['/magazine/3', '/halls/12']);
    const one = await req('GET', `/api/love/list/?type=webpage&url=${encodeURIComponent('/halls/12/')}`, { as: hanako });
    expect(one.body).toMatchObject({ status: 'success', total: 1, loved: [{ url: '/halls/12', title: '/halls/12' }] });
    await love(hanako, { type: 'article', id: articleId });
    expect((await req('GET', `/api/love/list/?type=article&pk=${articleId}`, { as: hanako })).body.total).toBe(1);
    expect((await req('GET', '/api/love/list/?type=article&pk=999999', { as: hanako })).body.total).toBe(0);
    const paged = await req('GET', '/api/love/list/?type=webpage&page=2&per_page=1', { as: hanako });
    expect(paged.body).toMatchObject({ page: 2, total: 2, total_pages: 2, loved: [{ url: '/halls/12' }] });
  });

  it('answers status failure for a target that does not exist', async () => {
    const unknown = await love(hanako, { type: 'article', id: 999999 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ status: 'failure', error: 'いいねする対象が見つかりません', loved: false });
    const badUrl = await love(hanako, { type: 'webpage', url: 'javascript:alert(1)' });
    expect(badUrl.body).toMatchObject({ status: 'failure', error: 'url はこのサイトのページを指定してください' });
    expect((await love(hanako, { type: 'webpage', url: '//evil.example/x' })).body.status).toBe('failure');
  });

  it('refuses bad input (400), anonymous visitors (401) and another user_id (403)', async () => {
    const badType = await love(hanako, { type: 'ring', id: 1 });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('type は user、article、webpage のいずれかを指定してください');
    const noTarget = await love(hanako, { type: 'article' });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.message).toContain('id（user・article）または url（webpage）を指定してください');
    expect((await love(hanako, { type: 'webpage', url: 'x'.repeat(2001) })).status).toBe(400);
    expect((await love(null, { type: 'article', id: articleId })).status).toBe(401);
    expect((await love(hanako, { type: 'article', id: articleId, user_id: bride.userId })).status).toBe(403);
    expect((await req('GET', '/api/love/list/?type=article')).status).toBe(401);
    expect((await req('GET', '/api/love/list/?type=nope', { as: hanako })).status).toBe(400);
  });
});
