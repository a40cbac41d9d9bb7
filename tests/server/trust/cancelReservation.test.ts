import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { fairSlots, reservations } from '../../../server/db/schema';
import { csrfHeaders, inDays, insertFair, insertUserWithSession, postReservation, validForm } from '../fairs/support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('cancelling a reservation from the account', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const cancel = (id: number, sessionId?: string) => fetch(`${server.url}/api/wn/reservations/${id}`, { method: 'DELETE', headers: csrfHeaders(sessionId) });
  const reservedOf = async (fairId: number) => (await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId)).limit(1))[0].reserved;

  it('gives the slot\'s place back at once; only hers, only once, only before the fair', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(6) });
    const misaki = await insertUserWithSession(fx.db, 'cancel@example.com');
    const other = await insertUserWithSession(fx.db, 'other-cancel@example.com');
    const made = await (await postReservation(server.url, validForm(fairId, { email: 'cancel@example.com', user_id: misaki.userId }), csrfHeaders(misaki.sessionId))).json();
    expect(made.result).toBe(true);
    expect(await reservedOf(fairId)).toBe(1);

    expect((await cancel(made.reservation.id)).status).toBe(401);
    expect((await cancel(made.reservation.id, other.sessionId)).status).toBe(404);
    const res = await cancel(made.reservation.id, misaki.sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, fair_id: fairId });
    expect(await reservedOf(fairId)).toBe(0);
    expect(await fx.db.select().from(reservations).where(eq(reservations.id, made.reservation.id))).toEqual([]);
    // Twice is not two places.
    expect((await cancel(made.reservation.id, misaki.sessionId)).status).toBe(404);
    expect(await reservedOf(fairId)).toBe(0);
    // She may reserve the same slot again.
    const again = await (await postReservation(server.url, validForm(fairId, { email: 'cancel@example.com', user_id: misaki.userId }), csrfHeaders(misaki.sessionId))).json();
    expect(again.result).toBe(true);
  });

  it('a cancelled place goes to the next couple of a full slot', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(7) });
    await fx.db.update(fairSlots).set({ capacity: 1 }).where(eq(fairSlots.fairId, fairId));
    const a = await insertUserWithSession(fx.db, 'full-a@example.com');
    const made = await (await postReservation(server.url, validForm(fairId, { email: 'full-a@example.com', user_id: a.userId }), csrfHeaders(a.sessionId))).json();
    const refused = await (await postReservation(server.url, validForm(fairId, { email: 'full-b@example.com' }))).json();
    expect(refused).toMatchObject({ result: false, reason: 'full' });
    expect((await cancel(made.reservation.id, a.sessionId)).status).toBe(200);
    const taken = await (await postReservation(server.url, validForm(fairId, { email: 'full-b@example.com' }))).json();
    expect(taken.result).toBe(true);
  });

  it('refuses a fair already held, and nonsense ids', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(8) });
    const u = await insertUserWithSession(fx.db, 'past@example.com');
    const made = await (await postReservation(server.url, validForm(fairId, { email: 'past@example.com', user_id: u.userId }), csrfHeaders(u.sessionId))).json();
    await fx.db.update(reservations).set({ fairSnapshot: { ...(made.reservation as object), hall_id: hallId, hold_at: inDays(-2) } }).where(eq(reservations.id, made.reservation.id));
    const res = await cancel(made.reservation.id, u.sessionId);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('開催日を過ぎたご予約はキャンセルできません');
    expect((await cancel(0, u.sessionId)).status).toBe(400);
  });
});
