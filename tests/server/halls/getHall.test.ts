import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';

describeEachDb('GET /api/wn/halls/{id}', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('answers the hall with the spec fields', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/${hallId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: hallId, name: 'テストガーデン迎賓館', price_range: '300万〜400万円', service_name: '結婚式場' });
    expect(body.location).toMatchObject({ prefecture_slug: 'tokyo', region_slug: 'kanto' });
    expect(body.comment_stats.range_of_people).toEqual([40, 60, 80, 100, 101]);
  });

  it('answers the trailing-slash spelling too', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/${hallId}/`);
    expect(res.status).toBe(200);
  });

  it('gives 404 JSON for an unknown id', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/999999`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeTruthy();
  });

  it('gives 400 with a message naming the parameter for a malformed id', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/abc`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^id:/);
  });

  it('refuses other methods with 405', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/${hallId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
  });
});
