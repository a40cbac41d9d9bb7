import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { agent, signUp, VALID_USER } from '../accounts/agent';

const UUID = '3c9a1f0e-2b4d-4e6f-8a1b-9c2d3e4f5a6b';

describeEachDb('マイページ 最近見た式場', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
    setRateStore(memoryStore());
  });
  afterAll(() => {
    setRateStore(null);
    return server.close();
  });

  it('lists a hall the member viewed while signed in, without logging in again', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    expect((await signUp(a, fx.db, { ...VALID_USER, email: 'viewer@example.jp' }, { 'x-musubi-uuid': UUID })).status).toBe(200);
    expect((await (await a.get('/api/accounts/viewed_halls')).json()).items).toEqual([]);
    expect((await a.get(`/api/uuid/halls/create?uuid=${UUID}&hall_id=${hallId}`)).status).toBe(200);
    const { items } = await (await a.get('/api/accounts/viewed_halls')).json();
    expect(items.map((i: { hall_id: number }) => i.hall_id)).toEqual([hallId]);
  });

  it('an anonymous view stays the visitor\'s only', async () => {
    const b = agent(server.url);
    expect((await b.get(`/api/uuid/halls/create?uuid=${UUID.replace('3c', '4d')}&hall_id=${hallId}`)).status).toBe(200);
    await b.primeCsrf();
    await signUp(b, fx.db, { ...VALID_USER, email: 'other-viewer@example.jp' });
    expect((await (await b.get('/api/accounts/viewed_halls')).json()).items).toEqual([]);
  });
});
