import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertOtherHall } from '../fairs/support';
import { campaignHalls, campaignVersions, giftTickets, halls } from '../../../server/db/schema';
import { hallRanking } from '../../../server/halls/rankings';
import { todayInJapan, addDays } from '../../../server/fairs/dates';
import { call, insertMember } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const content = {
  lead: '対象式場のフェアに参加するとギフト券をプレゼント', conditions: ['会員であること'], amounts: [{ label: 'フェア参加', amount: 10000 }, { label: 'ご成約', amount: 100000 }],
  faq: [{ q: '費用は？', a: 'かかりません。' }], ticketAmount: 10000, ticketConditions: 'エントリーした式場のフェアに参加してください。',
};

describeEachDb('hall ranking formula and the Go To Wedding campaign', (fx) => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.a = await insertMinimalHall(fx.db);
    ids.b = await insertOtherHall(fx.db, '二件だけ満点の式場', 'two-fives');
    ids.c = await insertOtherHall(fx.db, '口コミ四十件の式場', 'forty');
    ids.d = await insertOtherHall(fx.db, '口コミのない式場', 'none');
    // Worked example: region mean m = (50×3.5 + 2×5.0 + 40×4.5) ÷ 92 = 365 ÷ 92 ≈ 3.9674.
    await fx.db.update(halls).set({ rating: 3.5, ratingCount: 50 }).where(eq(halls.id, ids.a));
    await fx.db.update(halls).set({ rating: 5.0, ratingCount: 2 }).where(eq(halls.id, ids.b));
    await fx.db.update(halls).set({ rating: 4.5, ratingCount: 40 }).where(eq(halls.id, ids.c));
    const today = todayInJapan();
    await fx.db.insert(campaignVersions).values([
      { version: '2025', title: 'Go To Wedding キャンペーン 2025', startsOn: '2025-04-01', endsOn: '2025-09-30', isCurrent: false, content },
      { version: '2026', title: 'Go To Wedding キャンペーン 2026', startsOn: addDays(today, -1), endsOn: addDays(today, 30), isCurrent: true, content },
    ]);
    await fx.db.insert(campaignHalls).values([{ version: '2026', hallId: ids.c }, { version: '2026', hallId: ids.d }, { version: '2025', hallId: ids.a }]);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('ranks by (10 × region mean + n × r) ÷ (10 + n): forty 4.5s beat two 5.0s; halls without reviews are left out', async () => {
    const r = await hallRanking(fx.db, { prefecture_slug: 'tokyo', s: 'rating' });
    expect(r.formula!.region_mean).toBeCloseTo(365 / 92, 6);
    const m = 365 / 92;
    const score = (rating: number, n: number) => (10 * m + n * rating) / (10 + n);
    expect(score(4.5, 40)).toBeCloseTo(4.3935, 3); // c: (39.674 + 180) ÷ 50
    expect(score(5, 2)).toBeCloseTo(4.1395, 3); // b: (39.674 + 10) ÷ 12
    expect(score(3.5, 50)).toBeCloseTo(3.5779, 3); // a: (39.674 + 175) ÷ 60
    expect(r.items.map((h) => h.id)).toEqual([ids.c, ids.b, ids.a]);
    // With thirty 5.0 reviews the hall earns its place: m = 505 ÷ 120, b = (42.08 + 150) ÷ 40 ≈ 4.80 > c ≈ 4.44.
    await fx.db.update(halls).set({ rating: 5.0, ratingCount: 30 }).where(eq(halls.id, ids.b));
    const after = await hallRanking(fx.db, { prefecture_slug: 'tokyo', s: 'rating' });
    expect(after.formula!.region_mean).toBeCloseTo(505 / 120, 6);
    expect(after.items.map((h) => h.id)).toEqual([ids.b, ids.c, ids.a]);
  });

  it('serves the current version and earlier ones; an unknown version is 404', async () => {
    const current = await call(server.url, 'GET', '/api/wn/go_to_wedding', null);
    expect(current.body).toMatchObject({ version: '2026', is_current: true, is_open: true, hall_count: 2, amounts: content.amounts });
    expect(current.body.versions.map((v: { version: string }) => v.version)).toEqual(['2026', '2025']);
    const old = await call(server.url, 'GET', '/api/wn/go_to_wedding?version=2025', null);
    expect(old.body).toMatchObject({ version: '2025', is_open: false, hall_count: 1 });
    expect((await call(server.url, 'GET', '/api/wn/go_to_wedding?version=1999', null)).status).toBe(404);
  });

  it('links participating halls through the search\'s campaign filter', async () => {
    const res = await call(server.url, 'GET', '/api/halls/?campaign=2026', null);
    expect(res.body.items.map((h: { id: number }) => h.id).sort()).toEqual([ids.c, ids.d].sort());
  });

  it('an entry gives one campaign ticket per member and version, only for an open version and a participating hall', async () => {
    const m = await insertMember(fx.db, 'entry@example.com');
    expect((await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', null, { json: { version: '2026', hall_id: ids.c } })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', m, { json: { version: '2026', hall_id: ids.a } })).status).toBe(400);
    expect((await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', m, { json: { version: '2025', hall_id: ids.a } })).body.message).toContain('受付を終了');
    expect((await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', m, { json: { version: '2026', hall_id: '' } })).body.message).toContain('式場を選択してください');
    const first = await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', m, { json: { version: '2026', hall_id: ids.c } });
    expect(first.body).toMatchObject({ already: false });
    const again = await call(server.url, 'POST', '/api/wn/go_to_wedding/entry', m, { json: { version: '2026', hall_id: ids.d } });
    expect(again.body).toEqual({ ticket_id: first.body.ticket_id, already: true });
    const tickets = await fx.db.select().from(giftTickets).where(eq(giftTickets.userId, m.userId));
    expect(tickets).toEqual([expect.objectContaining({ kind: 'campaign', tenantId: ids.c, amount: 10000, state: 'available' })]);
  });
});
