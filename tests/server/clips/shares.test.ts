jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { call, insertHalls, insertMember, type Member } from './support';
import { SESSION_COOKIE } from '../../../server/accounts/sessions';

describeEachDb('hall clip shares and comments', (fx) => {
  let server: TestServer;
  let hallIds: number[];
  let owner: Member;
  let other: Member;
  const clipIds: number[] = [];
  let otherClipId: number;
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);

  beforeAll(async () => {
    hallIds = [await insertMinimalHall(fx.db), ...(await insertHalls(fx.db, 3))];
    owner = await insertMember(fx.db, 'はなこ');
    other = await insertMember(fx.db, 'よそのひと');
    server = await startApiServer();
    for (const hallId of hallIds.slice(0, 3)) {
      clipIds.push((await req('POST', '/api/wn/hall_clips', { as: owner, body: { hall_id: hallId } })).body.hall_clip.id);
    }
    otherClipId = (await req('POST', '/api/wn/hall_clips', { as: other, body: { hall_id: hallIds[3] } })).body.hall_clip.id;
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  async function share(ids: number[]) {
    const res = await req('POST', '/api/wn/hall_clip_shares', { as: owner, body: { hall_clip_ids: ids } });
    expect(res.status).toBe(200);
    return res.body as { id: number; hash: string; url: string; hall_clip_ids: number[] };
  }

  it('creates a share with an unguessable base64url hash of 128 bits', async () => {
    const a = await share([clipIds[0], clipIds[1]]);
    const b = await share([clipIds[0]]);
    for (const s of [a, b]) {
      expect(s.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(s.hash, 'base64url')).toHaveLength(16);
      expect(s.url).toBe(`/clips/share/${s.hash}`);
    }
    expect(a.hash).not.toBe(b.hash);
    expect(a.hall_clip_ids).toEqual([clipIds[0], clipIds[1]]);
    // No ids: every clip of the member.
    const all = await req('POST', '/api/wn/hall_clip_shares', { as: owner, body: {} });
    expect([...all.body.hall_clip_ids].sort()).toEqual([...clipIds].sort());
    expect((await req('POST', '/api/wn/hall_clip_shares', { body: {} })).status).toBe(401);
  });

  it('revokes a share: owner only, with the CSRF token; its link is gone at once (404)', async () => {
    const s = await share([clipIds[0], clipIds[1]]);
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}`)).status).toBe(200);
    expect((await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'すてきね', name: '母' } })).status).toBe(200);
    // Nobody else may revoke it: anonymous 401, another member 404 (no hint that it exists).
    expect((await req('DELETE', `/api/wn/hall_clip_shares/${s.id}`)).status).toBe(401);
    expect((await req('DELETE', `/api/wn/hall_clip_shares/${s.id}`, { as: other })).status).toBe(404);
    const noCsrf = await fetch(`${server.url}/api/wn/hall_clip_shares/${s.id}`, { method: 'DELETE', headers: { cookie: `${SESSION_COOKIE}=${owner.sessionId}` } });
    expect(noCsrf.status).toBe(403);
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}`)).status).toBe(200);
    expect((await req('DELETE', '/api/wn/hall_clip_shares/x', { as: owner })).status).toBe(400);

    const res = await req('DELETE', `/api/wn/hall_clip_shares/${s.id}`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: s.id, removed: true });
    const gone = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('共有リストが見つかりません');
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}/hall_clips`)).status).toBe(404);
    const shareable = await req('GET', '/api/wn/shareable_hall_clips', { as: owner });
    expect(shareable.body.shares.map((x: { id: number }) => x.id)).not.toContain(s.id);
    // Her clips stay; revoking twice is 404.
    expect((await req('GET', '/api/wn/hall_clips', { as: owner })).body.items.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([clipIds[0], clipIds[1]]));
    expect((await req('DELETE', `/api/wn/hall_clip_shares/${s.id}`, { as: owner })).status).toBe(404);
  });

  it('refuses to share another member\'s clip (404) and malformed ids (400)', async () => {
    const foreign = await req('POST', '/api/wn/hall_clip_shares', { as: owner, body: { hall_clip_ids: [clipIds[0], otherClipId] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('クリップが見つかりません');
    expect((await req('POST', '/api/wn/hall_clip_shares', { as: owner, body: { hall_clip_ids: ['x'] } })).status).toBe(400);
  });

  it('updates which clips a share shows, only for its owner and only with own clips', async () => {
    const s = await share([clipIds[0]]);
    const patched = await req('PATCH', `/api/wn/hall_clip_shares/${s.id}`, { as: owner, body: { hall_clip_ids: [clipIds[2], clipIds[1]] } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: s.id, hash: s.hash, hall_clip_ids: [clipIds[2], clipIds[1]] });
    // Repeated form fields, as the spec sends them.
    const form = await req('PATCH', `/api/wn/hall_clip_shares/${s.id}`, { as: owner, form: true, body: { hall_clip_ids: [clipIds[0], clipIds[2]] } });
    expect(form.body.hall_clip_ids).toEqual([clipIds[0], clipIds[2]]);
    expect((await req('PATCH', `/api/wn/hall_clip_shares/${s.id}`, { as: other, body: { hall_clip_ids: [otherClipId] } })).status).toBe(404);
    expect((await req('PATCH', `/api/wn/hall_clip_shares/${s.id}`, { as: owner, body: { hall_clip_ids: [otherClipId] } })).status).toBe(404);
    expect((await req('PATCH', '/api/wn/hall_clip_shares/999999', { as: owner, body: { hall_clip_ids: [clipIds[0]] } })).status).toBe(404);
    expect((await req('PATCH', `/api/wn/hall_clip_shares/${s.id}`, { as: owner, body: { hall_clip_ids: [clipIds[0]], user_id: other.userId } })).status).toBe(403);
  });

  it('lets anyone read a share by hash; a wrong hash is 404', async () => {
    const s = await share([clipIds[1], clipIds[0]]);
    const head = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('private, no-store');
    expect(head.body).toMatchObject({ hash: s.hash, owner_nickname: 'はなこ', hall_clip_count: 2, is_owner: false });
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}`, { as: owner })).body.is_owner).toBe(true);
    const clips = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}/hall_clips`);
    expect(clips.status).toBe(200);
    expect(clips.body).toMatchObject({ total: 2, page: 1, per_page: 30 });
    expect(clips.body.items.map((c: { id: number }) => c.id)).toEqual([clipIds[1], clipIds[0]]);
    expect(clips.body.items[0]).not.toHaveProperty('user_id');
    expect(clips.body.items[0].hall.id).toBe(hallIds[1]);
    const paged = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}/hall_clips?page=2&per_page=1`);
    expect(paged.body.items.map((c: { id: number }) => c.id)).toEqual([clipIds[0]]);
    const wrong = 'A'.repeat(22);
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${wrong}`)).status).toBe(404);
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${wrong}/hall_clips`)).status).toBe(404);
    expect((await req('GET', '/api/wn/hall_clip_shares/hash/not-a-hash')).status).toBe(404);
    expect((await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash.slice(0, 21)}`)).status).toBe(404);
  });

  it('takes comments from visitors without an account under a name', async () => {
    const s = await share([clipIds[0], clipIds[1]]);
    const res = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: '  駅から近くて良いわね  ', name: '母' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hall_clip_id: clipIds[0], name: '母', comment: '駅から近くて良いわね', is_owner: false });
    const byOwner = await req('POST', '/api/wn/hall_clip_comments', { as: owner, body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'ありがとう！', user_id: owner.userId } });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ name: 'はなこ', is_owner: true });
    // The thread on the share, oldest first.
    const clips = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}/hall_clips`);
    const thread = clips.body.items.find((c: { id: number }) => c.id === clipIds[0]).comments;
    expect(thread.map((c: { name: string; comment: string }) => [c.name, c.comment])).toEqual([['母', '駅から近くて良いわね'], ['はなこ', 'ありがとう！']]);
    // The owner sees the comments on their clip list.
    const list = await req('GET', '/api/wn/hall_clips', { as: owner });
    const mine = list.body.items.find((c: { id: number }) => c.id === clipIds[0]);
    expect(mine.comments.map((c: { name: string }) => c.name)).toEqual(['母', 'はなこ']);
    const karte = await req('GET', '/api/wn/user_karte/', { as: owner });
    expect(karte.body.comment_count).toBeGreaterThanOrEqual(2);
  });

  it('bounds comments: empty 400, over 500 characters 400, a name is required without an account', async () => {
    const s = await share([clipIds[0]]);
    const empty = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: '   ', name: '母' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('コメントを入力してください');
    const long = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'あ'.repeat(501), name: '母' } });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('コメントは500文字以内で入力してください');
    const exact = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'あ'.repeat(500), name: '父' } });
    expect(exact.status).toBe(200);
    const nameless = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'こんにちは' } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toContain('お名前を入力してください');
    const longName = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'こんにちは', name: 'あ'.repeat(21) } });
    expect(longName.status).toBe(400);
  });

  it('refuses a comment on a clip outside the share or with a wrong hash (404)', async () => {
    const s = await share([clipIds[0]]);
    const outside = await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[1], comment: 'どう？', name: '母' } });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('この式場は共有リストに含まれていません');
    expect((await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: otherClipId, comment: 'どう？', name: '母' } })).status).toBe(404);
    expect((await req('POST', '/api/wn/hall_clip_comments', { body: { hash: 'B'.repeat(22), hall_clip_id: clipIds[0], comment: 'どう？', name: '母' } })).status).toBe(404);
    // A user_id that is not the session's own is refused before anything else.
    expect((await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: 'どう？', name: '母', user_id: owner.userId } })).status).toBe(401);
  });

  it('rate-limits comment posts (form bucket)', async () => {
    const s = await share([clipIds[0]]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await req('POST', '/api/wn/hall_clip_comments', { body: { hash: s.hash, hall_clip_id: clipIds[0], comment: `コメント${i}`, name: '母' } })).status);
    }
    expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lists the shareable clips and the shares made', async () => {
    const res = await req('GET', '/api/wn/shareable_hall_clips', { as: owner });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { hall_clip_id: number }) => i.hall_clip_id).sort()).toEqual([...clipIds].sort());
    expect(res.body.items.every((i: { hall_name: string }) => i.hall_name.includes('迎賓館'))).toBe(true);
    expect(res.body.shares.length).toBeGreaterThan(3);
    expect(res.body.shares[0].hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await req('GET', '/api/wn/shareable_hall_clips', { as: other })).body.shares).toEqual([]);
    expect((await req('GET', '/api/wn/shareable_hall_clips')).status).toBe(401);
  });

  it('drops a clip from its shares when the hall is unclipped', async () => {
    const s = await share([clipIds[2]]);
    await req('DELETE', `/api/wn/hall_clips/${hallIds[2]}`, { as: owner });
    const clips = await req('GET', `/api/wn/hall_clip_shares/hash/${s.hash}/hall_clips`);
    expect(clips.body).toMatchObject({ total: 0, items: [] });
  });
});
