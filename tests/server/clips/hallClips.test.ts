jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { call, insertHalls, insertMember, type Member } from './support';

describeEachDb('hall clips: /api/wn/hall_clips', (fx) => {
  let server: TestServer;
  let hallIds: number[];
  let hanako: Member;
  let taro: Member;
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);

  beforeAll(async () => {
    hallIds = [await insertMinimalHall(fx.db), ...(await insertHalls(fx.db, 4))];
    hanako = await insertMember(fx.db, 'はなこ');
    taro = await insertMember(fx.db, 'たろう');
    server = await startApiServer();
    setRateStore(memoryStore());
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('needs a session (401) and refuses another user_id (403)', async () => {
    expect((await req('POST', '/api/wn/hall_clips', { body: { hall_id: hallIds[0] } })).status).toBe(401);
    expect((await req('GET', '/api/wn/hall_clips')).status).toBe(401);
    expect((await req('GET', '/api/wn/hall_clips/count')).status).toBe(401);
    const other = await req('GET', `/api/wn/hall_clips?user_id=${taro.userId}`, { as: hanako });
    expect(other.status).toBe(403);
  });

  it('clips a hall, and clipping it again is idempotent', async () => {
    const first = await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: hallIds[0], user_id: hanako.userId } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toMatchObject({ hall_id: hallIds[0], clipped: true, created: true, hall_clip: { hall_id: hallIds[0], user_id: hanako.userId, note: '' } });
    const again = await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: hallIds[0] } });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.hall_clip.id).toBe(first.body.hall_clip.id);
    expect((await req('GET', '/api/wn/hall_clips/count', { as: hanako })).body).toEqual({ count: 1 });
  });

  it('answers 404 for an unknown hall and 400 for a malformed hall_id', async () => {
    const unknown = await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: 999999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('式場が見つかりません');
    const bad = await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^hall_id: /);
  });

  it('lists the clips newest first, 30 a page by default, with the hall card', async () => {
    await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: hallIds[1] } });
    await req('POST', '/api/wn/hall_clips', { as: hanako, body: { hall_id: hallIds[2] } });
    const list = await req('GET', '/api/wn/hall_clips', { as: hanako });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 3, page: 1, per_page: 30, total_pages: 1 });
    expect(list.body.items.map((c: { hall_id: number }) => c.hall_id)).toEqual([hallIds[2], hallIds[1], hallIds[0]]);
    expect(list.body.items[0].hall).toMatchObject({ id: hallIds[2], name: 'クリップテスト迎賓館2', price_range: expect.any(String) });
    const paged = await req('GET', '/api/wn/hall_clips?page=2&per_page=2', { as: hanako });
    expect(paged.body).toMatchObject({ total: 3, page: 2, per_page: 2, total_pages: 2 });
    expect(paged.body.items.map((c: { hall_id: number }) => c.hall_id)).toEqual([hallIds[0]]);
    expect((await req('GET', '/api/wn/hall_clips?per_page=0', { as: hanako })).status).toBe(400);
    const narrowed = await req('GET', `/api/wn/hall_clips?hall_ids=${hallIds[0]},${hallIds[2]},${hallIds[4]}`, { as: hanako });
    expect(narrowed.body.items.map((c: { hall_id: number }) => c.hall_id)).toEqual([hallIds[2], hallIds[0]]);
    // Another member sees only their own.
    expect((await req('GET', '/api/wn/hall_clips', { as: taro })).body.total).toBe(0);
  });

  it('bulk answers the clipped ids among hall_ids, [] for none, 400 for malformed ids', async () => {
    const repeated = await req('GET', `/api/wn/hall_clips/bulk?hall_ids=${hallIds[0]}&hall_ids=${hallIds[3]}&hall_ids=${hallIds[1]}`, { as: hanako });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual([hallIds[0], hallIds[1]]);
    const comma = await req('GET', `/api/wn/hall_clips/bulk?hall_ids=${hallIds[2]},${hallIds[4]}`, { as: hanako });
    expect(comma.body).toEqual([hallIds[2]]);
    expect((await req('GET', '/api/wn/hall_clips/bulk', { as: hanako })).body).toEqual([]);
    expect((await req('GET', '/api/wn/hall_clips/bulk?hall_ids=&hall_ids=', { as: hanako })).body).toEqual([]);
    const malformed = await req('GET', '/api/wn/hall_clips/bulk?hall_ids=12&hall_ids=abc', { as: hanako });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('hall_ids');
    expect((await req('GET', '/api/wn/hall_clips/bulk?hall_ids=-3', { as: hanako })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `hall_ids=${i + 1}`).join('&');
    expect((await req('GET', `/api/wn/hall_clips/bulk?${tooMany}`, { as: hanako })).status).toBe(400);
    // Another member's clips are not theirs.
    expect((await req('GET', `/api/wn/hall_clips/bulk?hall_ids=${hallIds[0]}`, { as: taro })).body).toEqual([]);
  });

  it('updates the note of an own clip; another member\'s clip id is 404', async () => {
    const list = await req('GET', '/api/wn/hall_clips', { as: hanako });
    const clip = list.body.items[0];
    const patched = await req('PATCH', `/api/wn/hall_clips/${clip.id}`, { as: hanako, body: { note: '  駅から近い。チャペルが素敵\r\n見積もりは要確認  ' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: clip.id, note: '駅から近い。チャペルが素敵\n見積もりは要確認', hall: { id: clip.hall_id } });
    expect(Date.parse(patched.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(clip.updated_at));
    const foreign = await req('PATCH', `/api/wn/hall_clips/${clip.id}`, { as: taro, body: { note: '乗っ取り' } });
    expect(foreign.status).toBe(404);
    expect((await req('PATCH', '/api/wn/hall_clips/999999', { as: hanako, body: { note: 'x' } })).status).toBe(404);
    const tooLong = await req('PATCH', `/api/wn/hall_clips/${clip.id}`, { as: hanako, body: { note: 'あ'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('メモは1000文字以内で入力してください');
    // The note was not changed by the refused calls.
    const after = await req('GET', '/api/wn/hall_clips', { as: hanako });
    expect(after.body.items[0].note).toBe('駅から近い。チャペルが素敵\n見積もりは要確認');
  });

  it('deletes by hall id, idempotently, and only the caller\'s own clip', async () => {
    const theirs = await req('POST', '/api/wn/hall_clips', { as: taro, body: { hall_id: hallIds[1] } });
    expect(theirs.status).toBe(200);
    const del = await req('DELETE', `/api/wn/hall_clips/${hallIds[1]}`, { as: hanako });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ hall_id: hallIds[1], clipped: false, removed: true });
    const again = await req('DELETE', `/api/wn/hall_clips/${hallIds[1]}`, { as: hanako });
    expect(again.body).toEqual({ hall_id: hallIds[1], clipped: false, removed: false });
    expect((await req('GET', `/api/wn/hall_clips/bulk?hall_ids=${hallIds[1]}`, { as: taro })).body).toEqual([hallIds[1]]);
    expect((await req('DELETE', '/api/wn/hall_clips/xyz', { as: hanako })).status).toBe(400);
    expect((await req('DELETE', `/api/wn/hall_clips/${hallIds[1]}`)).status).toBe(401);
  });

  it('summarises the member in the karte', async () => {
    const karte = await req('GET', '/api/wn/user_karte/', { as: hanako });
    expect(karte.status).toBe(200);
    expect(karte.body).toMatchObject({ user_id: hanako.userId, hall_clip_count: 2, article_clip_count: 0, bride_report_clip_count: 0, reservation_count: 0 });
    expect(Date.parse(karte.body.last_clipped_at)).not.toBeNaN();
    const empty = await req('GET', '/api/wn/user_karte', { as: await insertMember(fx.db, 'だれか') });
    expect(empty.body).toMatchObject({ hall_clip_count: 0, last_clipped_at: null });
    expect((await req('GET', '/api/wn/user_karte/')).status).toBe(401);
  });
});
