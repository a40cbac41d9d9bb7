import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { hallBenefits, hallPlans } from '../db/schema';
import { notFound } from '../http/errors';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { benefitFields, PartnerBenefit, PartnerPlan, planFields } from '../../api/contract/partnerPlans';
import { audit } from './audit';

type PlanInput = z.output<z.ZodObject<typeof planFields>>;
type BenefitInput = z.output<z.ZodObject<typeof benefitFields>>;

const toPlan = (p: typeof hallPlans.$inferSelect): PartnerPlan => ({
  id: p.id, name: p.name, description: p.description, price: p.price, guest_count: p.guestCount, includes: p.includes,
  valid_until: p.validUntil, is_popular: p.isPopular, published: p.published,
});

const toBenefit = (b: typeof hallBenefits.$inferSelect): PartnerBenefit => ({
  id: b.id, title: b.title, description: b.description, conditions: b.conditions, amount: b.amount,
  valid_until: b.validUntil, is_limited: b.isLimited, published: b.published,
});

const planValues = (i: PlanInput) => ({
  name: i.name, description: i.description, price: i.price, guestCount: i.guest_count, includes: i.includes,
  validUntil: i.valid_until, isPopular: i.is_popular, published: i.published,
});

const benefitValues = (i: BenefitInput) => ({
  title: i.title, description: i.description, conditions: i.conditions, amount: i.amount,
  validUntil: i.valid_until, isLimited: i.is_limited, published: i.published,
});

/** Every plan and benefit of the hall, published or not, in the public page's order. */
export async function partnerPlans(db: Db, hallId: number): Promise<{ plans: PartnerPlan[]; benefits: PartnerBenefit[] }> {
  const plans = await db.select().from(hallPlans).where(eq(hallPlans.hallId, hallId)).orderBy(asc(hallPlans.sortOrder), asc(hallPlans.id));
  const benefits = await db.select().from(hallBenefits).where(eq(hallBenefits.hallId, hallId)).orderBy(asc(hallBenefits.sortOrder), asc(hallBenefits.id));
  return { plans: plans.map(toPlan), benefits: benefits.map(toBenefit) };
}

/** A new plan goes after the hall's others. */
export async function createPlan(db: Db, hallId: number, userId: number, input: PlanInput): Promise<PartnerPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hallPlans).values({ hallId, ...planValues(input), sortOrder: 1000 }).returning();
    await audit(tx, hallId, userId, 'plan.create', { id: row.id, name: row.name, published: row.published });
    return toPlan(row);
  });
}

/** Edits, publishes or unpublishes one of the hall's plans (another hall's id answers 404). */
export async function updatePlan(db: Db, hallId: number, userId: number, planId: number, input: PlanInput): Promise<PartnerPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(hallPlans).set(planValues(input)).where(and(eq(hallPlans.id, planId), eq(hallPlans.hallId, hallId))).returning();
    if (!row) throw notFound(PARTNER_MSG.planNotFound);
    await audit(tx, hallId, userId, 'plan.update', { id: row.id, name: row.name, published: row.published });
    return toPlan(row);
  });
}

export async function createBenefit(db: Db, hallId: number, userId: number, input: BenefitInput): Promise<PartnerBenefit> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hallBenefits).values({ hallId, ...benefitValues(input), sortOrder: 1000 }).returning();
    await audit(tx, hallId, userId, 'benefit.create', { id: row.id, title: row.title, published: row.published });
    return toBenefit(row);
  });
}

export async function updateBenefit(db: Db, hallId: number, userId: number, benefitId: number, input: BenefitInput): Promise<PartnerBenefit> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(hallBenefits).set(benefitValues(input)).where(and(eq(hallBenefits.id, benefitId), eq(hallBenefits.hallId, hallId))).returning();
    if (!row) throw notFound(PARTNER_MSG.benefitNotFound);
    await audit(tx, hallId, userId, 'benefit.update', { id: row.id, title: row.title, published: row.published });
    return toBenefit(row);
  });
}
