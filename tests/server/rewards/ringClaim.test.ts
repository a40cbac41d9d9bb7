import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { giftTickets, ringBrands } from '../../../server/db/schema';
import { call, insertMember, type Member } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('engagement ring gift from a partner brand', (fx) => {
  let server: TestServer;
  let hana: Member;
  let brandId: number;
  const claim = (who: Member | null, brand: unknown) => call(server.url, 'POST', '/api/wn/giftticket/ringengagement/claim', who, { json: { brand_id: brand } });

  beforeAll(async () => {
    hana = await insertMember(fx.db, 'ringgift@example.com');
    const [brand] = await fx.db.insert(ringBrands).values({ name: 'ルミエール', nameEn: 'LUMIERE', kana: 'るみえーる', kanaRow: 'ら', origin: 'domestic', description: '繊細なプラチナのリング', priceMin: 200000, priceMax: 600000 }).returning();
    brandId = brand.id;
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('gives her one ringengagement ticket funded by the brand, the second claim returns the same one', async () => {
    const first = await claim(hana, brandId);
    expect(first.status).toBe(200);
    expect(first.body.already).toBe(false);
    const [row] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, first.body.ticket_id));
    expect(row).toMatchObject({ userId: hana.userId, kind: 'ringengagement', tenantType: 'ring_brand', tenantId: brandId, amount: 20000, state: 'available' });
    const again = await claim(hana, brandId);
    expect(again.body).toEqual({ ticket_id: first.body.ticket_id, already: true });
  });

  it('refuses anonymous callers, unknown brands and malformed ids', async () => {
    expect((await claim(null, brandId)).status).toBe(401);
    expect((await claim(hana, 999999)).status).toBe(404);
    expect((await claim(hana, 'abc')).status).toBe(400);
  });
});
