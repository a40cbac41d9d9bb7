jest.setTimeout(120000);
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { call } from '../clips/support';
import { seedRingDomain } from './ringSeed';

describeEachDb('ring reads under /ring/api/v1', (fx) => {
  let server: TestServer;
  const get = (path: string) => call(server.url, 'GET', path);

  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('lists at least 40 brands in 50音 order and filters by kana row and origin', async () => {
    const all = await get('/ring/api/v1/brands');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(40);
    const kana = all.body.items.map((b: { kana: string }) => b.kana);
    expect(kana).toEqual([...kana].sort());
    expect(all.body.items[0]).toMatchObject({ brand_name: expect.any(String), kana: expect.any(String), logo_url: expect.stringMatching(/^\/media\/brands\/\d+\/logo-[A-Z0-9_]+\/1\.jpg$/) });
    const ka = await get(`/ring/api/v1/brands?row=${encodeURIComponent('か')}`);
    expect(ka.body.total).toBeGreaterThan(0);
    expect(ka.body.items.every((b: { kana_row: string; kana: string }) => b.kana_row === 'か' && /^[カキクケコガギグゲゴ]/.test(b.kana))).toBe(true);
    const overseas = await get('/ring/api/v1/brands?origin=overseas');
    expect(overseas.body.items.every((b: { origin: string }) => b.origin === 'overseas')).toBe(true);
    expect(overseas.body.total).toBeLessThan(all.body.total);
    const popular = await get('/ring/api/v1/brands?sort=popular&per_page=8');
    expect(popular.body.items).toHaveLength(8);
    expect(popular.body.total).toBe(all.body.total);
  });

  it("counts each brand's rings with the same query as the brand's ring list", async () => {
    const all = await get('/ring/api/v1/brands');
    const counts = new Set<number>();
    for (const b of all.body.items.slice(0, 6) as { id: number; ring_count: number }[]) {
      const [list, brand] = await Promise.all([get(`/ring/api/v1/rings?brand_id=${b.id}&per_page=1`), get(`/ring/api/v1/brands/${b.id}`)]);
      expect(b.ring_count).toBe(list.body.total);
      expect(brand.body.ring_count).toBe(list.body.total);
      expect(brand.body.engagement_count + brand.body.wedding_count).toBe(b.ring_count);
      counts.add(b.ring_count);
    }
    expect(Math.max(...counts)).toBeGreaterThan(1);
  });

  it('answers a brand with its shops, those in the asked prefecture first', async () => {
    const list = await get('/ring/api/v1/brands?origin=domestic');
    const id = list.body.items[0].id;
    const brand = await get(`/ring/api/v1/brands/${id}?prefecture_slug=osaka`);
    expect(brand.status).toBe(200);
    expect(brand.body.engagement_count + brand.body.wedding_count).toBe(brand.body.ring_count);
    expect(brand.body.shops.length).toBe(brand.body.shop_count);
    expect(brand.body.shops[0]).toMatchObject({ name: expect.stringContaining('店'), address: expect.any(String), station: expect.stringContaining('駅'), hours: expect.any(String) });
    // Each demo shop has its phone, with the area code of its prefecture.
    for (const shop of brand.body.shops as { tel: string; prefecture_slug: string }[]) expect(shop.tel).toMatch(shop.prefecture_slug === 'tokyo' ? /^03-\d{4}-\d{4}$/ : /^0\d{1,4}-\d{1,4}-\d{4}$/);
    const osaka = brand.body.shops.findIndex((s: { prefecture_slug: string }) => s.prefecture_slug === 'osaka');
    if (osaka >= 0) expect(osaka).toBe(0);
    expect(brand.body.price_min).toBeLessThanOrEqual(brand.body.price_max);
  });

  it('searches rings by type, brand, budget, metal, design and carat, with sorts and pages', async () => {
    const all = await get('/ring/api/v1/rings');
    expect(all.body.total).toBeGreaterThanOrEqual(600);
    expect(all.body.items).toHaveLength(18);
    const engagement = await get('/ring/api/v1/rings?type=engagement&carat=03_04&sort=price_asc');
    expect(engagement.body.total).toBeGreaterThan(0);
    const prices = engagement.body.items.map((r: { price: number }) => r.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(engagement.body.items.every((r: { type: string; carat: number }) => r.type === 'engagement' && r.carat >= 0.3 && r.carat < 0.4)).toBe(true);
    const wedding = await get('/ring/api/v1/rings?type=wedding&metal=pt950&price_band=200k_300k&sort=price_desc');
    for (const r of wedding.body.items) {
      expect(r).toMatchObject({ type: 'wedding', metal: 'pt950' });
      expect(r.price).toBe(r.price_ladies + r.price_mens);
      expect(r.price).toBeGreaterThanOrEqual(200000);
      expect(r.price).toBeLessThan(300000);
    }
    const brandId = all.body.items[0].brand_id;
    const byBrand = await get(`/ring/api/v1/rings?brand_id=${brandId}&design=wave&sort=newest`);
    expect(byBrand.body.items.every((r: { brand_id: number; design: string }) => r.brand_id === brandId && r.design === 'wave')).toBe(true);
    const page2 = await get('/ring/api/v1/rings?page=2');
    expect(page2.body.page).toBe(2);
    expect(page2.body.items[0].id).not.toBe(all.body.items[0].id);
    const past = await get('/ring/api/v1/rings?page=999');
    expect(past.body).toMatchObject({ items: [], total: all.body.total });
    // Product photos differ per ring and say what they show.
    const urls = new Set(all.body.items.map((r: { image_url: string }) => r.image_url));
    expect(urls.size).toBe(18);
    expect(all.body.items[0].image_url).toMatch(new RegExp(`^/media/rings/${all.body.items[0].id}/(engagement|wedding)-[a-z0-9]+-[a-z]+/1\\.jpg$`));
  });

  it('answers a ring with images, specification, brand, shops and related rings', async () => {
    const list = await get('/ring/api/v1/rings?type=engagement');
    const ring = await get(`/ring/api/v1/rings/${list.body.items[0].id}`);
    expect(ring.status).toBe(200);
    expect(ring.body).toMatchObject({ type: 'engagement', carat: expect.any(Number), color: expect.any(String), clarity: expect.any(String), cut: expect.any(String) });
    expect(ring.body.images).toHaveLength(3);
    expect(ring.body.brand.id).toBe(ring.body.brand_id);
    expect(ring.body.shops.length).toBeGreaterThan(0);
    expect(ring.body.related.every((r: { brand_id: number; id: number }) => r.brand_id === ring.body.brand_id && r.id !== ring.body.id)).toBe(true);
  });

  it('takes several brands, metals and designs (repeated or comma lists) and a price ceiling; the total counts the same list', async () => {
    const brands = (await get('/ring/api/v1/brands?sort=popular&per_page=3')).body.items.map((b: { id: number }) => b.id);
    const repeated = await get(`/ring/api/v1/rings?${brands.map((b: number) => `brand_id=${b}`).join('&')}&metal=pt950&metal=k18pg&design=straight,wave&price_max=300000&per_page=60`);
    const comma = await get(`/ring/api/v1/rings?brand_id=${brands.join(',')}&metal=pt950,k18pg&design=straight&design=wave&price_max=300000&per_page=60`);
    expect(repeated.status).toBe(200);
    expect(comma.body).toEqual(repeated.body);
    const items = repeated.body.items as { brand_id: number; metal: string; design: string; price: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(repeated.body.total).toBe(items.length);
    for (const r of items) {
      expect(brands).toContain(r.brand_id);
      expect(['pt950', 'k18pg']).toContain(r.metal);
      expect(['straight', 'wave']).toContain(r.design);
      expect(r.price).toBeLessThanOrEqual(300000);
    }
    // Each value widens the list: the union is the sum of its parts.
    const parts = await Promise.all(['pt950', 'k18pg'].map((m) => get(`/ring/api/v1/rings?brand_id=${brands.join(',')}&metal=${m}&design=straight,wave&price_max=300000&per_page=1`)));
    expect(parts[0].body.total + parts[1].body.total).toBe(repeated.body.total);
    // The ceiling narrows: every ring under 10万円 is under 30万円, and a page's total matches a full walk.
    const all = await get('/ring/api/v1/rings?price_max=100000&per_page=60');
    expect(all.body.items.every((r: { price: number }) => r.price <= 100000)).toBe(true);
    expect(all.body.total).toBeLessThanOrEqual((await get('/ring/api/v1/rings?price_max=300000&per_page=1')).body.total);
  });

  it('answers 404 for unknown ids and 400 for bad filters', async () => {
    expect((await get('/ring/api/v1/brands/999999')).status).toBe(404);
    expect((await get('/ring/api/v1/rings/999999')).status).toBe(404);
    expect((await get('/ring/api/v1/rings/abc')).status).toBe(400);
    for (const q of ['type=gold', 'metal=silver', 'design=x', 'price_band=1', 'carat=9', 'sort=random', 'page=0', 'brand_id=-1', 'per_page=1000', 'type=wedding&carat=03_04', 'metal=%00', 'metal=pt950,silver', 'design=wave&design=%00', 'brand_id=1,x', 'brand_id=0', 'brand_id=99999999999', 'price_max=300001', 'price_max=-1', 'price_max=abc', `brand_id=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`]) {
      const res = await get(`/ring/api/v1/rings?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body.message).toEqual(expect.any(String));
      // The filters' own messages are Japanese (page and per_page share define.ts's messages).
      if (!/^(page|per_page)=/.test(q)) expect([q, res.body.message]).toEqual([q, expect.stringMatching(/[ぁ-んァ-ヶ一-龠]/)]);
    }
    expect((await get('/ring/api/v1/brands?row=x')).status).toBe(400);
    expect((await get('/ring/api/v1/brands?origin=mars')).status).toBe(400);
    expect((await get('/ring/api/v1/brands?sort=price')).status).toBe(400);
    expect((await get('/ring/api/v1/brands/1?prefecture_slug=%00')).status).toBe(400);
    // The section lives only under /ring.
    expect((await get('/api/v1/rings')).status).toBe(404);
  });

  it('lists every brand and ring for the sitemap', async () => {
    const res = await get('/ring/api/v1/sitemap');
    expect(res.body.brand_ids.length).toBeGreaterThanOrEqual(40);
    expect(res.body.ring_ids.length).toBeGreaterThanOrEqual(600);
    const index = await get('/api/web/sitemap?part=index');
    expect(index.body.parts).toContainEqual({ part: 'rings', page: 1 });
    const part = await get('/api/web/sitemap?part=rings&page=1');
    const paths = part.body.urls.map((u: { path: string }) => u.path);
    expect(paths).toEqual(expect.arrayContaining(['/ring/', '/ring/brands/', '/ring/rings/', `/ring/brands/${res.body.brand_ids[0]}`, `/ring/rings/${res.body.ring_ids[0]}`]));
  });
}, seedRingDomain);
