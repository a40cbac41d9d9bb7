import { describeEachDb } from '../support/testDb';
import { mailOutbox } from '../../../server/db/schema';
import { enqueueMail } from '../../../server/mail/outbox';
import { deliverDueMail, type MailTransport } from '../../../server/mail/sender';

describeEachDb('outbox: a crashed sender', (fx) => {
  it('leaves its claimed mail to another sender once the lease runs out, and it is sent once', async () => {
    await fx.db.delete(mailOutbox);
    await enqueueMail(fx.db, Array.from({ length: 5 }, (_, i) => ({ kind: 'reservation_confirmation', to: `c${i}@example.com`, subject: 's', body: 'b' })));
    const now = Date.now() + 60_000;
    // The first sender claims the rows, then its process dies mid-delivery (the send never returns).
    let claimed!: () => void;
    const claimedAll = new Promise<void>((r) => (claimed = r));
    const dying: MailTransport = {
      sendMail: () => {
        claimed();
        return new Promise(() => undefined);
      },
    };
    void deliverDueMail(fx.db, dying, { now: new Date(now), batch: 5 });
    await claimedAll;
    const sent: string[] = [];
    const healthy: MailTransport = { sendMail: async (m) => void sent.push(m.to) };
    // While the lease holds, no one else sends them…
    expect(await deliverDueMail(fx.db, healthy, { now: new Date(now + 1000), batch: 5 })).toEqual({ sent: 0, failed: 0 });
    // …after it, another instance does, each once.
    expect((await deliverDueMail(fx.db, healthy, { now: new Date(now + 6 * 60_000), batch: 5 })).sent).toBe(5);
    expect(new Set(sent).size).toBe(5);
    expect(await deliverDueMail(fx.db, healthy, { now: new Date(now + 12 * 60_000), batch: 5 })).toEqual({ sent: 0, failed: 0 });
  });
});
