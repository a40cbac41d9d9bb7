import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { mailOutbox } from '../../../server/db/schema';
import { enqueueMail } from '../../../server/mail/outbox';
import { backoffMs, deliverDueMail, type MailTransport } from '../../../server/mail/sender';

class FakeTransport implements MailTransport {
  sent: { to: string; subject: string; text: string }[] = [];
  failFor = new Set<string>();
  async sendMail(m: { from: string; to: string; subject: string; text: string }) {
    if (this.failFor.has(m.to)) throw new Error(`550 mailbox unavailable: ${m.to}`);
    this.sent.push(m);
    return { messageId: String(this.sent.length) };
  }
}

describeEachDb('mail outbox sender', (fx) => {
  beforeEach(async () => {
    await fx.db.delete(mailOutbox);
  });

  it('delivers pending mail once and marks it sent', async () => {
    await enqueueMail(fx.db, [
      { kind: 'reservation_confirmation', to: 'a@example.com', subject: '件名A', body: '本文A', reference: 'reservation:1' },
      { kind: 'reservation_hall_notice', to: 'hall@example.com', subject: '件名B', body: '本文B', reference: 'reservation:1' },
    ]);
    const t = new FakeTransport();
    expect(await deliverDueMail(fx.db, t)).toEqual({ sent: 2, failed: 0 });
    expect(t.sent.map((m) => m.to)).toEqual(['a@example.com', 'hall@example.com']);
    expect(await deliverDueMail(fx.db, t)).toEqual({ sent: 0, failed: 0 });
    const rows = await fx.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt && r.attempts === 1)).toBe(true);
  });

  it('keeps a failing mail, retries it after its backoff, then delivers it', async () => {
    await enqueueMail(fx.db, [{ kind: 'reservation_confirmation', to: 'flaky@example.com', subject: 's', body: 'b' }]);
    const t = new FakeTransport();
    t.failFor.add('flaky@example.com');
    // A moment after the enqueue: PostgreSQL keeps microseconds, a JS Date only milliseconds.
    const start = new Date(Date.now() + 5);
    expect(await deliverDueMail(fx.db, t, { now: start })).toEqual({ sent: 0, failed: 1 });
    let [row] = await fx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    // Not due before its backoff has passed.
    expect(await deliverDueMail(fx.db, t, { now: new Date(start.getTime() + backoffMs(1) - 1000) })).toEqual({ sent: 0, failed: 0 });
    t.failFor.clear();
    expect(await deliverDueMail(fx.db, t, { now: new Date(start.getTime() + backoffMs(1) + 1000) })).toEqual({ sent: 1, failed: 0 });
    [row] = await fx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks a mail failed (still kept) after the last attempt', async () => {
    await enqueueMail(fx.db, [{ kind: 'reservation_hall_notice', to: 'dead@example.com', subject: 's', body: 'b' }]);
    const t = new FakeTransport();
    t.failFor.add('dead@example.com');
    let now = Date.now() + 5;
    for (let i = 0; i < 3; i++) {
      await deliverDueMail(fx.db, t, { now: new Date(now), maxAttempts: 3 });
      now += backoffMs(i + 1) + 1000;
    }
    const [row] = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dead@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await deliverDueMail(fx.db, t, { now: new Date(now + 86400_000) })).toEqual({ sent: 0, failed: 0 });
  });

  it('two senders at once never send the same mail twice', async () => {
    await enqueueMail(fx.db, Array.from({ length: 30 }, (_, i) => ({ kind: 'reservation_confirmation', to: `m${i}@example.com`, subject: 's', body: 'b' })));
    const t = new FakeTransport();
    const results = await Promise.all([deliverDueMail(fx.db, t, { batch: 30 }), deliverDueMail(fx.db, t, { batch: 30 })]);
    expect(results[0].sent + results[1].sent).toBe(30);
    expect(new Set(t.sent.map((m) => m.to)).size).toBe(30);
    expect(t.sent).toHaveLength(30);
  });

  it('backoff grows and is capped', () => {
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(2)).toBe(120_000);
    expect(backoffMs(30)).toBe(6 * 3600_000);
  });
});
