import { singleMailbox } from './address';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A database or an open transaction: mail is enqueued in the transaction of what caused it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  reference?: string;
}

/**
 * Queues mails in the caller's transaction. Each goes to exactly one mailbox: a recipient that is a
 * list or anything but a bare address is a bug upstream (every form checks with singleMailbox), and
 * is refused here rather than handed to the transport, which would send to each address it finds.
 */
export async function enqueueMail(db: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  for (const m of mails) if (singleMailbox(m.to) !== m.to) throw new Error(`mail ${m.kind}: the recipient is not one mailbox`);
  await db.insert(mailOutbox).values(
    mails.map((m) => ({ kind: m.kind, toAddress: m.to, subject: m.subject, body: m.body, reference: m.reference ?? null })),
  );
}
