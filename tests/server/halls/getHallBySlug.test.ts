import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';

describeEachDb('GET /api/wn/halls/by_slug (the hall of /halls/{areaSlug}/{slug})', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('answers the hall of an area slug and slug', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/by_slug?area_slug=tokyo&slug=test-garden`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: hallId, name: 'テストガーデン迎賓館', area_slug: 'tokyo', slug: 'test-garden' });
  });

  it('does not take the path for a hall id', async () => {
    const res = await fetch(`${server.url}/api/wn/halls/by_slug/?area_slug=tokyo&slug=test-garden`);
    expect(res.status).toBe(200);
  });

  it('gives 404 for an unknown slug or a slug of another area', async () => {
    expect((await fetch(`${server.url}/api/wn/halls/by_slug?area_slug=tokyo&slug=nowhere`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/wn/halls/by_slug?area_slug=osaka&slug=test-garden`)).status).toBe(404);
  });

  it('gives 400 naming the parameter for a malformed or missing slug', async () => {
    const bad = await fetch(`${server.url}/api/wn/halls/by_slug?area_slug=Tokyo!&slug=test-garden`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^area_slug:/);
    const missing = await fetch(`${server.url}/api/wn/halls/by_slug?area_slug=tokyo`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/^slug:/);
  });
});
