import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../mail/outbox';
import { fairContents, fairSlots, fairs, users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { addDays, firstBookableDate, isPastFair, todayInJapan } from '../fairs/dates';
import { FAIR_DAYS_AHEAD, FAIR_SLOTS_MAX, PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { FairInput } from '../../api/contract/partnerFairs';
import type { PartnerFair } from '../../api/contract/partners';
import { audit } from './audit';
import { lockedFair, nextContentOrder, partnerFairs, setCapacity } from './fairs';

type Slots = FairInput['slots'];

/** Every date from tomorrow to a year ahead (Japan time), else 400. */
function checkDates(dates: string[], now: Date): string[] {
  const from = firstBookableDate(now);
  const to = addDays(todayInJapan(now), FAIR_DAYS_AHEAD);
  if (dates.some((d) => d < from || d > to)) throw badRequest(PARTNER_MSG.fairDatesRange);
  return [...dates].sort();
}

const contentValues = (input: Omit<FairInput, 'slots'>) => ({ name: input.name, description: input.description, price: input.price, benefits: input.benefits });

/** Puts the content on these dates, each with these slots (nothing booked yet); refuses a date the series already holds. */
async function addDates(tx: DbOrTx, hallId: number, contentId: number, dates: string[], slots: { holdTime: string; capacity: number }[], now: Date): Promise<number[]> {
  const taken = await tx.select({ holdAt: fairs.holdAt }).from(fairs).where(and(eq(fairs.contentId, contentId), inArray(fairs.holdAt, dates), isNull(fairs.cancelledAt))).limit(1);
  if (taken.length) throw badRequest(PARTNER_MSG.fairDateTaken(taken[0].holdAt));
  const rows = await tx.insert(fairs).values(dates.map((holdAt) => ({ contentId, hallId, holdAt, startDate: todayInJapan(now) }))).returning({ id: fairs.id });
  await tx.insert(fairSlots).values(rows.flatMap((r) => slots.map((s, i) => ({ fairId: r.id, slot: i + 1, holdTime: s.holdTime, capacity: s.capacity }))));
  return rows.map((r) => r.id);
}

/** Where the hall's notice of a new reservation goes: the address its other fairs use, else the partner's. */
async function contactEmailOf(tx: DbOrTx, hallId: number, userId: number): Promise<string> {
  const [known] = await tx.select({ email: fairContents.contactEmail }).from(fairContents).where(eq(fairContents.hallId, hallId)).limit(1);
  if (known) return known.email;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user.email;
}

/** POST …/fairs: a new fair (its contents) held on one or more dates, a series. */
export async function createFairs(db: Db, hallId: number, userId: number, input: FairInput & { dates: string[] }, now = new Date()): Promise<PartnerFair[]> {
  const dates = checkDates(input.dates, now);
  const ids = await db.transaction(async (tx) => {
    const [content] = await tx
      .insert(fairContents)
      .values({ hallId, ...contentValues(input), contactEmail: await contactEmailOf(tx, hallId, userId), sortOrder: nextContentOrder(hallId) })
      .returning({ id: fairContents.id });
    const fairIds = await addDates(tx, hallId, content.id, dates, input.slots.map((s) => ({ holdTime: s.hold_time, capacity: s.capacity })), now);
    await audit(tx, hallId, userId, 'fair.create', { name: input.name, dates });
    return fairIds;
  });
  return partnerFairs(db, hallId, ids);
}

/**
 * This date's slots as typed: an existing slot (named by its number) with bookings keeps its time,
 * is never removed silently (it is cancelled instead, which tells the couples) and its capacity never
 * goes below its bookings; new slots take the free numbers.
 */
async function applySlots(tx: DbOrTx, fairId: number, wanted: Slots): Promise<void> {
  const current = await tx.select().from(fairSlots).where(eq(fairSlots.fairId, fairId)).for('update');
  if (wanted.some((w) => w.slot && !current.some((c) => c.slot === w.slot))) throw badRequest(PARTNER_MSG.slotNotFound);
  for (const s of current) {
    const next = wanted.find((w) => w.slot === s.slot);
    if (!next) {
      if (s.reserved > 0) throw conflict(PARTNER_MSG.slotRemoveBooked(s.holdTime, s.reserved));
      await tx.delete(fairSlots).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, s.slot)));
      continue;
    }
    if (next.hold_time !== s.holdTime) {
      if (s.reserved > 0) throw conflict(PARTNER_MSG.slotTimeBooked(s.holdTime));
      await tx.update(fairSlots).set({ holdTime: next.hold_time }).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, s.slot)));
    }
    if (next.capacity !== s.capacity) await setCapacity(tx, fairId, s.slot, next.capacity);
  }
  const kept = new Set(wanted.flatMap((w) => (w.slot ? [w.slot] : [])));
  const free = Array.from({ length: FAIR_SLOTS_MAX }, (_, i) => i + 1).filter((n) => !kept.has(n));
  const added = wanted.filter((w) => !w.slot).map((w, i) => ({ fairId, slot: free[i], holdTime: w.hold_time, capacity: w.capacity }));
  if (added.length) await tx.insert(fairSlots).values(added);
}

/** A fair that may still change: the hall's, not cancelled, not past. */
async function changeableFair(tx: DbOrTx, hallId: number, fairId: number, now: Date) {
  const fair = await lockedFair(tx, hallId, fairId);
  if (fair.cancelledAt) throw conflict(PARTNER_MSG.fairCancelled);
  if (isPastFair(fair.holdAt, now)) throw badRequest(PARTNER_MSG.fairPast);
  return fair;
}

/** PUT …/fairs/{id}: the series' contents and this date's times and capacities. */
export async function updateFair(db: Db, hallId: number, userId: number, fairId: number, input: FairInput, now = new Date()): Promise<PartnerFair[]> {
  await db.transaction(async (tx) => {
    const fair = await changeableFair(tx, hallId, fairId, now);
    await tx.update(fairContents).set(contentValues(input)).where(and(eq(fairContents.id, fair.contentId), eq(fairContents.hallId, hallId)));
    await applySlots(tx, fairId, input.slots);
    await audit(tx, hallId, userId, 'fair.update', { fair_id: fairId, name: input.name });
  });
  return partnerFairs(db, hallId, [fairId]);
}

/** POST …/fairs/{id}/copies: the same contents, times and capacities on other dates. */
export async function copyFair(db: Db, hallId: number, userId: number, fairId: number, dates: string[], now = new Date()): Promise<PartnerFair[]> {
  const sorted = checkDates(dates, now);
  const ids = await db.transaction(async (tx) => {
    const fair = await lockedFair(tx, hallId, fairId);
    const slots = await tx.select().from(fairSlots).where(eq(fairSlots.fairId, fair.id));
    if (!slots.length) throw badRequest(PARTNER_MSG.fairSlots);
    const fairIds = await addDates(tx, hallId, fair.contentId, sorted, slots.sort((a, b) => a.slot - b.slot), now);
    await audit(tx, hallId, userId, 'fair.copy', { fair_id: fairId, dates: sorted });
    return fairIds;
  });
  return partnerFairs(db, hallId, ids);
}

export { changeableFair };
