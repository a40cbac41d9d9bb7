import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../mail/outbox';
import { reservations, users } from '../db/schema';
import { fairCancelledMail } from './mails';

type Cancelled = Pick<typeof reservations.$inferSelect, 'id' | 'email' | 'userId' | 'lastName' | 'firstName' | 'holdTime'>;

/** The couples' notices of a cancellation by the hall, each greeted by name only at the address she confirmed. */
export async function cancelledMails(db: DbOrTx, rows: Cancelled[], fair: { hallName: string; fairName: string; holdAt: string }) {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const members = ids.length ? await db.select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(inArray(users.id, ids)) : [];
  const confirmed = new Map(members.filter((m) => m.verifiedAt).map((m) => [m.id, m.email.toLowerCase()]));
  return rows.map((r) =>
    fairCancelledMail({
      reservationId: r.id, email: r.email, named: r.userId !== null && confirmed.get(r.userId) === r.email.toLowerCase(),
      lastName: r.lastName, firstName: r.firstName, hallName: fair.hallName, fairName: fair.fairName, holdAt: fair.holdAt, holdTime: r.holdTime,
    }),
  );
}
