jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { call, insertArticle, insertBrideReport, insertMember, type Member } from './support';

describeEachDb('article and bride report clips', (fx) => {
  let server: TestServer;
  let articleId: number;
  let draftId: number;
  let reportId: number;
  let hanako: Member;
  let taro: Member;
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);

  beforeAll(async () => {
    const hallId = await insertMinimalHall(fx.db);
    articleId = await insertArticle(fx.db);
    draftId = await insertArticle(fx.db, 'draft');
    reportId = await insertBrideReport(fx.db, hallId);
    hanako = await insertMember(fx.db, 'はなこ');
    taro = await insertMember(fx.db, 'たろう');
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('clips an article with counts, idempotently, and unclips it', async () => {
    const first = await req('POST', '/api/wn/article_clips', { as: hanako, body: { article_id: articleId } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: articleId, clip_count: 1, is_clipped: true });
    expect((await req('POST', '/api/wn/article_clips', { as: hanako, body: { article_id: articleId } })).body.clip_count).toBe(1);
    expect((await req('POST', '/api/wn/article_clips', { as: taro, body: { article_id: articleId } })).body).toEqual({ id: articleId, clip_count: 2, is_clipped: true });
    const states = await req('GET', `/api/wn/article_clips/status?article_ids=${articleId}&article_ids=${draftId}&article_ids=999999`);
    expect(states.status).toBe(200);
    expect(states.body).toEqual([{ id: articleId, clip_count: 2, is_clipped: false }]);
    const list = await req('GET', '/api/wn/article_clips', { as: hanako });
    expect(list.body).toMatchObject({ total: 1, per_page: 30, items: [{ article_id: articleId, url: `/magazine/${articleId}`, title: '花嫁さんの準備リスト', clip_count: 2 }] });
    const removed = await req('DELETE', `/api/wn/article_clips/${articleId}`, { as: taro });
    expect(removed.body).toEqual({ id: articleId, clip_count: 1, is_clipped: false });
  });

  it('fills clip_count and is_clipped in the article answer', async () => {
    const anonymous = await req('GET', `/api/web/post?id=${articleId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: articleId, clip_count: 1, is_clipped: false });
    const mine = await req('GET', `/api/web/post?id=${articleId}`, { as: hanako });
    expect(mine.body).toMatchObject({ clip_count: 1, is_clipped: true });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses unknown or unpublished articles (404), bad ids (400) and anonymous visitors (401)', async () => {
    expect((await req('POST', '/api/wn/article_clips', { as: hanako, body: { article_id: draftId } })).status).toBe(404);
    expect((await req('POST', '/api/wn/article_clips', { as: hanako, body: { article_id: 999999 } })).status).toBe(404);
    expect((await req('POST', '/api/wn/article_clips', { as: hanako, body: { article_id: 'x' } })).status).toBe(400);
    expect((await req('POST', '/api/wn/article_clips', { body: { article_id: articleId } })).status).toBe(401);
    expect((await req('GET', '/api/wn/article_clips/status?article_ids=a')).status).toBe(400);
    expect((await req('GET', '/api/wn/article_clips/status')).body).toEqual([]);
    expect((await req('GET', '/api/wn/article_clips')).status).toBe(401);
  });

  it('clips a bride report with counts and lists it', async () => {
    const added = await req('POST', '/api/wn/bride_report_clips', { as: hanako, body: { bride_report_id: reportId } });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: reportId, clip_count: 1, is_clipped: true });
    const states = await req('GET', `/api/wn/bride_report_clips/status?bride_report_ids=${reportId}`, { as: hanako });
    expect(states.body).toEqual([{ id: reportId, clip_count: 1, is_clipped: true }]);
    const list = await req('GET', '/api/wn/bride_report_clips', { as: hanako });
    expect(list.body).toMatchObject({ total: 1, items: [{ bride_report_id: reportId, nickname: 'さくら', hall_name: 'テストガーデン迎賓館', title: 'ガーデンでの秋の結婚式' }] });
    const karte = await req('GET', '/api/wn/user_karte/', { as: hanako });
    expect(karte.body).toMatchObject({ article_clip_count: 1, bride_report_clip_count: 1 });
    expect((await req('DELETE', `/api/wn/bride_report_clips/${reportId}`, { as: hanako })).body).toEqual({ id: reportId, clip_count: 0, is_clipped: false });
    expect((await req('POST', '/api/wn/bride_report_clips', { as: hanako, body: { bride_report_id: 999999 } })).status).toBe(404);
    expect((await req('DELETE', '/api/wn/bride_report_clips/999999', { as: hanako })).status).toBe(404);
    expect((await req('POST', '/api/wn/bride_report_clips', { body: { bride_report_id: reportId } })).status).toBe(401);
  });
});
