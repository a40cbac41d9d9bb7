jest.setTimeout(60000);
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { fairSlots, idempotencyKeys, reservations } from '../../../server/db/schema';
import { callerOf } from '../../../server/idempotency/keyOf';
import { startKeyedWrite } from '../../../server/idempotency';
import { csrfHeaders, inDays, insertFair, insertUserWithSession, postReservation, validForm } from '../fairs/support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('Idempotency-Key: a write sent again is done once', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const reserve = (fairId: number, key: string | null, headers = csrfHeaders(), overrides: Record<string, string> = {}) =>
    postReservation(server.url, validForm(fairId, overrides), key ? { ...headers, 'idempotency-key': key } : headers);
  const rowsOf = async (fairId: number) => (await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId))).length;
  const reservedOf = async (fairId: number) => (await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId))).reduce((n, s) => n + s.reserved, 0);

  it('answers a repeated key with the first answer, marked as replayed, and reserves once', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(5) });
    const key = randomUUID();
    const first = await reserve(fairId, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ result: true });
    const again = await reserve(fairId, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await rowsOf(fairId)).toBe(1);
    expect(await reservedOf(fairId)).toBe(1);
    // Another key is another action; no key is the old behaviour (each request runs).
    expect(await (await reserve(fairId, randomUUID(), csrfHeaders(), { email: 'second@example.jp' })).json()).toMatchObject({ result: true });
    expect(await (await reserve(fairId, null, csrfHeaders(), { email: 'third@example.jp' })).json()).toMatchObject({ result: true });
    expect(await rowsOf(fairId)).toBe(3);
  });

  it('runs once for ten duplicates sent at the same time, all of them get the one answer', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(6), slots: [{ holdTime: '10:00〜12:00', capacity: 20 }] });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(fairId, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(new Set(bodies.map((b) => b.reservation.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await rowsOf(fairId)).toBe(1);
    expect(await reservedOf(fairId)).toBe(1);
  });

  it('refuses the same key with another input (422) and a malformed key (400), before doing anything', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(7) });
    const key = randomUUID();
    expect((await reserve(fairId, key)).status).toBe(200);
    const other = await reserve(fairId, key, csrfHeaders(), { hold_time: '13:00〜15:00' });
    expect(other.status).toBe(422);
    expect((await other.json()).message).toMatch(/別の内容/);
    for (const bad of ['short', 'x'.repeat(129), 'with spaces inside']) {
      expect((await reserve(fairId, bad)).status).toBe(400);
    }
    expect(await rowsOf(fairId)).toBe(1);
  });

  it('keeps keys per caller: the same key from another visitor or member is another action', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(8) });
    const member = await insertUserWithSession(fx.db, `idem-${Date.now()}@example.jp`);
    const key = randomUUID();
    expect((await reserve(fairId, key, csrfHeaders())).status).toBe(200);
    expect((await reserve(fairId, key, csrfHeaders(member.sessionId), { email: 'other@example.jp' })).status).toBe(200);
    expect(await rowsOf(fairId)).toBe(2);
    const kept = await fx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept.map((k) => k.caller)).toEqual(expect.arrayContaining([`user:${member.userId}`, expect.stringMatching(/^visitor:[0-9a-f]{32}$/)]));
    expect(kept).toHaveLength(2);
    expect(kept.every((k) => k.endpoint === 'POST /api/wn/reservations/' && k.status === 200)).toBe(true);
  });

  it('keeps no answer for an error: the same write with its key may be tried again', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(9) });
    const key = randomUUID();
    const bad = await reserve(fairId, key, csrfHeaders(), { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await fx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('takes over a key whose first request died with its instance (its claim rolled back)', async () => {
    if (fx.handle.kind !== 'postgres') return; // one PGlite process: nothing survives a dead instance to take over from
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(10) });
    const key = randomUUID();
    const caller = callerOf({ user: null, cookies: Object.fromEntries(csrfHeaders().cookie.split('; ').map((c) => c.split('=') as [string, string])) })!;
    // Another instance claimed the key and was killed mid-write: its connection holds the claim.
    const { Client } = await import('pg');
    const other = new Client({ connectionString: ((fx.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString) });
    await other.connect();
    other.on('error', () => undefined);
    await other.query('BEGIN');
    await other.query(`INSERT INTO idempotency_keys (caller, endpoint, key, fingerprint, status, body) VALUES ($1, 'POST /api/wn/reservations/', $2, 'x', 0, '')`, [caller, key]);
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const retried = reserve(fairId, key);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf(fairId)).toBe(0); // the retry waits on the claim
    await fx.db.execute(sql`SELECT pg_terminate_backend(${rows[0].pid})`);
    const res = await retried;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: true });
    expect(await rowsOf(fairId)).toBe(1);
    await other.end().catch(() => undefined);
  });

  it("commits a keyed write only with its kept answer: an instance killed between the two leaves neither (the KILL load test's doubled reservations)", async () => {
    if (fx.handle.kind !== 'postgres') return; // one PGlite process: the write and its answer die together
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(11) });
    const key = randomUUID();
    const cookies = Object.fromEntries(csrfHeaders().cookie.split('; ').map((c) => c.split('=') as [string, string]));
    const ctx = { db: fx.db, user: null, cookies, headers: { 'idempotency-key': key } } as unknown as Parameters<typeof startKeyedWrite>[0];
    const started = await startKeyedWrite(ctx, 'POST /test/killed-write', { fair_id: fairId });
    if (!started || !('write' in started)) throw new Error('expected to run');
    // The endpoint's statements, as it makes them: one on the pool, one in a transaction of its own.
    try {
      const pid = await started.write.run(async () => {
        await fx.db.update(fairSlots).set({ capacity: 99 }).where(eq(fairSlots.fairId, fairId));
        await fx.db.transaction(async (tx) => {
          await tx.update(fairSlots).set({ reserved: 1 }).where(eq(fairSlots.fairId, fairId));
        });
        const result = (await fx.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] };
        const [{ pid }] = result.rows;
        return pid;
      });
      // Killed before its answer was kept: PostgreSQL rolls the claim back, and the write with it.
      await fx.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
      await expect(started.write.keep({ status: 200, body: '{}' })).rejects.toThrow();
    } finally {
      await started.write.release().catch(() => undefined);
    }
    const slots = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => s.capacity === 99 || s.reserved === 1)).toEqual([]);
    expect(await fx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    // Work the write left behind uses the pool again, not its connection.
    expect(await reservedOf(fairId)).toBe(0);
  });

  it('keeps what a write did when no answer is kept for its key (a sign-in that set cookies, an error)', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(12) });
    const cookies = Object.fromEntries(csrfHeaders().cookie.split('; ').map((c) => c.split('=') as [string, string]));
    const key = randomUUID();
    const ctx = { db: fx.db, user: null, cookies, headers: { 'idempotency-key': key } } as unknown as Parameters<typeof startKeyedWrite>[0];
    const started = await startKeyedWrite(ctx, 'POST /test/released-write', { fair_id: fairId });
    if (!started || !('write' in started)) throw new Error('expected to run');
    await started.write.run(() => fx.db.update(fairSlots).set({ capacity: 77 }).where(eq(fairSlots.fairId, fairId)));
    await started.write.release();
    expect((await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId))).every((s) => s.capacity === 77)).toBe(true);
    expect(await fx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});
