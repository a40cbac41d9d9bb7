jest.setTimeout(120000);
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { call, insertMember, type Member } from '../clips/support';
import { seedRingDomain } from './ringSeed';

describeEachDb('ring and brand favourites (§7)', (fx) => {
  let server: TestServer;
  let hanako: Member;
  let taro: Member;
  let ringIds: number[];
  let brandIds: number[];
  const req = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, path, opts);

  beforeAll(async () => {
    server = await startApiServer();
    hanako = await insertMember(fx.db, 'はなこ');
    taro = await insertMember(fx.db, 'たろう');
    ringIds = (await req('GET', '/ring/api/v1/rings?per_page=5')).body.items.map((r: { id: number }) => r.id);
    brandIds = (await req('GET', '/ring/api/v1/brands?per_page=3')).body.items.map((b: { id: number }) => b.id);
  });
  afterAll(() => server.close());

  it('answers status_code and meta.total; the count probe (page 1, page_size 1) gives the count', async () => {
    const empty = await req('GET', '/ring/api/v1/rings/favorite?page=1&page_size=1', { as: hanako });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ status_code: 200, meta: { total: 0, page: 1, page_size: 1 }, data: [] });
    for (const id of ringIds.slice(0, 3)) {
      const put = await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: id, favorite: true } });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ status_code: 200, data: { ring_id: id, is_favorite: true } });
    }
    const probe = await req('GET', '/ring/api/v1/rings/favorite?page=1&page_size=1', { as: hanako });
    expect(probe.body.meta.total).toBe(3);
    expect(probe.body.data).toHaveLength(1);
    expect(probe.body.data[0]).toMatchObject({ id: ringIds[2], metal: expect.any(String), design: expect.any(String), width_mm: expect.any(Number), delivery_weeks: expect.any(Number), brand: { id: expect.any(Number) } });
    expect(probe.headers.get('cache-control')).toBe('private, no-store');
    const list = await req('GET', '/ring/api/v1/rings/favorite', { as: hanako });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([ringIds[2], ringIds[1], ringIds[0]].filter((id) => list.body.data.some((r: { id: number }) => r.id === id)));
    expect(list.body.meta).toEqual({ total: 3, page: 1, page_size: 30 });
  });

  it('adds and removes twice without changing the outcome', async () => {
    const brand = brandIds[0];
    for (let i = 0; i < 2; i++) {
      const added = await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: brand, favorite: true } });
      expect(added.body).toMatchObject({ status_code: 200, meta: { total: 1 }, data: { brand_id: brand, is_favorite: true } });
    }
    expect((await req('GET', '/ring/api/v1/brands/favorite?page=1&page_size=1', { as: hanako })).body.meta.total).toBe(1);
    for (let i = 0; i < 2; i++) {
      const removed = await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: brand, favorite: false } });
      expect(removed.body).toMatchObject({ status_code: 200, meta: { total: 0 }, data: { brand_id: brand, is_favorite: false } });
    }
    // Without `favorite` the PUT toggles.
    expect((await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: brand } })).body.data.is_favorite).toBe(true);
    expect((await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: brand } })).body.data.is_favorite).toBe(false);
    await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: ringIds[4], favorite: true } });
    await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: ringIds[4], favorite: true } });
    await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: ringIds[4], favorite: false } });
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: ringIds[4], favorite: false } })).body.meta.total).toBe(3);
  });

  it("keeps another member's favourites apart", async () => {
    await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: brandIds[1], favorite: true } });
    const his = await req('GET', '/ring/api/v1/rings/favorite', { as: taro });
    expect(his.body.meta.total).toBe(0);
    expect((await req('GET', '/ring/api/v1/brands/favorite', { as: taro })).body.data).toEqual([]);
    // A user_id parameter cannot name someone else.
    expect((await req('GET', `/ring/api/v1/rings/favorite?user_id=${hanako.userId}`, { as: taro })).status).toBe(403);
    // His removal does not touch hers.
    await req('PUT', '/ring/api/v1/rings/favorite', { as: taro, body: { ring_id: ringIds[0], favorite: false } });
    expect((await req('GET', '/ring/api/v1/rings/favorite?page=1&page_size=1', { as: hanako })).body.meta.total).toBe(3);
    const ids = await req('GET', '/ring/api/v1/favorite/ids', { as: hanako });
    expect(ids.body.data.ring_ids.sort()).toEqual(ringIds.slice(0, 3).sort());
    expect(ids.body.data.brand_ids).toEqual([brandIds[1]]);
  });

  it('answers 401 without a session, 403 without the CSRF token, 404 for unknown ids, 400 for bad input', async () => {
    expect((await req('GET', '/ring/api/v1/rings/favorite')).status).toBe(401);
    expect((await req('GET', '/ring/api/v1/brands/favorite?page=1&page_size=1')).status).toBe(401);
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { body: { ring_id: ringIds[0] } })).status).toBe(401);
    expect((await req('GET', '/ring/api/v1/favorite/ids')).status).toBe(401);
    const noCsrf = await fetch(`${server.url}/ring/api/v1/rings/favorite`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: `musubi_session=${hanako.sessionId}` },
      body: JSON.stringify({ ring_id: ringIds[0] }),
    });
    expect(noCsrf.status).toBe(403);
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: 999999 } })).status).toBe(404);
    expect((await req('PUT', '/ring/api/v1/brands/favorite', { as: hanako, body: { brand_id: 999999 } })).status).toBe(404);
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: 'x' } })).status).toBe(400);
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: {} })).status).toBe(400);
    expect((await req('PUT', '/ring/api/v1/rings/favorite', { as: hanako, body: { ring_id: ringIds[0], favorite: 'maybe' } })).status).toBe(400);
    expect((await req('GET', '/ring/api/v1/rings/favorite?page_size=0', { as: hanako })).status).toBe(400);
    expect((await req('GET', '/ring/api/v1/rings/favorite?page=abc', { as: hanako })).status).toBe(400);
    expect((await req('DELETE', '/ring/api/v1/rings/favorite', { as: hanako })).status).toBe(405);
  });
}, seedRingDomain);
