import fc from 'fast-check';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { consistency, inDays, insertFair, postReservation, validForm } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const FIELDS = ['fair_id', 'hold_time', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'email', 'tel', 'gender', 'number_of_participants', 'preferred_wedding_date', 'message', 'uuid', 'id4', 'utm_source', 'utm_medium', 'utm_campaign', 'cv_device'] as const;

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom('', ' ', '0', '-1', '1e9', 'NaN', 'null', 'undefined', '[]', '{}', '__proto__', "'; DROP TABLE reservations; --", '<script>alert(1)</script>', '\u0000', '０９０', 'ｻﾄｳ', 'さとう', '2027-13-01', '9999-12-31', '10:00〜12:00', '10:00~12:00', 'mobile_app', 'female', '2147483648', '99999999999999999999'),
  fc.integer().map(String),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);

describeEachDb('POST /api/wn/reservations/ with hostile and random input', (fx) => {
  let server: TestServer;
  let fairId: number;
  beforeAll(async () => {
    const hallId = await insertMinimalHall(fx.db);
    ({ fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(3), slots: [{ holdTime: '10:00〜12:00', capacity: 8 }, { holdTime: '13:00〜15:00', capacity: 8 }] }));
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it('never answers 500 and never leaves a partial row', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(FIELDS.map((f) => [f, fc.option(hostile, { nil: undefined })])) as Record<(typeof FIELDS)[number], fc.Arbitrary<string | undefined>>),
        fc.subarray([...FIELDS], { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (random, randomised, withEmailVariant) => {
          // A few random fields among valid ones, so many requests get past validation to the rules.
          const fields = validForm(fairId, withEmailVariant ? { email: `p${Math.floor(Math.random() * 1e9)}@example.com` } : {});
          for (const f of FIELDS) {
            if (!randomised.includes(f)) continue;
            if (random[f] === undefined) delete fields[f];
            else fields[f] = random[f]!;
          }
          const res = await postReservation(server.url, fields);
          expect([200, 400]).toContain(res.status);
          const body = await res.json();
          if (res.status === 200) expect(typeof body.result).toBe('boolean');
          else expect(typeof body.message).toBe('string');
          const c = await consistency(fx.db);
          expect(c.counters).toBe(c.rows);
          expect(c.mails).toBe(c.rows * 2);
          expect(c.overfull).toBe(0);
        },
      ),
      { numRuns: 80 },
    );
    expect((await consistency(fx.db)).rows).toBeGreaterThan(0);
  });

  it('never answers 500 for random JSON or form-encoded bodies either', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'), async (text, type) => {
        const { cookie, 'x-csrf-token': token } = (await import('./support')).csrfHeaders();
        const res = await fetch(`${server.url}/api/wn/reservations/`, { method: 'POST', body: text, headers: { 'content-type': type, cookie, 'x-csrf-token': token } });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const c = await consistency(fx.db);
    expect(c.counters).toBe(c.rows);
  });
});
