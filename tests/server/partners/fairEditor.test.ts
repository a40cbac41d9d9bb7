import { and, eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { inDays, insertFair, validForm } from '../fairs/support';
import { fairSlots, mailOutbox, reservations } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { createReservation } from '../../../server/fairs/createReservation';
import { fairSitemapPaths } from '../../../server/halls/sitemap';
import { reservationInput } from '../../../api/contract/fairs';
import { openApiDocument } from '../../../server/openapi/document';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { SESSION_COOKIE } from '../../../server/accounts/sessions';
import { call, type Member } from '../rewards/support';
import { insertPartnerCast } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const fairBody = (over: Record<string, unknown> = {}) => ({
  name: '【平日限定】チャペル見学＆試食フェア',
  description: '大聖堂チャペルの見学と、フルコースの試食をお楽しみいただけます。',
  price: '0',
  benefits: ['来館特典：QUOカード1,000円分'],
  slots: [{ hold_time: '10:00〜12:00', capacity: '4' }, { hold_time: '14:00~16:00', capacity: '2' }],
  dates: [inDays(20), inDays(27), inDays(34)],
  ...over,
});

describeEachDb('partners\' console: fairs created, edited, copied and cancelled', (fx) => {
  let server: TestServer;
  let hall: number;
  let other: number;
  let owner: Member;
  let staff: Member;
  let otherOwner: Member;
  let member: Member;
  const h = () => `/api/partner/halls/${hall}`;

  beforeAll(async () => {
    setRateStore(memoryStore());
    ({ hall, other, owner, staff, otherOwner, member } = await insertPartnerCast(fx.db));
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const book = (fairId: number, email: string, holdTime = '10:00〜12:00') =>
    createReservation(fx.db, reservationInput.parse(validForm(fairId, { email, hold_time: holdTime })), { user: null, uuid: 'u', userAgent: 'jest' });
  const mailsTo = async (email: string) => (await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'reservation_cancelled_by_hall'))));
  const publicFairIds = async (holdAt: string) => (await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs?per_page=20&hold_at=${holdAt}`, null)).body.items.map((f: { id: number }) => f.id);

  it('answers anonymous 401, a member 403, another hall\'s partner 404 before reading a broken body', async () => {
    const broken = { name: '\u0000'.repeat(10), slots: { $gt: 1 }, extra: 'x'.repeat(5000) };
    for (const [method, path] of [['POST', `${h()}/fairs`], ['PUT', `${h()}/fairs/1`], ['POST', `${h()}/fairs/1/copies`], ['POST', `${h()}/fairs/1/cancel`], ['POST', `${h()}/fairs/1/slots/1/cancel`]]) {
      expect([path, (await call(server.url, method, path, null, { json: broken })).status]).toEqual([path, 401]);
      const asMember = await call(server.url, method, path, member, { json: broken });
      expect([path, asMember.status, asMember.body.message]).toEqual([path, 403, PARTNER_MSG.notPartner]);
      expect([path, (await call(server.url, method, path, otherOwner, { json: broken })).status]).toEqual([path, 404]);
    }
  });

  it('refuses a write without the CSRF token', async () => {
    const res = await fetch(`${server.url}${h()}/fairs`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${owner.sessionId}`, 'x-wedding-token': owner.token }, body: JSON.stringify(fairBody()),
    });
    expect(res.status).toBe(403);
    expect((await call(server.url, 'GET', `${h()}/fairs`, owner)).body.items).toEqual([]);
  });

  it('creates a fair on three dates (a series) with times and capacities per slot, shown at once on the public pages', async () => {
    const res = await call(server.url, 'POST', `${h()}/fairs`, staff, { json: fairBody() });
    expect(res.status).toBe(200);
    expect(res.body.items.map((f: { hold_at: string }) => f.hold_at)).toEqual([inDays(20), inDays(27), inDays(34)]);
    expect(new Set(res.body.items.map((f: { content_id: number }) => f.content_id)).size).toBe(1);
    expect(res.body.items[0]).toMatchObject({ name: fairBody().name, price: 0, cancelled_at: null, slots: [{ slot: 1, hold_time: '10:00〜12:00', capacity: 4, reserved: 0 }, { slot: 2, hold_time: '14:00〜16:00', capacity: 2, reserved: 0 }] });
    const ids = res.body.items.map((f: { id: number }) => f.id);
    expect([...(await publicFairIds(inDays(20))), ...(await publicFairIds(inDays(27))), ...(await publicFairIds(inDays(34)))]).toEqual(ids);
    const page = await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs/${ids[0]}`, null);
    expect(page.body).toMatchObject({ name: fairBody().name, hold_time1: '10:00〜12:00', hold_time2: '14:00〜16:00' });
    expect(page.body.other_dates.map((d: { id: number }) => d.id)).toEqual(ids.slice(1));
  });

  it('answers 400 with Japanese messages for wrong input, never 500', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [fairBody({ name: '' }), PARTNER_MSG.required('フェア名', 80)],
      [fairBody({ price: '-1' }), PARTNER_MSG.fairPrice],
      [fairBody({ benefits: Array(11).fill('特典') }), PARTNER_MSG.fairBenefits],
      [fairBody({ slots: [] }), PARTNER_MSG.fairSlots],
      [fairBody({ slots: Array.from({ length: 9 }, (_, i) => ({ hold_time: `1${i}:00〜1${i}:30`, capacity: '2' })) }), PARTNER_MSG.fairSlots],
      [fairBody({ slots: [{ hold_time: '朝から', capacity: '2' }] }), PARTNER_MSG.holdTime],
      [fairBody({ slots: [{ hold_time: '25:00〜26:00', capacity: '2' }] }), PARTNER_MSG.holdTime],
      [fairBody({ slots: [{ hold_time: '10:00〜12:00', capacity: '0' }] }), PARTNER_MSG.capacityRange],
      [fairBody({ slots: [{ hold_time: '10:00〜12:00', capacity: '100' }] }), PARTNER_MSG.capacityRange],
      [fairBody({ slots: [{ hold_time: '10:00〜12:00', capacity: '2' }, { hold_time: '10:00~12:00', capacity: '3' }] }), PARTNER_MSG.slotTimesRepeat],
      [fairBody({ dates: [] }), PARTNER_MSG.fairDates],
      [fairBody({ dates: ['2027-02-30'] }), PARTNER_MSG.fairDates],
      [fairBody({ dates: Array.from({ length: 31 }, (_, i) => inDays(i + 2)) }), PARTNER_MSG.fairDates],
      [fairBody({ dates: [inDays(0)] }), PARTNER_MSG.fairDatesRange],
      [fairBody({ dates: [inDays(400)] }), PARTNER_MSG.fairDatesRange],
    ];
    for (const [json, message] of bad) {
      const res = await call(server.url, 'POST', `${h()}/fairs`, owner, { json });
      expect([JSON.stringify(json).slice(0, 80), res.status, JSON.stringify(res.body)]).toEqual([JSON.stringify(json).slice(0, 80), 400, expect.stringContaining(message)]);
    }
  });

  it('edits the series\' contents and this date\'s slots; refuses to lower a capacity below its bookings, to remove or retime a booked slot', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(40) });
    expect((await book(fairId, 'a@example.com')).result).toBe(true);
    expect((await book(fairId, 'b@example.com')).result).toBe(true);
    const put = (slots: unknown[]) => call(server.url, 'PUT', `${h()}/fairs/${fairId}`, staff, { json: { ...fairBody(), dates: undefined, name: '春のチャペル見学フェア', slots } });
    expect(await put([{ slot: 1, hold_time: '10:00〜12:00', capacity: 1 }, { slot: 2, hold_time: '13:00〜15:00', capacity: 3 }])).toMatchObject({ status: 409, body: { message: PARTNER_MSG.capacityBelowBooked(2) } });
    expect(await put([{ slot: 2, hold_time: '13:00〜15:00', capacity: 3 }])).toMatchObject({ status: 409, body: { message: PARTNER_MSG.slotRemoveBooked('10:00〜12:00', 2) } });
    expect(await put([{ slot: 1, hold_time: '11:00〜13:00', capacity: 3 }, { slot: 2, hold_time: '13:00〜15:00', capacity: 3 }])).toMatchObject({ status: 409, body: { message: PARTNER_MSG.slotTimeBooked('10:00〜12:00') } });
    const ok = await put([{ slot: 1, hold_time: '10:00〜12:00', capacity: 6 }, { hold_time: '16:00〜17:00', capacity: 2 }]);
    expect(ok.status).toBe(200);
    expect(ok.body.items[0]).toMatchObject({ name: '春のチャペル見学フェア', slots: [{ slot: 1, capacity: 6, reserved: 2 }, { slot: 2, hold_time: '16:00〜17:00', capacity: 2, reserved: 0 }] });
    const page = await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs/${fairId}`, null);
    expect(page.body).toMatchObject({ name: '春のチャペル見学フェア', hold_time2: '16:00〜17:00' });
  });

  it('copies a fair to other dates (the same times and capacities, nothing booked) and refuses a date the series already has', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(41) });
    await book(fairId, 'c@example.com');
    const res = await call(server.url, 'POST', `${h()}/fairs/${fairId}/copies`, owner, { json: { dates: [inDays(48), inDays(55)] } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((f: { hold_at: string; slots: { reserved: number; capacity: number }[] }) => [f.hold_at, f.slots.map((s) => [s.capacity, s.reserved])])).toEqual([[inDays(48), [[3, 0], [3, 0]]], [inDays(55), [[3, 0], [3, 0]]]]);
    const again = await call(server.url, 'POST', `${h()}/fairs/${fairId}/copies`, owner, { json: { dates: [inDays(55)] } });
    expect(again).toMatchObject({ status: 400, body: { message: PARTNER_MSG.fairDateTaken(inDays(55)) } });
  });

  it('cancels a slot: its couples are mailed through the outbox and their reservations freed; the last slot is refused', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(42) });
    await book(fairId, 'slot1@example.com', '10:00〜12:00');
    await book(fairId, 'slot2@example.com', '13:00〜15:00');
    const res = await call(server.url, 'POST', `${h()}/fairs/${fairId}/slots/2/cancel`, staff, { json: {} });
    expect([res.status, res.body.cancelled_reservations, res.body.items[0].slots.map((s: { slot: number }) => s.slot)]).toEqual([200, 1, [1]]);
    expect(await mailsTo('slot2@example.com')).toHaveLength(1);
    expect(await mailsTo('slot1@example.com')).toHaveLength(0);
    const [gone] = await fx.db.select().from(reservations).where(eq(reservations.email, 'slot2@example.com'));
    expect(gone.status).toBe('cancelled');
    expect((await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs/${fairId}`, null)).body.hold_time2).toBeNull();
    expect(await call(server.url, 'POST', `${h()}/fairs/${fairId}/slots/1/cancel`, staff, { json: {} })).toMatchObject({ status: 400, body: { message: PARTNER_MSG.lastSlot } });
    expect(await call(server.url, 'POST', `${h()}/fairs/${fairId}/slots/2/cancel`, staff, { json: {} })).toMatchObject({ status: 404 });
  });

  it('cancels a fair: each couple mailed, reservations freed, gone from the hall\'s fairs, the fair page, fair search, the sitemap and the site search; booking it is refused', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(43), name: '秋の月見ガーデンフェア' });
    expect(await publicFairIds(inDays(43))).toEqual([fairId]);
    await book(fairId, 'x@example.com');
    await book(fairId, 'y@example.com', '13:00〜15:00');
    const search = async () => (await call(server.url, 'GET', `/api/search?q=${encodeURIComponent('月見ガーデン')}&kind=fair`, null)).body.groups[0].items.map((i: { title: string }) => i.title);
    expect(await search()).toEqual(['秋の月見ガーデンフェア']);
    const res = await call(server.url, 'POST', `${h()}/fairs/${fairId}/cancel`, owner, { json: {} });
    expect([res.status, res.body.cancelled_reservations, typeof res.body.items[0].cancelled_at]).toEqual([200, 2, 'string']);
    expect((await mailsTo('x@example.com'))[0].body).toContain('秋の月見ガーデンフェア');
    expect(await mailsTo('y@example.com')).toHaveLength(1);
    expect((await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId))).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect((await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId))).map((s) => s.reserved)).toEqual([0, 0]);
    expect(await publicFairIds(inDays(43))).toEqual([]);
    expect((await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs`, null)).body.hold_dates).not.toContain(inDays(43));
    expect((await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs/${fairId}`, null)).status).toBe(404);
    expect((await call(server.url, 'GET', `/api/wn/fairs?date=${inDays(43)}`, null)).body.items.map((f: { id: number }) => f.id)).not.toContain(fairId);
    expect((await fairSitemapPaths(fx.db, 1, 1000)).map((e) => e.path)).not.toContain(`/halls/${hall}/fairs/${fairId}`);
    expect(await search()).toEqual([]);
    expect((await book(fairId, 'late@example.com')).result).toBe(false);
    expect(await call(server.url, 'POST', `${h()}/fairs/${fairId}/cancel`, owner, { json: {} })).toMatchObject({ status: 409, body: { message: PARTNER_MSG.fairCancelled } });
    expect(await call(server.url, 'PUT', `${h()}/fairs/${fairId}/slots/1`, owner, { json: { capacity: 5 } })).toMatchObject({ status: 409, body: { message: PARTNER_MSG.fairCancelled } });
  });

  it('race: a fair cancelled while couples book it leaves no standing reservation, and every booked couple is mailed', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(44), slots: [{ holdTime: '10:00〜12:00', capacity: 10 }] });
    await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => book(fairId, `rush${i}@example.com`)),
      call(server.url, 'POST', `${h()}/fairs/${fairId}/cancel`, owner, { json: {} }),
    ]);
    const rows = await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId));
    expect(rows.filter((r) => r.status !== 'cancelled')).toEqual([]);
    for (const r of rows) expect(await mailsTo(r.email)).toHaveLength(1);
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    expect(slot.reserved).toBe(0);
  });

  it('another hall\'s fair answers 404 under her own hall', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: other, holdAt: inDays(45) });
    expect(await call(server.url, 'PUT', `${h()}/fairs/${fairId}`, owner, { json: { ...fairBody(), dates: undefined } })).toMatchObject({ status: 404, body: { message: PARTNER_MSG.fairNotFound } });
    expect((await call(server.url, 'POST', `${h()}/fairs/${fairId}/copies`, owner, { json: { dates: [inDays(50)] } })).status).toBe(404);
    expect((await call(server.url, 'POST', `${h()}/fairs/${fairId}/cancel`, owner, { json: {} })).status).toBe(404);
    expect((await call(server.url, 'POST', `${h()}/fairs/${fairId}/slots/1/cancel`, owner, { json: {} })).status).toBe(404);
    expect((await call(server.url, 'GET', `/api/wn/halls/${other}/fairs/${fairId}`, null)).status).toBe(200);
  });

  it('joins the OpenAPI document', () => {
    const paths = Object.keys((openApiDocument() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/partner/halls/{hall_id}/fairs', '/api/partner/halls/{hall_id}/fairs/{fair_id}', '/api/partner/halls/{hall_id}/fairs/{fair_id}/copies', '/api/partner/halls/{hall_id}/fairs/{fair_id}/cancel', '/api/partner/halls/{hall_id}/fairs/{fair_id}/slots/{slot}/cancel']));
  });
});
