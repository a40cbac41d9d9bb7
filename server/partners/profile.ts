import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { contractsPending } from './contracts';
import { halls, partnerMembers, prefectures, reservations } from '../db/schema';
import { notFound } from '../http/errors';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { HallProfile, hallProfileInput, PartnerHall } from '../../api/contract/partners';
import { audit } from './audit';

/** The halls a partner belongs to, with what waits for her in each. */
export async function myHalls(db: Db, userId: number): Promise<{ items: PartnerHall[] }> {
  const rows = await db
    .select({ id: halls.id, name: halls.name, role: partnerMembers.role, prefecture: prefectures.name })
    .from(partnerMembers)
    .innerJoin(halls, eq(halls.id, partnerMembers.hallId))
    .innerJoin(prefectures, eq(prefectures.id, halls.prefectureId))
    .where(eq(partnerMembers.userId, userId))
    .orderBy(halls.id);
  const ids = rows.map((r) => r.id);
  const fresh = ids.length
    ? await db.select({ hallId: reservations.hallId, n: sql<number>`count(*)::int` }).from(reservations).where(and(inArray(reservations.hallId, ids), eq(reservations.status, 'new'))).groupBy(reservations.hallId)
    : [];
  const pending = await contractsPending(db, ids);
  return {
    items: rows.map((r) => ({ ...r, new_reservations: Number(fresh.find((f) => f.hallId === r.id)?.n ?? 0), pending_contracts: pending.get(r.id) ?? 0 })),
  };
}

const profileColumns = {
  id: halls.id,
  name: halls.name,
  catchCopy: halls.catchCopy,
  description: halls.description,
  access: halls.access,
  priceMin: halls.priceMin,
  priceMax: halls.priceMax,
  capacityMin: halls.capacityMin,
  capacityMax: halls.capacityMax,
  ceremonyStyles: halls.ceremonyStyles,
  features: halls.features,
};
type ProfileRow = { [K in keyof typeof profileColumns]: (typeof halls.$inferSelect)[K extends 'id' ? 'id' : K] };

const toProfile = (r: ProfileRow): HallProfile => ({
  id: r.id,
  name: r.name,
  public_path: `/halls/${r.id}`,
  catch_copy: r.catchCopy,
  description: r.description,
  access: r.access,
  price_min: r.priceMin,
  price_max: r.priceMax,
  capacity_min: r.capacityMin,
  capacity_max: r.capacityMax,
  ceremony_styles: r.ceremonyStyles,
  features: r.features,
});

export async function hallProfile(db: Db, hallId: number): Promise<HallProfile> {
  const [row] = await db.select(profileColumns).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!row) throw notFound(PARTNER_MSG.hallNotFound);
  return toProfile(row as ProfileRow);
}

/**
 * Saves the hall's texts, prices, capacity, ceremony styles and こだわり. Texts are plain (the
 * public page escapes them; control characters went in the contract). The typical cost follows
 * the price range when it falls outside it, so cards and the price sorts agree with the page.
 */
export async function updateHallProfile(db: Db, hallId: number, userId: number, input: z.output<typeof hallProfileInput>): Promise<HallProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(halls)
      .set({
        catchCopy: input.catch_copy,
        description: input.description,
        access: input.access,
        priceMin: input.price_min,
        priceMax: input.price_max,
        cost: sql`LEAST(GREATEST(${halls.cost}, ${input.price_min}), ${input.price_max})`,
        capacityMin: input.capacity_min,
        capacityMax: input.capacity_max,
        ceremonyStyles: [...new Set(input.ceremony_styles)],
        features: [...new Set(input.features)],
      })
      .where(eq(halls.id, hallId))
      .returning(profileColumns);
    if (!row) throw notFound(PARTNER_MSG.hallNotFound);
    await audit(tx, hallId, userId, 'hall.update', { fields: ['catch_copy', 'description', 'access', 'price', 'capacity', 'ceremony_styles', 'features'].join(',') });
    return toProfile(row as ProfileRow);
  });
}
