import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { fairSlots, mailOutbox, reservations } from '../../../server/db/schema';
import { reservationInput } from '../../../api/contract/fairs';
import { createReservation } from '../../../server/fairs/createReservation';
import { inDays, insertFair, postReservation, validForm } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const anonymous = { user: null, uuid: null, userAgent: 'jest' };

describeEachDb('reservation capacity under concurrency', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  async function countFor(fairId: number) {
    const rows = await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId));
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    const mails = await fx.db.select().from(mailOutbox);
    const ids = new Set(rows.map((r) => `reservation:${r.id}`));
    return { rows: rows.length, reserved: slot.reserved, mails: mails.filter((m) => m.reference && ids.has(m.reference)).length };
  }

  it('20 simultaneous reservations for a slot with capacity 5 give exactly 5', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(5), slots: [{ holdTime: '10:00〜12:00', capacity: 5 }] });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createReservation(fx.db, reservationInput.parse(validForm(fairId, { email: `c${i}@example.com` })), anonymous)),
    );
    expect(results.filter((r) => r.result)).toHaveLength(5);
    expect(results.filter((r) => !r.result && r.reason === 'full')).toHaveLength(15);
    expect(await countFor(fairId)).toEqual({ rows: 5, reserved: 5, mails: 10 });
  });

  it('the same over HTTP: 20 simultaneous posts, exactly 5 reservations', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(6), slots: [{ holdTime: '10:00〜12:00', capacity: 5 }] });
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await postReservation(server.url, validForm(fairId, { email: `h${i}@example.com` }))).json()),
    );
    expect(bodies.filter((b) => b.result === true)).toHaveLength(5);
    expect(await countFor(fairId)).toEqual({ rows: 5, reserved: 5, mails: 10 });
  });

  it('20 simultaneous posts of one person for a roomy slot give one reservation', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(7), slots: [{ holdTime: '10:00〜12:00', capacity: 50 }] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createReservation(fx.db, reservationInput.parse(validForm(fairId, { email: 'same@example.com' })), anonymous)),
    );
    expect(results.filter((r) => r.result)).toHaveLength(1);
    expect(await countFor(fairId)).toEqual({ rows: 1, reserved: 1, mails: 2 });
  });
});
