import { eq, inArray } from 'drizzle-orm';
import { type DbHandle } from '../../../server/db/client';
import { hallContracts, partnerMembers, reservations, reviewReplies, users } from '../../../server/db/schema';
import { seedAll } from '../../../server/seed';
import { PARTNER_ACCOUNTS, VISITED_COUPLE } from '../../../server/seed/partners';
import { partnerStats } from '../../../server/partners/stats';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openMemoryDb();
  await seedAll(handle.db, { scale: 0.05, quiet: true, today: '2026-05-20' });
});
afterAll(() => handle.close());

it('seeds the partners\' demo: two owners of two Tokyo halls; the first with reservations, a reply, a contract to confirm and numbers', async () => {
  const db = handle.db;
  const owners = await db.select({ id: users.id, email: users.email, hallId: partnerMembers.hallId, role: partnerMembers.role }).from(users).innerJoin(partnerMembers, eq(partnerMembers.userId, users.id)).where(inArray(users.email, PARTNER_ACCOUNTS.map((p) => p.email)));
  expect(owners.map((o) => [o.email, o.role]).sort()).toEqual([['partner2@example.com', 'owner'], ['partner@example.com', 'owner']]);
  const hallId = owners.find((o) => o.email === 'partner@example.com')!.hallId;
  expect(owners[0].hallId).not.toBe(owners[1].hallId);
  const inbox = await db.select().from(reservations).where(eq(reservations.hallId, hallId));
  expect(inbox.filter((r) => r.status === 'new').length).toBeGreaterThan(1);
  expect(inbox.some((r) => r.status === 'attended')).toBe(true);
  // ゆい came to yesterday's fair; the hall has still to mark her 来館済み.
  expect(inbox.filter((r) => r.email === VISITED_COUPLE.email)).toEqual([expect.objectContaining({ status: 'confirmed', userId: expect.any(Number) })]);
  expect(await db.select().from(reviewReplies).where(eq(reviewReplies.hallId, hallId))).toHaveLength(1);
  expect(await db.select().from(hallContracts).where(eq(hallContracts.hallId, hallId))).toEqual([expect.objectContaining({ state: 'pending' })]);
  const { weeks } = await partnerStats(db, hallId, 12, '2026-05-20');
  expect(weeks.every((w) => w.views > 0)).toBe(true);
});
