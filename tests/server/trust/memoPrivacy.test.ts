import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { call, insertHalls, insertMember, type Member } from '../clips/support';

describeEachDb('clip memos are private unless she shares them', (fx) => {
  let server: TestServer;
  let owner: Member;
  const clipIds: number[] = [];
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);

  beforeAll(async () => {
    const hallIds = [await insertMinimalHall(fx.db), ...(await insertHalls(fx.db, 1))];
    owner = await insertMember(fx.db, 'はなこ');
    server = await startApiServer();
    setRateStore(memoryStore());
    for (const hallId of hallIds) clipIds.push((await req('POST', '/api/wn/hall_clips', { as: owner, body: { hall_id: hallId } })).body.hall_clip.id);
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('a memo is private by default and shows on a shared list only once she chose to share it', async () => {
    const privateNote = await req('PATCH', `/api/wn/hall_clips/${clipIds[0]}`, { as: owner, body: { note: '予算オーバーかも。母には内緒' } });
    expect(privateNote.body).toMatchObject({ note: '予算オーバーかも。母には内緒', note_shared: false });
    const shared = await req('PATCH', `/api/wn/hall_clips/${clipIds[1]}`, { as: owner, body: { note: '駐車場が広い', note_shared: true } });
    expect(shared.body).toMatchObject({ note: '駐車場が広い', note_shared: true });

    const share = (await req('POST', '/api/wn/hall_clip_shares', { as: owner, body: { hall_clip_ids: clipIds } })).body as { hash: string };
    const list = await req('GET', `/api/wn/hall_clip_shares/hash/${share.hash}/hall_clips`);
    const notes = Object.fromEntries((list.body.items as { id: number; note: string }[]).map((c) => [c.id, c.note]));
    expect(notes).toEqual({ [clipIds[0]]: '', [clipIds[1]]: '駐車場が広い' });
    expect(JSON.stringify(list.body)).not.toContain('内緒');

    // Her own list still has every memo; a later note edit without the choice keeps it.
    await req('PATCH', `/api/wn/hall_clips/${clipIds[1]}`, { as: owner, body: { note: '駐車場が広い。送迎バスあり' } });
    const own = await req('GET', '/api/wn/hall_clips', { as: owner });
    expect(own.body.items.find((c: { id: number }) => c.id === clipIds[1])).toMatchObject({ note_shared: true });
  });
});
