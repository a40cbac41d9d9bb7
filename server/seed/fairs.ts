import { asc } from 'drizzle-orm';
import holidayJp from '@holiday-jp/holiday_jp';
import type { Db } from '../db/client';
import { fairContents, fairSlots, fairs, halls, reservations } from '../db/schema';
import { insertChunked, type Rng, type SeedContext } from './context';
import { FAIR_TEMPLATES, SLOT_PATTERNS, DEMO_PEOPLE, type FairTemplate } from '../fairs/demo/fairTemplates';

const WEEKS_AHEAD = 8;
const DAYS_BACK = 21;

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Weekends and Japanese public holidays from three weeks ago to eight weeks (the market: thirteen) ahead. */
export function fairDays(today: string, weeksAhead = WEEKS_AHEAD): string[] {
  const out: string[] = [];
  for (let i = -DAYS_BACK; i <= weeksAhead * 7; i++) {
    const day = addDays(today, i);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || (holidayJp.holidays as Record<string, unknown>)[day]) out.push(day);
  }
  return out;
}

function templatesFor(serviceId: number, rng: Rng): FairTemplate[] {
  const fitting = FAIR_TEMPLATES.filter((t) => !t.services || t.services.includes(serviceId));
  return rng.sample(fitting, rng.int(2, Math.min(4, fitting.length)));
}

/** Demo fairs for every hall: 2–4 fairs each, held on weekends and holidays, some already past. */
export async function seedFairs(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('fairs');
  const hallRows = await db.select({ id: halls.id, name: halls.name, serviceId: halls.serviceId }).from(halls).orderBy(asc(halls.id));
  if (hallRows.length === 0) return;
  const days = fairDays(ctx.today, ctx.market?.fairWeeksAhead);
  const tomorrow = addDays(ctx.today, 1);

  const contentValues = hallRows.flatMap((h) =>
    templatesFor(h.serviceId, rng).map((t, i) => ({
      hallId: h.id,
      name: t.name,
      description: t.description,
      hasConsultation: !!t.flags.has_consultation,
      hasMockCeremony: !!t.flags.has_mock_ceremony,
      hasMockReception: !!t.flags.has_mock_reception,
      hasTasting: !!t.flags.has_tasting,
      hasTryDress: !!t.flags.has_try_dress,
      hasShow: !!t.flags.has_show,
      hasDecoration: !!t.flags.has_decoration,
      hasFood: !!t.flags.has_food,
      price: t.prices ? rng.pick(t.prices) : 0,
      benefits: rng.sample(t.benefits, rng.int(1, t.benefits.length)),
      contactEmail: `fair-desk+${h.id}@halls.musubi.example`,
      isRecommended: i === 0 && rng.chance(0.6),
      sortOrder: i,
    })),
  );
  const contents: { id: number; hallId: number; name: string }[] = [];
  await insertChunked(contentValues, 500, async (chunk) => {
    contents.push(...(await db.insert(fairContents).values(chunk).returning({ id: fairContents.id, hallId: fairContents.hallId, name: fairContents.name })));
  });

  const fairValues = contents.flatMap((c) => {
    const share = 0.35 + rng.next() * 0.4;
    return days.filter(() => rng.chance(share)).map((day) => ({ contentId: c.id, hallId: c.hallId, holdAt: day, startDate: addDays(day, -90) }));
  });
  const fairIds: { id: number; holdAt: string; hallId: number }[] = [];
  await insertChunked(fairValues, 1000, async (chunk) => {
    fairIds.push(...(await db.insert(fairs).values(chunk).returning({ id: fairs.id, holdAt: fairs.holdAt, hallId: fairs.hallId })));
  });

  const patternByContent = new Map(contents.map((c) => [c.id, rng.pick(SLOT_PATTERNS)]));
  const contentOfFair = new Map(fairValues.map((f, i) => [fairIds[i].id, f.contentId]));
  const slotValues = fairIds.flatMap((f) => {
    const capacity = rng.int(2, 6);
    return patternByContent.get(contentOfFair.get(f.id)!)!.map((holdTime, i) => ({ fairId: f.id, slot: i + 1, holdTime, capacity, reserved: 0 }));
  });

  // Some upcoming slots already have reservations (a few are full), with the counter to match.
  const reservationValues: (typeof reservations.$inferInsert)[] = [];
  const holdAtOf = new Map(fairIds.map((f) => [f.id, f]));
  const hallName = new Map(hallRows.map((h) => [h.id, h.name]));
  const contentName = new Map(contents.map((c) => [c.id, c.name]));
  for (const s of slotValues) {
    const f = holdAtOf.get(s.fairId)!;
    if (f.holdAt < tomorrow || !rng.chance(0.15)) continue;
    const n = rng.chance(0.3) ? s.capacity : rng.int(1, s.capacity - 1);
    for (let k = 0; k < n; k++) {
      const p = rng.pick(DEMO_PEOPLE);
      reservationValues.push({
        fairId: s.fairId,
        hallId: f.hallId,
        slot: s.slot,
        holdTime: s.holdTime,
        lastName: p.lastName,
        firstName: p.firstName,
        lastNameKana: p.lastNameKana,
        firstNameKana: p.firstNameKana,
        email: `demo-${s.fairId}-${s.slot}-${k}@example.com`,
        tel: `090${String(10000000 + rng.int(0, 89999999)).slice(0, 8)}`,
        gender: p.gender,
        numberOfParticipants: rng.int(1, 4),
        cvDevice: rng.chance(0.3) ? 'mobile_app' : 'mobile_web',
        fairSnapshot: { fair_id: s.fairId, hall_id: f.hallId, hall_name: hallName.get(f.hallId) ?? '', name: contentName.get(contentOfFair.get(s.fairId)!) ?? '', hold_at: f.holdAt, hold_time: s.holdTime },
      });
    }
    s.reserved = n;
  }
  await insertChunked(slotValues, 2000, (chunk) => db.insert(fairSlots).values(chunk));
  await insertChunked(reservationValues, 1000, (chunk) => db.insert(reservations).values(chunk));
  ctx.log(`fairs: ${contents.length} contents, ${fairIds.length} dates, ${slotValues.length} slots, ${reservationValues.length} reservations`);
}
