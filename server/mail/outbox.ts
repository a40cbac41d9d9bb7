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

export async function enqueueMail(db: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((m) => ({ kind: m.kind, toAddress: m.to, subject: m.subject, body: m.body, reference: m.reference ?? null })),
  );
}
