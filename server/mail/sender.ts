import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** What delivers one message (nodemailer's transport in production, a fake in tests). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface DeliverOptions {
  now?: Date;
  batch?: number;
  /** After this many failed attempts a row is marked failed (and kept). */
  maxAttempts?: number;
  from?: string;
}

export const MAX_ATTEMPTS = 8;
/** A claimed row is not picked again by another sender for this long. */
const LEASE_MS = 5 * 60 * 1000;

/** 1 min, 2, 4, … capped at 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

export function defaultFrom(): string {
  return process.env.MAIL_FROM || 'musubi（ムスビ） <no-reply@musubi.example>';
}

/**
 * Sends the due rows of the outbox once. Rows are claimed with a lease (SKIP LOCKED), so
 * several instances never send the same mail; a failure schedules a retry with backoff.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, options: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    // The database's clock by default: a row's next_attempt_at defaults to its now(), which keeps
    // microseconds, so a JS Date taken in the same millisecond would find a fresh row not yet due.
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, options.now ? options.now.toISOString() : sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(options.batch ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where(inArray(mailOutbox.id, due))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await transport.sendMail({ from: options.from ?? defaultFrom(), to: row.toAddress, subject: row.subject, text: row.body });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date().toISOString(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null }).where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (e) {
      failed++;
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: e instanceof Error ? e.message.slice(0, 1000) : String(e).slice(0, 1000),
          status: attempts >= maxAttempts ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}
